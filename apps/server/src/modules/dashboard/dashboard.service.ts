import { DASHBOARD_GAP_KINDS, DASHBOARD_LIMITS, type ContentKindName, type Dashboard, type DashboardGapKind } from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { PUBLISHABLE_KIND_NAMES } from "../publishing/publishable-kinds.ts";
import * as dashboard from "./dashboard.repository.ts";

/** The first `limit` of lists merged in `order` (newest or soonest first), and their total. */
function merged<T>(lists: { rows: T[]; total: number }[], order: (a: T, b: T) => number, limit: number) {
  return {
    total: lists.reduce((sum, list) => sum + list.total, 0),
    entries: lists
      .flatMap((list) => list.rows)
      .sort(order)
      .slice(0, limit),
  };
}

const newestFirst = <T extends { since: string }>(a: T, b: T) => b.since.localeCompare(a.since);
const soonestFirst = <T extends { at: string }>(a: T, b: T) => a.at.localeCompare(b.at);

/** Per language, the items lacking a version in it. */
async function gapsOf(db: Db, lang: string): Promise<Dashboard["gaps"][number]> {
  const limit = DASHBOARD_LIMITS.gapsPerLanguage;
  const [counts, articles, items] = await Promise.all([
    dashboard.countGaps(db, lang),
    dashboard.findArticleGaps(db, lang, limit),
    Promise.all(
      dashboard.GAP_ITEM_KINDS.map(async (kind) => (await dashboard.findItemGaps(db, kind, lang, limit)).map((row) => ({ ...row, kind }))),
    ),
  ]);
  const total = (kind: DashboardGapKind) => counts.find((count) => count.kind === kind)?.total ?? 0;
  return {
    lang,
    counts: Object.fromEntries(DASHBOARD_GAP_KINDS.map((kind) => [kind, total(kind)])) as Record<DashboardGapKind, number>,
    // The people's and practice areas' first, then the articles'.
    entries: [...items.flat(), ...articles].slice(0, limit),
  };
}

/** One question's lists, one per publishable kind (article, person, practice area, banner, legal document). */
const ofKinds = <T>(read: (kind: ContentKindName) => Promise<T>) => Promise.all(PUBLISHABLE_KIND_NAMES.map(read));

/** The back office's landing page: what waits, what is scheduled, what changed, what lacks a translation. */
export async function readDashboard(db: Db, languages: LanguageRegistry): Promise<Dashboard> {
  const at = now();
  const { waiting, scheduled, recent: recentLimit } = DASHBOARD_LIMITS;
  const [unpublished, pending, publishing, ending, recent, codes] = await Promise.all([
    ofKinds((kind) => dashboard.findUnpublished(db, kind, waiting)),
    ofKinds((kind) => dashboard.findPendingEdits(db, kind, waiting)),
    ofKinds((kind) => dashboard.findComing(db, kind, "publishAt", at, scheduled)),
    ofKinds((kind) => dashboard.findComing(db, kind, "unpublishAt", at, scheduled)),
    ofKinds((kind) => dashboard.findRecentRevisions(db, kind, recentLimit)),
    languages.codes(),
  ]);
  return {
    waiting: merged<Dashboard["waiting"]["entries"][number]>(
      [
        ...unpublished.map((list) => ({ ...list, rows: list.rows.map((row) => ({ ...row, waiting: "draft" as const })) })),
        ...pending.map((list) => ({ ...list, rows: list.rows.map((row) => ({ ...row, waiting: "changes" as const })) })),
      ],
      newestFirst,
      waiting,
    ),
    scheduled: merged<Dashboard["scheduled"]["entries"][number]>(
      [
        ...publishing.map((list) => ({ ...list, rows: list.rows.map((row) => ({ ...row, change: "publish" as const })) })),
        ...ending.map((list) => ({ ...list, rows: list.rows.map((row) => ({ ...row, change: "unpublish" as const })) })),
      ],
      soonestFirst,
      scheduled,
    ),
    recent: recent
      .flat()
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
      .slice(0, recentLimit)
      .map((row) => ({
        ...row,
        action: row.action as Dashboard["recent"][number]["action"],
        state: row.state as Dashboard["recent"][number]["state"],
      })),
    gaps: await Promise.all([...codes].sort().map((lang) => gapsOf(db, lang))),
  };
}
