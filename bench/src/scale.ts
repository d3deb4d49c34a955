// `--scale`: the lists (the media library's too), the people finder, the site search and a detail
// at 1,000, 10,000 and 50,000 news per language, each size on a database of its own. One request at
// a time on the otherwise idle server, each at an address no cache has seen: these are
// single-request latencies, which stay meaningful on a machine shared with other work, where
// throughput does not.
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import {
  API_BASE,
  LANG_HEADER,
  accountEndpoints,
  createApiClient,
  mediaEndpoints,
  newsEndpoints,
  personEndpoints,
  practiceAreaEndpoints,
  searchEndpoints,
} from "@lawfirm/contract";
import type { BenchContext } from "./context.ts";
import { seedDatabase, withServer } from "./server.ts";
import { median } from "./stats.ts";
import { CLIENT_HEADERS, uncachedPaths } from "./targets.ts";

/** News per language of each size; case analyses (a fifth) and honors (a hundredth) grow with them. */
export const SCALE_SIZES = [1_000, 10_000, 50_000] as const;
/** Requests measured per figure (after two unmeasured); the first and the deep page take turns. */
const SAMPLES = 15;
/** The deep page asked for, or the last page of a shorter list. */
const DEEP_PAGE = 200;
const PAGE_SIZE = 10;
/** Site searches per size: with the warm-up, below the 60 a client may make in a minute. */
const SEARCHES = ["recht", "bauer", "并购", "insolvency", "vertrag", "müller"] as const;

export interface ScaleFigure {
  name: string;
  /** Median ms of page 1 (or of the one request a figure without pages makes). */
  firstMs: number;
  /** Median ms of the deep page, for the lists. */
  deepMs?: number;
  deepPage?: number;
}

export interface ScaleSize {
  news: number;
  seedSeconds: number;
  /** The machine's 1-minute load average when this size's measurement began and ended. */
  loadAverage: { start: number; end: number };
  figures: ScaleFigure[];
}

