import { auditOf, type AuditKind, type Endpoint } from "@lawfirm/contract";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../db/database.ts";
import { FIRM_FIGURES_TAG } from "../../http/cache-tags.ts";
import { noteChangedKeys } from "../../plugins/public-cache.ts";
import { countFirmData } from "./portal-config.repository.ts";

/** The kinds the headline figures count: the people, their job titles (which make a lawyer) and the offices. */
const COUNTED_KINDS: readonly AuditKind[] = ["person", "job", "office"];

type FirmCounts = Awaited<ReturnType<typeof countFirmData>>;

const sameCounts = (a: FirmCounts, b: FirmCounts) => a.people === b.people && a.lawyers === b.lawyers && a.offices === b.offices;

/**
 * Notes the headline figures' tag on a write that moved them (decision 0139): the site's
 * configuration answers the figures, and every page shows the configuration, so a write of a person
 * that leaves the counts as they were (most of them) reaches neither. The counts are read before
 * a write of a counted kind and after it succeeds: compared there, within the write, they hold
 * with several processes too (one process's memory of them could be another's write old).
 */
export function figureChanges(db: Executor) {
  const before = new WeakMap<FastifyRequest, FirmCounts>();
  const isCounted = (endpoint: Endpoint) => {
    const kind = auditOf(endpoint)?.kind;
    return kind !== undefined && COUNTED_KINDS.includes(kind);
  };
  return {
    async beforeWrite({ endpoint, request }: { endpoint: Endpoint; request: FastifyRequest }): Promise<void> {
      // A bulk call's single calls share its request: the counts of the first stand until one moves them.
      if (isCounted(endpoint) && !before.has(request)) before.set(request, await countFirmData(db));
    },
    async afterWrite({ endpoint, request }: { endpoint: Endpoint; request: FastifyRequest }): Promise<void> {
      const earlier = before.get(request);
      if (!earlier || !isCounted(endpoint)) return;
      // The write is done: unable to count again, the figures are taken to have moved.
      const now = await countFirmData(db).catch(() => undefined);
      if (now && sameCounts(earlier, now)) return;
      noteChangedKeys(request, [FIRM_FIGURES_TAG]);
      if (now) before.set(request, now);
      else before.delete(request);
    },
  };
}
