// `--peer strapi` (decision 0092): the server and Strapi 5 holding the same content, measured in
// turns (ours, Strapi, ours, Strapi… for each address, for each round) with the same load, and the
// median of the rounds set side by side. Both run at once on the same machine, so a load that
// comes and goes weighs on both alike.
import os from "node:os";
import {
  API_BASE,
  DEFAULT_PAGE_SIZE,
  DOCUMENT_NAMES,
  LANG_HEADER,
  caseAnalysisEndpoints,
  createApiClient,
  documentEndpoints,
  healthEndpoints,
  honorEndpoints,
  newsEndpoints,
  personEndpoints,
  practiceAreaEndpoints,
  type ApiClient,
} from "@lawfirm/contract";
import type { BenchContext } from "./context.ts";
import { measureLoad, type LoadFigures } from "./load.ts";
import { seedDatabase, sqliteFileOf, withServer, type Database } from "./server.ts";
import { median, twoDecimals } from "./stats.ts";
import {
  ARTICLE_TYPES,
  STRAPI_LOCALES,
  STRAPI_TYPES,
  documentIdOf,
  strapiSeedStatements,
  type ArticleTypeName,
  type SeedSource,
  type SourceArticle,
  type SourceDocument,
  type SourceLink,
  type SourcePerson,
  type SourcePracticeArea,
  type StrapiTypeName,
} from "./strapi-seed.ts";
import { STRAPI_VERSION, ensureStrapiInstalled, openSqlite, startStrapi, strapiEnvironment } from "./strapi-project.ts";
import { CLIENT_HEADERS, LOCALE, apiRequest, expectAnswers, firstOwnNews, type RequestedPath } from "./targets.ts";

/** Rounds per address; each figure is their median. */
export const PEER_ROUNDS = 3;

/** One address asked of both servers. */
interface PeerTarget {
  name: string;
  ours: RequestedPath;
  strapi: RequestedPath;
  /** Each request carries a query parameter no other did, so that no cache of ours answers it (Strapi keeps none, and ignores it). */
  uncached: boolean;
}

/** The median of the rounds of one server at one address. */
export interface PeerSummary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with a status of 400 or more, socket errors and time-outs over every round. */
  errors: number;
  peakRssMb: number;
}

export interface PeerComparison {
  name: string;
  oursPath: string;
  strapiPath: string;
  ours: PeerSummary;
  strapi: PeerSummary;
  /** Our requests per second over Strapi's (medians): above 1, ours answers more. */
  ratio: number;
  rounds: { ours: LoadFigures; strapi: LoadFigures }[];
}

export interface PeerFigures {
  peer: "strapi";
  version: string;
  /** Bulk news per language in our database; Strapi holds every public version of its content. */
  news: number;
  /** The rows copied into each of Strapi's tables. */
  strapiRows: Record<string, number>;
  seedSeconds: { ours: number; strapi: number };
  /** The machine's load averages (1, 5, 15 minutes) when the comparison began and ended. */
  loadAverage: { start: number[]; end: number[] };
  connections: number;
  duration: number;
  rounds: number;
  targets: PeerComparison[];
}

/** The medians of one server's rounds. */
export function summarize(rounds: readonly LoadFigures[]): PeerSummary {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.latencyMs?.p50 ?? NaN)),
    p99Ms: median(rounds.map((round) => round.latencyMs?.p99 ?? NaN)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    peakRssMb: Math.max(...rounds.map((round) => round.peakRssMb)),
  };
}

/** Our figure over Strapi's; NaN when Strapi answered nothing. */
export function peerRatio(ours: number, strapi: number): number {
  return strapi > 0 && Number.isFinite(ours) && Number.isFinite(strapi) ? ours / strapi : NaN;
}

