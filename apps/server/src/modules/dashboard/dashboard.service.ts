import { DASHBOARD_LIMITS, type Dashboard, type DashboardGapKind } from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
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
  const [counts, articles, people, practiceAreas] = await Promise.all([
    dashboard.countGaps(db, lang),
    dashboard.findArticleGaps(db, lang, limit),
    dashboard.findItemGaps(db, "people", lang, limit),
    dashboard.findItemGaps(db, "practice_areas", lang, limit),
  ]);
  const total = (kind: DashboardGapKind) => counts.find((count) => count.kind === kind)?.total ?? 0;
  return {
    lang,
    counts: {
      news: total("news"),
      case: total("case"),
      honor: total("honor"),
      person: total("person"),
      practiceArea: total("practiceArea"),
    },
    entries: [
      ...people.map((row) => ({ ...row, kind: "person" as const })),
      ...practiceAreas.map((row) => ({ ...row, kind: "practiceArea" as const })),
      ...articles,
    ].slice(0, limit),
  };
}

/** One question's lists, one per publishable table (articles, people, practice areas, banners, legal documents). */
const ofTables = <T>(read: (table: dashboard.PublishableTable) => Promise<T>) => Promise.all(dashboard.PUBLISHABLE_TABLE_NAMES.map(read));

/** The back office's landing page: what waits, what is scheduled, what changed, what lacks a translation. */
export async function readDashboard(db: Db, languages: LanguageRegistry): Promise<Dashboard> {
  const at = now();
  const { waiting, scheduled, recent: recentLimit } = DASHBOARD_LIMITS;
  const [unpublished, pending, publishing, ending, recent, codes] = await Promise.all([
    ofTables((table) => dashboard.findUnpublished(db, table, waiting)),
    ofTables((table) => dashboard.findPendingEdits(db, table, waiting)),
    ofTables((table) => dashboard.findComing(db, table, "publishAt", at, scheduled)),
    ofTables((table) => dashboard.findComing(db, table, "unpublishAt", at, scheduled)),
    ofTables((table) => dashboard.findRecentRevisions(db, table, recentLimit)),
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
