import type { PersonAdminRow, ReferenceItem } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createPerson, createReferenceItem } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// The back office's list of people filtered by a language and sorted on the server (decision 0056);
// left without them, it answers as before: pinned first, then by name.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());

const office = await createReferenceItem<ReferenceItem>(admin, "office", "List office");
type Version = { id: number; no: number; lang: string };
/** Creates a person saved at a time of its own (the list's last change). */
async function personAt(at: string, names: Record<string, string>) {
  setClock(() => new Date(at));
  try {
    return await createPerson<Version>(admin, names, { office });
  } finally {
    setClock(undefined);
  }
}
const zoe = await personAt("2026-01-01T10:00:00Z", { en_US: "Zoë Adler", de_DE: "Zoë Adler" });
await personAt("2026-01-02T10:00:00Z", { en_US: "anna Berg" });
await personAt("2026-01-03T10:00:00Z", { en_US: "Émile Chen" });

const names = async (query: string) => {
  const answer = await admin<PersonAdminRow[]>("GET", `/api/admin/lawyerTeam?pageNo=1&pageSize=20&lang=en_US${query}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.map((row) => row.name);
};

describe("the back office's list of people", () => {
  it("sorts by name without regard to case and accents, either way, and by last change", async () => {
    expect(await names("&sort=name")).toEqual(["anna Berg", "Émile Chen", "Zoë Adler"]);
    expect(await names("&sort=name&order=desc")).toEqual(["Zoë Adler", "Émile Chen", "anna Berg"]);
    expect(await names("&sort=updated")).toEqual(["Émile Chen", "anna Berg", "Zoë Adler"]);
    expect((await admin("GET", "/api/admin/lawyerTeam?sort=office")).statusCode).toBe(400);
  });

  it("filters by a language, showing each person in it, and keeps the pinned first otherwise", async () => {
    expect(await names("&hasLang=de_DE")).toEqual(["Zoë Adler"]);
    await admin("PUT", `/api/admin/lawyerTeam/${zoe.en_US!.id}/1`);
    expect((await names(""))[0]).toBe("Zoë Adler");
  });
});
