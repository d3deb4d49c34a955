import type { FastifyBaseLogger } from "fastify";
import { now } from "../../db/database.ts";

/** How often a process writes the visits it counted. */
export const HIT_WRITE_INTERVAL_MS = 60_000;

export interface CountedHits {
  id: number;
  count: number;
  lastHitAt: string;
}

/**
 * Visits answered with a redirect, counted in memory and written in batches (never a write per
 * request): every `HIT_WRITE_INTERVAL_MS` and when the server closes. A batch that could not be
 * written is counted again into the next. Memory holds one entry per redirect hit since the last write.
 */
export class RedirectHits {
  private counts = new Map<number, CountedHits>();
  private readonly timer: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      write: (hits: CountedHits[]) => Promise<void>;
      log: Pick<FastifyBaseLogger, "error">;
      intervalMs?: number;
    },
  ) {
    this.timer = setInterval(() => void this.flush(), options.intervalMs ?? HIT_WRITE_INTERVAL_MS);
    this.timer.unref();
  }

  count(id: number): void {
    const counted = this.counts.get(id);
    const at = now();
    if (counted) {
      counted.count += 1;
      counted.lastHitAt = at;
    } else this.counts.set(id, { id, count: 1, lastHitAt: at });
  }

  /** Writes what was counted so far (one write at a time). */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.counts.size === 0) return;
      const batch = [...this.counts.values()];
      this.counts = new Map();
      try {
        await this.options.write(batch);
      } catch (error) {
        this.options.log.error(
          { err: error, redirects: batch.length },
          "could not write the redirects' visits; trying again with the next",
        );
        for (const hits of batch) {
          const later = this.counts.get(hits.id);
          this.counts.set(hits.id, later ? { ...hits, count: hits.count + later.count, lastHitAt: later.lastHitAt } : hits);
        }
      }
    });
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
