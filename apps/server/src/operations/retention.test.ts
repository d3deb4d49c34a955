import { describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { daysBefore, keepRetention } from "./retention.ts";

describe("keeping the retention", () => {
  it("runs every rule at start, logs what went, and runs the others when one fails", async () => {
    const lines: { level: string; text: string; deleted?: number }[] = [];
    const log = {
      info: (fields: { deleted: number }, text: string) => lines.push({ level: "info", text, deleted: fields.deleted }),
      error: (_fields: unknown, text: string) => lines.push({ level: "error", text }),
    };
    const ran: string[] = [];
    const retention = await keepRetention({ db: {} as Db, log: log as never }, [
      { what: "notes", deleteExpired: () => Promise.reject(new Error("no table")) },
      { what: "letters", deleteExpired: async () => (ran.push("letters"), 3) },
      { what: "drafts", deleteExpired: async () => (ran.push("drafts"), 0) },
    ]);
    retention.stop();
    expect(ran).toEqual(["letters", "drafts"]);
    expect(lines).toEqual([
      { level: "error", text: "old notes not deleted" },
      { level: "info", text: "old letters deleted", deleted: 3 },
    ]);
  });

  it("counts days back from a time", () => {
    expect(daysBefore(Date.parse("2026-03-31T10:00:00.000Z"), 30)).toBe("2026-03-01T10:00:00.000Z");
  });
});
