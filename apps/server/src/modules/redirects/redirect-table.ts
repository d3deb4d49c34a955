import { canonicalSitePath, serverOwnedPrefix, type RedirectStatus } from "@lawfirm/contract";
import type { FastifyBaseLogger } from "fastify";
import { nowMs } from "../../db/database.ts";

/** A redirect as a serving process keeps it. */
export interface ServedRedirect {
  id: number;
  from: string;
  /** A site path (with its query) or an https address; null for 410. */
  to: string | null;
  status: RedirectStatus;
}

/** How long a table that could not be read again is served as it was before the next try. */
export const RELOAD_RETRY_MS = 5_000;

/**
 * Every redirect, in this process's memory (decision 0053): read once, then again only after a
 * content change (`contentVersion`: this process's writes, another process's, another process's
 * commit to the SQLite file) or an `invalidate` by this process's own redirect writes. A request
 * meets the database only when it is the first after such a change, and requests that arrive
 * meanwhile wait for the same read. A read that fails (the database away) leaves the table as it
 * was, tried again after `RELOAD_RETRY_MS`: redirects keep working through an outage.
 */
export class RedirectTable {
  private byPath = new Map<string, ServedRedirect>();
  /** This process's own redirect writes, counted: with the content version, what a read was made at. */
  private ownChanges = 0;
  private readAt: string | undefined;
  private reading: { at: string; done: Promise<void> } | undefined;
  private retryAt = 0;
  /** A failed read is logged once until one succeeds: every request would ask again after the wait. */
  private failing = false;

  constructor(
    private readonly options: {
      load: () => Promise<ServedRedirect[]>;
      contentVersion: () => number;
      log: Pick<FastifyBaseLogger, "error">;
    },
  ) {}

  /** The redirects are to be read again before the next match (this process changed them). */
  invalidate(): void {
    this.ownChanges += 1;
    this.retryAt = 0;
  }

  /** The redirect of a request's address (path and query as sent), if one matches; never one of an address the server owns. */
  async match(url: string): Promise<ServedRedirect | undefined> {
    await this.current();
    if (this.byPath.size === 0) return undefined;
    const queryAt = url.indexOf("?");
    const path = canonicalSitePath(queryAt < 0 ? url : url.slice(0, queryAt));
    const found = this.byPath.get(path);
    // A row from before an address became the server's own is not served.
    return found && serverOwnedPrefix(path) === undefined ? found : undefined;
  }

  private stamp(): string {
    return `${this.options.contentVersion()}/${this.ownChanges}`;
  }

  private async current(): Promise<void> {
    const at = this.stamp();
    if (this.readAt === at) return;
    if (this.reading?.at === at) return this.reading.done;
    if (nowMs() < this.retryAt) return;
    const done = this.read(at);
    this.reading = { at, done };
    return done;
  }

  private async read(at: string): Promise<void> {
    try {
      const rows = await this.options.load();
      this.byPath = new Map(rows.map((row) => [row.from, row]));
      // A change while reading leaves the table to be read again by the next request.
      this.readAt = at;
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.options.log.error({ err: error }, "could not read the redirects; serving those read before");
      this.failing = true;
      this.retryAt = nowMs() + RELOAD_RETRY_MS;
    } finally {
      if (this.reading?.at === at) this.reading = undefined;
    }
  }
}
