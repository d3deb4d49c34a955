import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.ts";
import { createClaimQueue, workerName, type ClaimTiming } from "../../jobs/claim-queue.ts";
import * as claims from "../../jobs/claims.repository.ts";
import type { SubscriberLinks } from "./newsletter-links.ts";
import { runDigest, sendNextBatch, type NewsletterDeps } from "./newsletter.service.ts";

/** The newsletter worker's times (decision 0088); tests shorten them through `buildApp`'s options. */
export interface NewsletterTiming extends ClaimTiming {
  /** Subscribers put into the outbox per batch (one transaction). */
  batch: number;
  /** The wait between two batches of a send: the pace at which a large send fills the outbox. */
  pauseMs: number;
}

const MINUTE = 60_000;

export const DEFAULT_NEWSLETTER_TIMING: NewsletterTiming = {
  pollMs: 30_000,
  // A batch that failed (the database was away) is tried again; after the last retry the send shows failed with its error.
  retryDelaysMs: [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * 60 * MINUTE],
  // A batch takes well under a second; a worker that died holding a send leaves it to another after this.
  claimMs: 5 * MINUTE,
  wakeDelaysMs: [20, 1_000],
  batch: 200,
  // 200 subscribers a second: 12,000 a minute, far ahead of what one SMTP connection sends.
  pauseMs: 1_000,
};

export interface NewsletterWorker {
  /** Looks for queued sends soon: this process queued one. */
  wake(): void;
  /** Resolves once every send is done and no digest is due or being worked on, by this worker or another (tests). */
  idle(): Promise<void>;
  /** Takes no more work and resolves once the batch in hand is written. */
  close(): Promise<void>;
}

interface NewsletterWorkerDeps {
  db: Db;
  links: SubscriberLinks;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  timing?: Partial<NewsletterTiming>;
  /** This worker's name in its claims (unique among the processes); a new one when not given. */
  name?: string;
  /** Whether the process may write now: while it does not hold its server lock (a restore), nothing is claimed. */
  mayWrite?: () => boolean;
}

/**
 * The newsletter's background work on the claim queue (decisions 0084, 0088), in every process
 * whether mail is configured or not (the outbox keeps the messages until it is): the sends, each
 * claimed by one worker at a time and put into the outbox a batch per claim, and the digests,
 * each claimed when it falls due.
 */
export function createNewsletterWorker(deps: NewsletterWorkerDeps): NewsletterWorker {
  const timing = { ...DEFAULT_NEWSLETTER_TIMING, ...deps.timing };
  const name = deps.name ?? workerName();
  const common = { db: deps.db, name, timing, batch: 1, log: deps.log, mayWrite: deps.mayWrite };
  const newsletter: NewsletterDeps = { db: deps.db, links: deps.links, wakeSends: () => sends.wake() };
  const sends = createClaimQueue({
    ...common,
    table: "newsletterSends",
    async work([send]) {
      if (send) await sendNextBatch(newsletter, send, name, timing);
    },
    failure: "a batch of a newsletter was not put into the outbox",
  });
  const digests = createClaimQueue({
    ...common,
    table: "newsletterDigests",
    async work([digest]) {
      if (digest) await runDigest(newsletter, digest, name);
    },
    failure: "a newsletter digest was not made",
  });
  return {
    wake: () => sends.wake(),
    async idle() {
      for (;;) {
        await digests.idle();
        await sends.idle();
        // A send between two batches is not due yet: idle waits for its end too.
        const open = await claims.countByState(deps.db, "newsletterSends");
        if (!open.waiting && !open.sending) return;
        await new Promise((resolve) => setTimeout(resolve, Math.max(20, Math.min(timing.pauseMs, 500))));
      }
    },
    async close() {
      await Promise.all([digests.close(), sends.close()]);
    },
  };
}
