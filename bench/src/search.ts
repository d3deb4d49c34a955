// The site search's figure (docs/decisions/0029): `GET /api/user/search` answered one request at a
// time on the otherwise idle server, each query at an address no cache has seen, in the three
// languages, over the bulk content (10,000 news in three languages by default). Goal: a median
// under 50 ms.
import { API_BASE, LANG_HEADER, SEARCH_LIMITS, searchEndpoints, type Locale } from "@lawfirm/contract";
import { median, percentile } from "./stats.ts";
import { CLIENT_HEADERS, uncachedPaths } from "./targets.ts";

/** The goal of the issue: the median answer time of a search. */
export const SEARCH_GOAL_MS = 50;

/**
 * What visitors type, by language: topics of the bulk content (many hits), parts of compounds,
 * names with and without umlauts, a typo, Chinese words of two and more characters, and words
 * found nowhere (the whole index is looked through for nothing).
 */
const QUERIES: Record<Locale, readonly string[]> = {
  de_DE: ["recht", "Fusionskontrolle", "mueller", "Kartell", "Datenschutz Konzern", "Schmitt", "Umsatzsteuer", "Zuständigkeitsstreit"],
  en_US: ["law", "merger control", "Wang", "arbitration", "liability", "Schmidt", "supply chain", "zeitgeist"],
  zh_CN: ["并购", "仲裁", "王", "数据保护", "商标保护", "责任", "出口管制", "量子力学"],
};

/** Unmeasured searches first, so that the server's code is compiled as in a running site. */
const WARMUP = 6;
/**
 * Measured searches per language. With the warm-up they stay below the limit one client has per
 * minute (SEARCH_LIMITS.perMinute), so that every one is answered, not refused.
 */
const PER_LANGUAGE = 16;

export interface SearchFigures {
  lang: Locale | "all";
  requests: number;
  medianMs: number;
  p90Ms: number;
  maxMs: number;
}

export interface SearchMeasurement {
  goalMs: number;
  met: boolean;
  figures: SearchFigures[];
}

function figuresOf(lang: SearchFigures["lang"], samples: readonly number[]): SearchFigures {
  return { lang, requests: samples.length, medianMs: median(samples), p90Ms: percentile(samples, 90), maxMs: Math.max(...samples) };
}

/** Searches one after the other, the languages taking turns; fails on any answer but 200. */
export async function measureSearch(baseUrl: string): Promise<SearchMeasurement> {
  if (WARMUP + PER_LANGUAGE * Object.keys(QUERIES).length >= SEARCH_LIMITS.perMinute) {
    throw new Error("the search figure would run into the server's rate limit");
  }
  const uncached = uncachedPaths();
  const timed = async (lang: Locale, q: string): Promise<number> => {
    const url = `${baseUrl}${uncached(`${API_BASE}${searchEndpoints.publicSearch.path}?q=${encodeURIComponent(q)}&pageSize=${SEARCH_LIMITS.overview}`)}`;
    const started = performance.now();
    const response = await fetch(url, { headers: { ...CLIENT_HEADERS, accept: "application/json", [LANG_HEADER]: lang } });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    return ms;
  };
  const languages = Object.keys(QUERIES) as Locale[];
  for (let index = 0; index < WARMUP; index++) {
    const lang = languages[index % languages.length]!;
    await timed(lang, QUERIES[lang][index % QUERIES[lang].length]!);
  }
  const samples = new Map<Locale, number[]>(languages.map((lang) => [lang, []]));
  for (let index = 0; index < PER_LANGUAGE; index++) {
    for (const lang of languages) samples.get(lang)!.push(await timed(lang, QUERIES[lang][index % QUERIES[lang].length]!));
  }
  const all = [...samples.values()].flat();
  const overall = figuresOf("all", all);
  return {
    goalMs: SEARCH_GOAL_MS,
    met: overall.medianMs < SEARCH_GOAL_MS,
    figures: [...languages.map((lang) => figuresOf(lang, samples.get(lang)!)), overall],
  };
}

/** The figure as the report prints it. */
export function searchTable(measurement: SearchMeasurement): string {
  const rows = measurement.figures.map(
    (figure) =>
      `  ${figure.lang.padEnd(6)} ${String(figure.requests).padStart(3)} searches  median ${figure.medianMs.toFixed(1).padStart(6)} ms  p90 ${figure.p90Ms
        .toFixed(1)
        .padStart(6)} ms  max ${figure.maxMs.toFixed(1).padStart(6)} ms`,
  );
  const verdict = `  goal: median under ${measurement.goalMs} ms — ${measurement.met ? "met" : "MISSED"}`;
  return [...rows, verdict].join("\n");
}