/** The comparison of one address from its rounds. */
export function compare(
  target: { name: string; oursPath: string; strapiPath: string },
  rounds: { ours: LoadFigures; strapi: LoadFigures }[],
): PeerComparison {
  const ours = summarize(rounds.map((round) => round.ours));
  const strapi = summarize(rounds.map((round) => round.strapi));
  return { ...target, ours, strapi, ratio: peerRatio(ours.requestsPerSecond, strapi.requestsPerSecond), rounds };
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

/** The markdown table of the comparison, with the load average under it. */
export function peerTable(figures: PeerFigures): string {
  const rows = figures.targets.map((target) =>
    [
      target.name,
      fixed(target.ours.requestsPerSecond),
      fixed(target.strapi.requestsPerSecond),
      Number.isFinite(target.ratio) ? `${target.ratio.toFixed(2)}×` : "–",
      `${fixed(target.ours.p50Ms)} / ${fixed(target.strapi.p50Ms)}`,
      `${fixed(target.ours.p99Ms)} / ${fixed(target.strapi.p99Ms)}`,
      `${target.ours.errors} / ${target.strapi.errors}`,
      `${fixed(target.ours.peakRssMb)} / ${fixed(target.strapi.peakRssMb)}`,
    ].join(" | "),
  );
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
  return [
    `| Address | ours req/s | Strapi req/s | ours / Strapi | p50 ms ours / Strapi | p99 ms ours / Strapi | errors ours / Strapi | peak RSS MB ours / Strapi |`,
    `|---|--:|--:|--:|--:|--:|--:|--:|`,
    ...rows.map((row) => `| ${row} |`),
    "",
    `Load average (1, 5, 15 min): ${load(figures.loadAverage.start)} at the start, ${load(figures.loadAverage.end)} at the end`,
  ].join("\n");
}

/** Seeds both, starts both, measures every address in turns, and stops both. */
export async function measurePeer(context: BenchContext): Promise<PeerFigures> {
  const strapiDir = ensureStrapiInstalled();
  const database = await seedDatabase(context);
  const env = strapiEnvironment(context);
  const strapiSeedStarted = Date.now();
  // The first start creates Strapi's tables, its public permissions and locales; the rows go in while it is stopped.
  console.log("Strapi: first start (its tables)…");
  await context.processes.stop((await startStrapi(context, strapiDir, env, "strapi-first.log")).started, 15_000);
  const source = readSource(strapiDir, database);
  const strapiRows = writeSource(strapiDir, env.DATABASE_FILENAME!, source);
  const strapiSeedSeconds = (Date.now() - strapiSeedStarted) / 1000;
  console.log(
    `  Strapi: ${Object.entries(strapiRows)
      .map(([table, rows]) => `${rows} ${table}`)
      .join(", ")} in ${strapiSeedSeconds.toFixed(1)} s`,
  );

  return withServer(context, database, async (ours) => {
    const strapi = await startStrapi(context, strapiDir, env, "strapi.log");
    try {
      console.log(`Strapi ${STRAPI_VERSION}: ${strapi.baseUrl} (pid ${strapi.pid})`);
      const targets = await chooseTargets(ours.baseUrl, source);
      await expectAnswers(
        ours.baseUrl,
        targets.map((target) => target.ours),
      );
      await expectAnswers(
        strapi.baseUrl,
        targets.map((target) => target.strapi),
      );
      const loadAverageStart = os.loadavg();
      const rounds = new Map<PeerTarget, { ours: LoadFigures; strapi: LoadFigures }[]>(targets.map((target) => [target, []]));
      for (let round = 1; round <= PEER_ROUNDS; round += 1) {
        console.log(`Round ${round} of ${PEER_ROUNDS}:`);
        for (const target of targets) {
          const measure = (side: "ours" | "strapi", baseUrl: string, pid: number, settlePath: string) =>
            measureLoad(context, {
              name: `${side === "ours" ? "ours" : "Strapi"}: ${target.name}`,
              url: `${baseUrl}${target[side].path}`,
              headers: { ...CLIENT_HEADERS, ...target[side].headers },
              uncached: target.uncached,
              pid,
              settleUrl: `${baseUrl}${settlePath}`,
            });
          const oursFigures = await measure("ours", ours.baseUrl, ours.pid, `${API_BASE}${healthEndpoints.live.path}`);
          const strapiFigures = await measure("strapi", strapi.baseUrl, strapi.pid, "/_health");
          rounds.get(target)!.push({ ours: oursFigures, strapi: strapiFigures });
        }
      }
      return {
        peer: "strapi" as const,
        version: STRAPI_VERSION,
        news: context.options.news,
        strapiRows,
        seedSeconds: { ours: database.seedSeconds, strapi: strapiSeedSeconds },
        loadAverage: { start: loadAverageStart.map(twoDecimals), end: os.loadavg().map(twoDecimals) },
        connections: context.options.connections,
        duration: context.options.duration,
        rounds: PEER_ROUNDS,
        targets: targets.map((target) =>
          compare({ name: target.name, oursPath: target.ours.path, strapiPath: target.strapi.path }, rounds.get(target)!),
        ),
      };
    } finally {
      await context.processes.stop(strapi.started, 15_000);
    }
  });
}

/**
 * The same addresses of both: the trivial route, one item's detail of each kind, the news list's
 * page 1 cached and asked anew. Ours answers a practice area with its people, where Strapi's answer
 * has none populated: there ours does more work.
 */
async function chooseTargets(oursBaseUrl: string, source: SeedSource): Promise<PeerTarget[]> {
  const api = createApiClient({ baseUrl: `${oursBaseUrl}${API_BASE}`, headers: () => ({ [LANG_HEADER]: LOCALE }) });
  const locale = STRAPI_LOCALES[LOCALE]!;
  const json = { accept: "application/json" };
  const populated = "&populate[practiceAreas][fields][0]=name&populate[practiceAreas][fields][1]=slug";
  const detail = (name: string, ours: RequestedPath, type: StrapiTypeName, no: number, populate = ""): PeerTarget => ({
    name,
    ours,
    strapi: {
      name: "detail",
      path: `/api/${STRAPI_TYPES[type].plural}/${documentIdOf(type, no)}?locale=${locale}${populate}`,
      headers: json,
    },
    uncached: false,
  });
  const copied = <T extends { id: number }>(rows: readonly T[], id: number, what: string): T => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`the ${what} ${id} the bench measures was not copied to Strapi`);
    return row;
  };
  const news = copied(source.articles, (await firstOwnNews(api)).id, "news item");
  const articleDetail = (kind: Exclude<ArticleTypeName, "news">, id: number) =>
    detail(
      `one ${kind === "case" ? "case analysis" : "honor"}'s public detail`,
      apiRequest("detail", endpointsOf(kind).publicDetail, { params: { id } }),
      kind,
      copied(source.articles, id, kind).no,
      populated,
    );
  const person = copied(source.people, await firstId(api, "person"), "person");
  const practiceArea = copied(source.practiceAreas, await firstId(api, "practiceArea"), "practice area");
  const document = source.documents.find((candidate) => candidate.name === "privacy" && candidate.lang === LOCALE);
  if (!document) throw new Error(`the ${LOCALE} privacy notice was not copied to Strapi`);
  const strapiList = `/api/news-items?locale=${locale}&sort=date:desc&fields[0]=title&fields[1]=date&fields[2]=slug&pagination[page]=1&pagination[pageSize]=${DEFAULT_PAGE_SIZE}`;
  const list = apiRequest("page 1", newsEndpoints.publicList, { query: { page: 1, pageSize: DEFAULT_PAGE_SIZE } });
  return [
    {
      name: "trivial route",
      ours: apiRequest("live", healthEndpoints.live, {}),
      strapi: { name: "/_health", path: "/_health", headers: {} },
      uncached: false,
    },
    detail(
      "one news item's public detail",
      apiRequest("detail", newsEndpoints.publicDetail, { params: { id: news.id } }),
      "news",
      news.no,
      populated,
    ),
    articleDetail("case", await firstId(api, "case")),
    articleDetail("honor", await firstId(api, "honor")),
    detail(
      "one person's public detail",
      apiRequest("detail", personEndpoints.publicDetail, { params: { id: person.id } }),
      "person",
      person.no,
      populated,
    ),
    detail(
      "one practice area's public detail",
      apiRequest("detail", practiceAreaEndpoints.publicDetail, { params: { id: practiceArea.id } }),
      "practiceArea",
      practiceArea.no,
    ),
    detail(
      "a legal document",
      apiRequest("detail", documentEndpoints.publicGet, { params: { name: document.name }, query: {} }),
      "document",
      document.no,
    ),
    { name: "news list page 1", ours: list, strapi: { name: "list", path: strapiList, headers: json }, uncached: false },
    {
      name: "news list page 1, a new query each time",
      ours: list,
      strapi: { name: "list", path: strapiList, headers: json },
      uncached: true,
    },
  ];
}