export async function measureScale(context: BenchContext): Promise<ScaleSize[]> {
  const sizes: ScaleSize[] = [];
  for (const news of SCALE_SIZES) {
    console.log(`\n${news} news per language:`);
    const workDir = fs.mkdtempSync(path.join(context.workDir, `scale-${news}-`));
    const sized: BenchContext = { ...context, workDir, options: { ...context.options, news } };
    const database = await seedDatabase(sized);
    const start = os.loadavg()[0]!;
    const figures = await withServer(sized, database, (server) => measureSize(server.baseUrl, database.admin));
    sizes.push({ news, seedSeconds: database.seedSeconds, loadAverage: { start, end: os.loadavg()[0]! }, figures });
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return sizes;
}

export async function measureSize(baseUrl: string, admin: { account: string; password: string }): Promise<ScaleFigure[]> {
  const api = `${baseUrl}${API_BASE}`;
  const english = { ...CLIENT_HEADERS, accept: "application/json", [LANG_HEADER]: "en_US" };
  const anonymous = createApiClient({ baseUrl: api, headers: () => ({ [LANG_HEADER]: "en_US" }) });
  const token = await anonymous.call(accountEndpoints.login, { body: { loginAccount: admin.account, password: admin.password } });
  const signedIn = { ...english, authorization: `Bearer ${token}` };
  const uncached = uncachedPaths();

  const timed = async (pathAndQuery: string, headers: Record<string, string>): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${api}${uncached(pathAndQuery)}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${response.status}`);
    return performance.now() - started;
  };
  /** The list's count; a count bounded by the server ("at least", decision 0105) does not limit the deep page. */
  const totalOf = async (pathAndQuery: string, headers: Record<string, string>): Promise<number> => {
    const response = await fetch(`${api}${uncached(pathAndQuery)}`, { headers });
    const body = (await response.json()) as { pageable?: { totalCount: number; totalCapped?: true } };
    return body.pageable?.totalCapped ? Infinity : (body.pageable?.totalCount ?? 0);
  };
  /** Page 1 and the deep page of a list, taking turns. */
  const pages = async (name: string, listPath: string, query: string, headers: Record<string, string>): Promise<ScaleFigure> => {
    const at = (page: number) => `${listPath}?${query}${query ? "&" : ""}pageNo=${page}&pageSize=${PAGE_SIZE}`;
    const deepPage = Math.max(1, Math.min(DEEP_PAGE, Math.ceil((await totalOf(at(1), headers)) / PAGE_SIZE)));
    const first: number[] = [];
    const deep: number[] = [];
    for (let index = 0; index < SAMPLES + 2; index += 1) {
      const [a, b] = [await timed(at(1), headers), await timed(at(deepPage), headers)];
      if (index < 2) continue;
      first.push(a);
      deep.push(b);
    }
    console.log(`  ${name}: page 1 ${median(first).toFixed(1)} ms, page ${deepPage} ${median(deep).toFixed(1)} ms`);
    return { name, firstMs: median(first), deepMs: median(deep), deepPage };
  };
  const single = async (name: string, paths: readonly string[], headers: Record<string, string>): Promise<ScaleFigure> => {
    const samples: number[] = [];
    for (const [index, pathAndQuery] of paths.entries()) {
      const ms = await timed(pathAndQuery, headers);
      if (index >= 2) samples.push(ms);
    }
    console.log(`  ${name}: ${median(samples).toFixed(1)} ms`);
    return { name, firstMs: median(samples) };
  };

  const [practiceArea] = await anonymous.call(practiceAreaEndpoints.publicList, {});
  if (!practiceArea) throw new Error("no practice area to filter the people finder by");
  const newest = (await anonymous.call(newsEndpoints.publicList, { query: { page: 1, pageSize: SAMPLES + 2 } })).result;
  const searchPath = `${searchEndpoints.publicSearch.path}?pageSize=5&q=`;
  return [
    await pages("news list (public API)", newsEndpoints.publicList.path, "", english),
    await pages("news list (back office)", newsEndpoints.list.path, "lang=en_US", signedIn),
    await pages("news list, a title filter (back office)", newsEndpoints.list.path, "lang=en_US&title=e", signedIn),
    // A word (the trigram index's case; one letter is looked for in every title): about 6% of the items.
    await pages("news list, a title filter of a word (back office)", newsEndpoints.list.path, "lang=en_US&title=merger", signedIn),
    await pages("people list (back office)", personEndpoints.list.path, "lang=en_US", signedIn),
    // Each picture with the count of the places that show it (the news' covers: thousands each).
    await pages("media library (back office)", mediaEndpoints.list.path, "", signedIn),
    await pages("people finder (name, practice area)", personEndpoints.publicList.path, `keyword=a&proFieldId=${practiceArea.id}`, english),
    await single(
      "site search",
      [...SEARCHES, ...SEARCHES].map((q) => `${searchPath}${encodeURIComponent(q)}`),
      english,
    ),
    await single(
      "news detail (public API, each a new item)",
      newest.map((item) => newsEndpoints.publicDetail.path.replace(":id", String(item.id))),
      english,
    ),
  ];
}

/** The table of `--scale`: each figure at each size, and the deep page against page 1. */
export function scaleTable(sizes: readonly ScaleSize[]): string {
  const header = `| Figure | ${sizes.map((size) => `${size.news.toLocaleString("en")} news`).join(" | ")} |`;
  const rule = `|---|${sizes.map(() => "--:").join("|")}|`;
  const names = sizes[0]?.figures.map((figure) => figure.name) ?? [];
  const rows = names.map((name) => {
    const cells = sizes.map((size) => {
      const figure = size.figures.find((each) => each.name === name)!;
      if (figure.deepMs === undefined) return `${figure.firstMs.toFixed(1)} ms`;
      return `${figure.firstMs.toFixed(1)} / ${figure.deepMs.toFixed(1)} ms (p. ${figure.deepPage}: ${(figure.deepMs / figure.firstMs).toFixed(2)}×)`;
    });
    return `| ${name} | ${cells.join(" | ")} |`;
  });
  const load = `| load average (1 min), start → end | ${sizes.map((size) => `${size.loadAverage.start.toFixed(1)} → ${size.loadAverage.end.toFixed(1)}`).join(" | ")} |`;
  return [header, rule, ...rows, load].join("\n");
}
