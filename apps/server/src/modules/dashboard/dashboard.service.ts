import {
  clientsWithoutConsent as clientsWithoutConsentOf,
  DASHBOARD_LIMITS,
  FALLBACK_LOCALE,
  DASHBOARD_TRANSLATION_KINDS,
  type ContentKindName,
  type Dashboard,
  type DashboardTranslationKind,
  type ReviewDecision,
} from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import type { LanguageLimit } from "../translations/language-limit.ts";
import { findMissingLegalNoticeFacts } from "../portal-config/portal-config.service.ts";
import { PREVIEWED_KINDS } from "../preview/previewed-kinds.ts";
import { PUBLISHABLE_KIND_NAMES } from "../publishing/publishable-kinds.ts";
import { shownContentStamp } from "../publishing/reviews.ts";
import * as dashboard from "./dashboard.repository.ts";
import { clientsNamedOf } from "../articles/clients-named.ts";

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

/** Per language, the items and legal documents lacking a version in it, and its versions that are out of date. */
async function gapsOf(db: Db, lang: string): Promise<Dashboard["gaps"][number]> {
  const limit = DASHBOARD_LIMITS.gapsPerLanguage;
  const [counts, articles, items, outdatedCounts, outdatedEntries, documents, outdatedDocuments] = await Promise.all([
    dashboard.countGaps(db, lang),
    dashboard.findArticleGaps(db, lang, limit),
    Promise.all(
      dashboard.GAP_ITEM_KINDS.map(async (kind) => (await dashboard.findItemGaps(db, kind, lang, limit)).map((row) => ({ ...row, kind }))),
    ),
    dashboard.countOutdated(db, lang),
    dashboard.findOutdated(db, lang, limit),
    dashboard.findDocumentGaps(db, lang, limit),
    dashboard.findOutdatedDocuments(db, lang, limit),
  ]);
  const byKind = (totals: { kind: string; total: number }[]) =>
    Object.fromEntries(
      DASHBOARD_TRANSLATION_KINDS.map((kind) => [kind, totals.find((count) => count.kind === kind)?.total ?? 0]),
    ) as Record<DashboardTranslationKind, number>;
  const newestChangeFirst = (a: { changedAt: string; id: number }, b: { changedAt: string; id: number }) =>
    b.changedAt.localeCompare(a.changedAt) || b.id - a.id;
  return {
    lang,
    counts: byKind([...counts, { kind: "document", total: documents.total }]),
    // The legal documents first (a few pages the site cannot be without), then the people's and practice areas', then the articles'.
    entries: [...documents.rows, ...items.flat(), ...articles].slice(0, limit),
    outdated: byKind([...outdatedCounts, { kind: "document", total: outdatedDocuments.total }]),
    outdatedEntries: [...outdatedEntries, ...outdatedDocuments.rows]
      .sort(newestChangeFirst)
      .slice(0, limit)
      .map(({ changedAt: _changedAt, ...entry }) => entry),
  };
}

/** One question's lists, one per publishable kind (article, person, practice area, banner, legal document). */
const ofKinds = <T>(read: (kind: ContentKindName) => Promise<T>) => Promise.all(PUBLISHABLE_KIND_NAMES.map(read));

/** The newest reviews of every kind, each saying whether its version still shows what was reviewed (one look-up per version). */
async function newestReviews(db: Db, lists: Awaited<ReturnType<typeof dashboard.findRecentReviews>>[]): Promise<Dashboard["reviews"]> {
  const rows = lists
    .flat()
    .sort((a, b) => b.reviewedAt.localeCompare(a.reviewedAt) || b.reviewId - a.reviewId)
    .slice(0, DASHBOARD_LIMITS.reviews);
  const stamps = new Map<string, Promise<string | undefined>>();
  const stampOf = (kind: Dashboard["reviews"][number]["kind"], id: number) => {
    const key = `${kind}.${id}`;
    let stamp = stamps.get(key);
    if (!stamp) stamps.set(key, (stamp = shownContentStamp(db, PREVIEWED_KINDS[kind], id)));
    return stamp;
  };
  return Promise.all(
    rows.map(async ({ reviewId: _reviewId, contentStamp, decision, ...row }) => ({
      ...row,
      decision: decision as ReviewDecision,
      current: contentStamp === (await stampOf(row.kind, row.id)),
    })),
  );
}

/**
 * The items naming a client without a recorded consent (decision 0066), in their versions or
 * drafts: each item once, in its English version when it has one, with those clients' names;
 * the item changed last first.
 */
async function clientsWithoutConsent(db: Db): Promise<Dashboard["clientsWithoutConsent"]> {
  const { versions, drafts } = await dashboard.findMissingConsents(db);
  const rows = [
    ...versions.map((row) => ({ ...row, clients: clientsNamedOf(row.list) })),
    ...drafts.map((row) => ({ ...row, clients: clientsNamedOf(row.list, "clientsNamed") })),
  ];
  const items = new Map<number, Dashboard["clientsWithoutConsent"]["entries"][number] & { changedAt: string }>();
  for (const { list: _list, clients, changedAt, ...version } of rows) {
    const names = clientsWithoutConsentOf(clients).map((client) => client.name);
    if (names.length === 0) continue;
    const known = items.get(version.no);
    const shown = !known || (version.lang === FALLBACK_LOCALE && known.lang !== FALLBACK_LOCALE) ? version : known;
    items.set(version.no, {
      kind: shown.kind,
      no: shown.no,
      id: shown.id,
      lang: shown.lang,
      title: shown.title,
      clients: [...new Set([...(known?.clients ?? []), ...names])],
      changedAt: known && known.changedAt > changedAt ? known.changedAt : changedAt,
    });
  }
  const entries = [...items.values()].sort((a, b) => b.changedAt.localeCompare(a.changedAt) || b.no - a.no);
  return {
    total: entries.length,
    entries: entries.slice(0, DASHBOARD_LIMITS.clientsWithoutConsent).map(({ changedAt: _changedAt, ...entry }) => entry),
  };
}

/** The back office's landing page: what waits, what is scheduled, what changed, what lacks a translation or is out of date (a translator: in its languages). */
export async function readDashboard(db: Db, languages: LanguageRegistry, limit: LanguageLimit): Promise<Dashboard> {
  const at = now();
  const { waiting, scheduled, recent: recentLimit } = DASHBOARD_LIMITS;
  const [unpublished, pending, publishing, ending, recent, reviews, codes, unconsented, legalNoticeMissing] = await Promise.all([
    ofKinds((kind) => dashboard.findUnpublished(db, kind, waiting)),
    ofKinds((kind) => dashboard.findPendingEdits(db, kind, waiting)),
    ofKinds((kind) => dashboard.findComing(db, kind, "publishAt", at, scheduled)),
    ofKinds((kind) => dashboard.findComing(db, kind, "unpublishAt", at, scheduled)),
    ofKinds((kind) => dashboard.findRecentRevisions(db, kind, recentLimit)),
    ofKinds((kind) => dashboard.findRecentReviews(db, kind, DASHBOARD_LIMITS.reviews)),
    languages.codes(),
    clientsWithoutConsent(db),
    findMissingLegalNoticeFacts(db),
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
    reviews: await newestReviews(db, reviews),
    clientsWithoutConsent: unconsented,
    // A translator's translations to do are in its own languages.
    gaps: await Promise.all(
      [...codes]
        .filter((lang) => !limit || limit.has(lang))
        .sort()
        .map((lang) => gapsOf(db, lang)),
    ),
    legalNoticeMissing,
  };
}