function endpointsOf(kind: Exclude<ArticleTypeName, "news">) {
  return kind === "case" ? caseAnalysisEndpoints : honorEndpoints;
}

/** The id of the first item of a kind's public list in the measured language. */
async function firstId(api: ApiClient, type: "case" | "honor" | "person" | "practiceArea"): Promise<number> {
  const [first] =
    type === "practiceArea"
      ? await api.call(practiceAreaEndpoints.publicList, {})
      : (await api.call(type === "person" ? personEndpoints.publicList : endpointsOf(type).publicList, { query: { page: 1 } })).result;
  if (!first) throw new Error(`our public list of ${type} is empty in ${LOCALE}`);
  return first.id;
}

/** Every public version of our database's articles, people, practice areas and legal documents, and their links. */
function readSource(strapiDir: string, database: Database): SeedSource {
  const ours = openSqlite(strapiDir, sqliteFileOf(database), { readonly: true });
  try {
    const now = new Date().toISOString();
    const isPublic = "publish_at is not null and publish_at <= ? and (unpublish_at is null or unpublish_at > ?)";
    // The peer's article types are named by our kinds.
    const articles = ARTICLE_TYPES.flatMap((kind) =>
      (
        ours
          .prepare(
            `select id, no, lang, title, slug, content, publish_at as publishAt from articles where kind = ? and ${isPublic} order by id`,
          )
          .all(kind, now, now) as Omit<SourceArticle, "kind">[]
      ).map((article) => ({ ...article, kind })),
    );
    const practiceAreas = ours
      .prepare(`select id, no, lang, name, slug from practice_areas where ${isPublic} order by id`)
      .all(now, now) as SourcePracticeArea[];
    const people = ours
      .prepare(
        `select id, no, lang, name, slug, email, phone_number as phone, photo_url as photoUrl, intro from people where ${isPublic} order by id`,
      )
      .all(now, now) as SourcePerson[];
    const documents = (
      ours.prepare(`select id, name, lang, title, content from legal_documents where ${isPublic} order by id`).all(now, now) as Omit<
        SourceDocument,
        "no"
      >[]
    ).map((document) => ({ ...document, no: DOCUMENT_NAMES.indexOf(document.name as (typeof DOCUMENT_NAMES)[number]) + 1 }));
    const links = (sql: string) => ours.prepare(sql).all() as SourceLink[];
    return {
      articles,
      practiceAreas,
      people,
      documents,
      links: {
        articles: links("select article_id as ownerId, practice_area_id as practiceAreaId, position from article_practice_areas"),
        people: links("select person_id as ownerId, practice_area_id as practiceAreaId, position from person_practice_areas"),
      },
    };
  } finally {
    ours.close();
  }
}

/** Writes the rows into Strapi's database in one transaction; answers how many rows each table got. */
function writeSource(strapiDir: string, file: string, source: SeedSource): PeerFigures["strapiRows"] {
  const strapi = openSqlite(strapiDir, file);
  try {
    const statements = strapiSeedStatements(source, new Date().toISOString());
    for (const { table } of statements)
      if (strapi.prepare("select name from sqlite_master where type = 'table' and name = ?").all(table).length === 0)
        throw new Error(`Strapi made no table ${table}: its schema differs from what the seeding writes`);
    strapi.transaction(() => {
      for (const statement of statements) {
        const prepared = strapi.prepare(statement.sql);
        for (const row of statement.rows) prepared.run(...row);
      }
    })();
    return Object.fromEntries(statements.map((statement) => [statement.table, statement.rows.length]));
  } finally {
    strapi.close();
  }
}
