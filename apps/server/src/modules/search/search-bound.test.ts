import { SEARCH_KINDS, SEARCH_LIMITS } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { planOf } from "../../../test/query-plan.ts";
import { EMPTY_DATABASES } from "../../../test/test-databases.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import type { Executor } from "../../db/database.ts";
import { rankMatches, type SearchBound } from "./search.repository.ts";
import { runSearch } from "./search.service.ts";
import { foldText, queryTerms, shortTokens } from "./search-text.ts";

// The site search's bound (decision 0100): a word found in very many texts is counted and ranked
// among the newest matches of the kinds that grow with the content; the firm's own kinds (people,
// practice areas, openings, legal documents, honors) are always counted whole. Tested with a bound
// lowered to a few entries, as the server's is reached with tens of thousands.

/** "Vertrag" has 22 matches in the full-text index (`fill`): more than the bound looks at. */
const BOUND: SearchBound = { ranked: 3, lookedAt: 20 };
const AT = "2026-01-01T00:00:00.000Z";

/** A search entry as the index writes it, its text folded as the index folds it. */
async function addEntry(
  db: Executor,
  kind: string,
  no: number,
  lang: string,
  title: string,
  body: string,
  publishedAt: string | null = null,
) {
  const titleKey = foldText(title, true);
  const bodyKey = foldText(body, true);
  await db
    .insertInto("searchEntries")
    .values({
      kind,
      itemNo: no,
      versionId: no,
      lang,
      publishedAt,
      visibleFrom: AT,
      visibleUntil: null,
      title,
      body,
      target: null,
      titleKey,
      bodyKey,
      words: shortTokens(`${titleKey} ${bodyKey}`),
    })
    .execute();
}

/**
 * Ten news and six case analyses hold "Vertrag" (German), news numbered 1–10 oldest first; four
 * people and an honor hold it too, and two news hold "Kartell" (a rare word).
 */
async function fill(db: Executor) {
  for (let no = 1; no <= 10; no++) {
    await addEntry(db, "news", no, "de_DE", `Nachricht ${no}`, `Ein Vertrag ${no}`, `2026-02-${String(no).padStart(2, "0")}T10:00:00.000Z`);
  }
  for (let no = 11; no <= 16; no++) await addEntry(db, "case", no, "de_DE", `Mandat ${no}`, "Vertrag geschlossen", AT);
  for (let no = 17; no <= 20; no++) await addEntry(db, "person", no, "de_DE", `Person ${no}`, "Vertragsrecht");
  await addEntry(db, "honor", 21, "de_DE", "Auszeichnung", "für Verträge und Vertrag");
  for (let no = 22; no <= 23; no++) await addEntry(db, "news", no, "de_DE", `Kartell ${no}`, "Kartellrecht", AT);
  // The same word in another language is not counted in German.
  await addEntry(db, "news", 24, "en_US", "Vertrag in English", "Vertrag", AT);
}

describe.each(EMPTY_DATABASES)("the site search's bound (%s)", (_name, open) => {
  it(
    "ranks a word found in many texts among each growing kind's newest matches, and says there may be more",
    { timeout: 60_000 },
    async () => {
      const database = await open();
      const { db } = database;
      try {
        await migrateToLatest(db);
        await fill(db);
        const answer = await runSearch(db, "de_DE", { q: "vertrag", pageNo: 1, pageSize: 5 }, BOUND);
        const group = (kind: string) => answer.groups.find((entry) => entry.kind === kind)!;
        // News and case analyses: the bound's number, "at least"; ranked among the newest (news 8–10, newest first).
        expect(group("news")).toMatchObject({ totalCount: 3, totalCapped: true });
        expect(group("news").items.map((item) => item.title)).toEqual(["Nachricht 10", "Nachricht 9", "Nachricht 8"]);
        expect(group("case")).toMatchObject({ totalCount: 3, totalCapped: true });
        // The firm's own kinds are counted whole, more of them than the bound.
        expect(group("person")).toMatchObject({ totalCount: 4, totalCapped: false });
        expect(group("honor")).toMatchObject({ totalCount: 1, totalCapped: false });
        expect(group("document")).toMatchObject({ totalCount: 0, totalCapped: false });

        // A page of one kind goes as far as the candidates.
        const page = await runSearch(db, "de_DE", { q: "vertrag", kind: "news", pageNo: 2, pageSize: 2 }, BOUND);
        expect(page.groups.find((entry) => entry.kind === "news")!.items.map((item) => item.title)).toEqual(["Nachricht 8"]);

        // A word found fewer times than the bound looks at is counted and ranked whole.
        const rare = await runSearch(db, "de_DE", { q: "kartell", pageNo: 1, pageSize: 5 }, BOUND);
        expect(rare.groups.find((entry) => entry.kind === "news")).toMatchObject({ totalCount: 2, totalCapped: false });
        // With the server's bound, every match is counted.
        const whole = await runSearch(db, "de_DE", { q: "vertrag", pageNo: 1, pageSize: 5 });
        expect(whole.groups.find((entry) => entry.kind === "news")).toMatchObject({ totalCount: 10, totalCapped: false });
        expect(whole.groups.find((entry) => entry.kind === "case")).toMatchObject({ totalCount: 6, totalCapped: false });
        expect(SEARCH_LIMITS.ranked).toBeGreaterThan(10);
      } finally {
        await db.destroy();
        await database.drop();
      }
    },
  );
});

describe("the site search's bounded ranking (SQLite)", () => {
  it("finds the firm's kinds in their own full-text table and walks the other kinds' newest matches by language and id, not the whole language", async () => {
    const plan = await planOf(
      "search-bound.sqlite",
      async (db) => {
        await fill(db);
        await rankMatches(db, "de_DE", queryTerms("vertrag"), SEARCH_KINDS, [...SEARCH_KINDS], { offset: 0, limit: 5 }, BOUND);
      },
      (query) => /row_number\(\)/i.test(query.sql),
    );
    expect(plan).toContainEqual(expect.stringMatching(/^SCAN search_small_fts VIRTUAL TABLE INDEX \d+:M/));
    expect(plan.filter((step) => /^SCAN search_entries_fts VIRTUAL TABLE INDEX \d+:M/.test(step))).toHaveLength(2);
    expect(
      plan.filter((step) => step === "SEARCH e USING COVERING INDEX search_entries_match_idx (lang=? AND id=?)").length,
    ).toBeGreaterThanOrEqual(3);
    expect(plan.filter((step) => /\bsearch_entries_rank_idx\b|^SCAN e\b/.test(step))).toEqual([]);
  });
});
