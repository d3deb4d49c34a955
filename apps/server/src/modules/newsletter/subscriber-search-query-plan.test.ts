import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { planOf, postgresPlanOf } from "../../../test/query-plan.ts";
import { newPostgresDatabase } from "../../../test/test-databases.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { listSubscribers } from "./newsletter.repository.ts";

// The Subscribers screen's search by the beginning of an address (decision 0099) reads an index,
// not every subscriber's row.

const search = { email: "maria" };
const page = { pageNo: 1, pageSize: 20 };

describe("finding subscribers by the beginning of their address (SQLite)", () => {
  it("counts and pages through a range of the unique index on the address", async () => {
    for (const pick of [/count\(/i, /\blimit\b/i]) {
      const plan = await planOf(
        "subscribers.sqlite",
        (db) => listSubscribers(db, search, page),
        (query) => pick.test(query.sql),
      );
      expect(plan).toContainEqual(
        expect.stringMatching(/^SEARCH newsletter_subscribers USING (COVERING )?INDEX \w+ \(email>\? AND email<\?\)$/),
      );
      expect(plan.filter((step) => step.startsWith("SCAN newsletter_subscribers"))).toEqual([]);
    }
  });
});

describe("finding subscribers by the beginning of their address (PostgreSQL)", { timeout: 60_000 }, () => {
  it("reads the addresses' pattern index", async () => {
    const postgres = await newPostgresDatabase();
    try {
      await migrateToLatest(postgres.db);
      await sql`insert into newsletter_subscribers (email, lang, state, consent_text, consent_at, confirmation_sent_at, created_at)
        select 'reader' || n || '@example.org', 'de_DE', 'confirmed', '…', '2026-01-01', '2026-01-01', '2026-01-01'
        from generate_series(1, 5000) n`.execute(postgres.db);
      await sql`analyze newsletter_subscribers`.execute(postgres.db);
      const plan = await postgresPlanOf(
        postgres.db,
        (recording) => listSubscribers(recording, { email: "reader42" }, page),
        (query) => /count\(/i.test(query.sql),
      );
      expect(plan).toContain("newsletter_subscribers_email_prefix_idx");
    } finally {
      await postgres.db.destroy();
      await postgres.drop();
    }
  });
});
