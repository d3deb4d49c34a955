import { firstForeignImage } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ALL_LANGS, apiCaller, createReferenceItem } from "../../test/content-helpers.ts";
import { createTestApp } from "../../test/test-app.ts";
import { findExecutable, FOREIGN_IMAGE_PAYLOADS, XSS_PAYLOADS } from "./xss-payloads.ts";

const { app, login } = await createTestApp();
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

const office = await createReferenceItem<{ lang: string; id: number; no: number }>(call, "office", "XSS office");
const { result: catalogs } = await call<Array<{ id: number; lang: string }>>(
  "POST",
  "/api/admin/catalog",
  ALL_LANGS.map((lang) => ({ lang, name: `XSS folder ${lang}`, type: 0, parentId: 0 })),
);
const folder = Object.fromEntries(catalogs.map((catalog) => [catalog.lang, catalog.id]));
const { result: caseCatalogs } = await call<Array<{ id: number; lang: string }>>(
  "POST",
  "/api/admin/catalog",
  ALL_LANGS.map((lang) => ({ lang, name: `XSS case folder ${lang}`, type: 1, parentId: 0 })),
);
const caseFolder = Object.fromEntries(caseCatalogs.map((catalog) => [catalog.lang, catalog.id]));

/** Collects every executable finding of the rich fields of an answer. */
function problemsOf(where: string, fields: Array<string | undefined | null>): string[] {
  return fields.flatMap((html) => (html ? findExecutable(html).map((problem) => `${where}: ${problem}`) : []));
}

/** Saves a payload; a 400 (nothing left once cleaned) stores nothing and is fine, a 5xx is not. */
let saves = 0;
function expectSavedOrRefused(statusCode: number, what: string) {
  expect([200, 400], what).toContain(statusCode);
  if (statusCode === 200) saves += 1;
}

/** How many payloads are on their way at once. */
const PAYLOADS_AT_ONCE = 6;

/**
 * Checks every payload, a few at a time: each is saved as an item of its own and read back by its
 * own id, so the checks are independent of each other, and the server's cleaning of one (on the
 * CPU pool) overlaps the database work of another.
 */
async function forEachPayload(check: (payload: string, index: number) => Promise<void>) {
  const waiting = [...XSS_PAYLOADS.entries()];
  const checkWaiting = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) await check(next[1], next[0]);
  };
  await Promise.all(Array.from({ length: PAYLOADS_AT_ONCE }, checkWaiting));
}

/** Most payloads must really be stored (cleaned), else the test proves nothing. */
function expectMostSaved(attempts: number, share = 0.9) {
  expect(saves, "payloads saved").toBeGreaterThanOrEqual(attempts * share);
  saves = 0;
}

type Versioned = {
  id: number;
  lang: string;
  content?: string;
  intro?: string;
  introduce?: string;
  customContents?: Array<{ content: string }>;
};

describe("stored XSS in every rich field and every language", () => {
  it("has at least 100 payloads, and the checker recognises them", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    // The checker itself must see the danger in the raw payloads (most of them).
    const seen = XSS_PAYLOADS.filter((payload) => findExecutable(payload).length > 0).length;
    expect(seen).toBeGreaterThan(XSS_PAYLOADS.length * 0.85);
    // Their pictures are uploads: the server cleans them instead of refusing them (see the next test).
    expect(XSS_PAYLOADS.filter((payload) => firstForeignImage(payload) !== undefined)).toEqual([]);
  });

  it("refuses, storing nothing, a payload that shows a picture from elsewhere", async () => {
    for (const [index, payload] of FOREIGN_IMAGE_PAYLOADS.entries()) {
      const body = ALL_LANGS.map((lang) => ({
        lang,
        title: `XSS foreign ${index}`,
        coverUrl: "/api/upload/cover.png",
        cataId: folder[lang],
        isLink: 0,
        content: payload,
      }));
      const refused = await call("POST", "/api/admin/latest-news", body);
      expect(refused.statusCode, `#${index}: ${refused.message}`).toBe(400);
      expect(refused.message).toContain("contains an image from another site");
    }
    const stored = await call<unknown[]>("GET", "/api/admin/latest-news?title=XSS%20foreign");
    expect(stored.pageable?.totalCount).toBe(0);
  });

  it.each(["latest-news", "case-analysis", "lawfirm-honour"])("never answers an executable payload in %s content", async (kind) => {
    const problems: string[] = [];
    await forEachPayload(async (payload, index) => {
      const body = ALL_LANGS.map((lang) => ({
        lang,
        title: `XSS ${index} ${lang}`,
        coverUrl: "/api/upload/cover.png",
        content: `<p>${lang}</p>${payload}`,
        ...(kind === "lawfirm-honour" ? {} : { cataId: (kind === "case-analysis" ? caseFolder : folder)[lang] }),
        ...(kind === "latest-news" ? { isLink: 0 } : {}),
      }));
      const saved = await call<Versioned[]>("POST", `/api/admin/${kind}`, body);
      expectSavedOrRefused(saved.statusCode, `${kind} #${index}: ${saved.message}`);
      if (saved.statusCode !== 200) return;
      problems.push(
        ...problemsOf(
          `${kind} #${index} save`,
          saved.result.map((version) => version.content),
        ),
      );
      // What the site shows: the public detail, in one language per payload (in turn).
      const version = saved.result[index % saved.result.length]!;
      const shown = await anonymous<Versioned>("GET", `/api/user/${kind}/${version.id}`);
      problems.push(...problemsOf(`${kind} #${index} ${version.lang}`, [shown.result.content]));
    });
    expect(problems).toEqual([]);
    expectMostSaved(XSS_PAYLOADS.length);
  });

  it("never answers an executable payload in a person's intro or custom contents", async () => {
    const problems: string[] = [];
    await forEachPayload(async (payload, index) => {
      const body = ALL_LANGS.map((lang) => ({
        lang,
        name: `XSS person ${index} ${lang}`,
        office: office[lang]!.id,
        intro: `<p>${lang}</p>${payload}`,
        customContents: [{ title: "Publications", content: payload }],
      }));
      const saved = await call<Versioned[]>("POST", "/api/admin/lawyerTeam", body);
      expectSavedOrRefused(saved.statusCode, `person #${index}: ${saved.message}`);
      if (saved.statusCode !== 200) return;
      for (const version of saved.result) {
        problems.push(
          ...problemsOf(`person #${index} save`, [version.intro, ...(version.customContents ?? []).map((item) => item.content)]),
        );
      }
      const version = saved.result[index % saved.result.length]!;
      const shown = await anonymous<Versioned>("GET", `/api/user/lawyerTeam/${version.id}`);
      problems.push(
        ...problemsOf(`person #${index} ${version.lang}`, [
          shown.result.intro,
          ...(shown.result.customContents ?? []).map((item) => item.content),
        ]),
      );
    });
    expect(problems).toEqual([]);
    expectMostSaved(XSS_PAYLOADS.length);
  });

  it("never answers an executable payload in a practice area's introduction", async () => {
    const problems: string[] = [];
    await forEachPayload(async (payload, index) => {
      const body = ALL_LANGS.map((lang) => ({ lang, name: `XSS area ${index} ${lang}`, introduce: `<p>${lang}</p>${payload}` }));
      const saved = await call<Versioned[]>("POST", "/api/admin/professionalField", body);
      expectSavedOrRefused(saved.statusCode, `practice area #${index}: ${saved.message}`);
      if (saved.statusCode !== 200) return;
      problems.push(
        ...problemsOf(
          `practice area #${index} save`,
          saved.result.map((version) => version.introduce),
        ),
      );
      const version = saved.result[index % saved.result.length]!;
      const shown = await anonymous<Versioned>("GET", `/api/user/professionalField/${version.id}`);
      problems.push(...problemsOf(`practice area #${index} ${version.lang}`, [shown.result.introduce]));
    });
    expect(problems).toEqual([]);
    expectMostSaved(XSS_PAYLOADS.length);
  });

  it("never answers an executable payload in a legal document or the portal configuration", async () => {
    const problems: string[] = [];
    // The languages side by side (a version each), the payloads in turn within each: a read-back
    // shows the payload just saved in its language.
    await Promise.all(
      ALL_LANGS.map(async (lang, langIndex) => {
        for (const [index, payload] of XSS_PAYLOADS.entries()) {
          // The public answers in one language per payload (in turn); the saved answers in all.
          const readBack = index % ALL_LANGS.length === langIndex;
          const document = await call<Versioned>("PUT", "/api/admin/docs/privacy", { lang, title: `Privacy ${index}`, content: payload });
          expectSavedOrRefused(document.statusCode, `document #${index} ${lang}: ${document.message}`);
          if (document.statusCode === 200) problems.push(...problemsOf(`document #${index} ${lang} save`, [document.result.content]));
          if (readBack) {
            const shownDocument = await anonymous<Versioned>("GET", `/api/user/docs/privacy?lang=${lang}`);
            problems.push(...problemsOf(`document #${index} ${lang}`, [shownDocument.result?.content]));
          }

          const config = await call<{ introduce: string; advantagesList: Array<{ content: string }> }>("POST", "/api/admin/portal-config", {
            lang,
            name: `Firm ${lang}`,
            introduce: payload,
            advantagesList: [{ title: "Advantage", content: payload }],
          });
          expectSavedOrRefused(config.statusCode, `portal config #${index} ${lang}: ${config.message}`);
          if (config.statusCode === 200) {
            problems.push(
              ...problemsOf(`portal config #${index} ${lang} save`, [
                config.result.introduce,
                ...config.result.advantagesList.map((item) => item.content),
              ]),
            );
          }
          if (readBack) {
            const shown = await anonymous<{ introduce?: string; advantagesList?: Array<{ content: string }> }>(
              "GET",
              `/api/user/portal-config?lang=${lang}`,
            );
            problems.push(
              ...problemsOf(`portal config #${index} ${lang}`, [
                shown.result?.introduce,
                ...(shown.result?.advantagesList ?? []).map((item) => item.content),
              ]),
            );
          }
        }
      }),
    );
    expect(problems).toEqual([]);
    expectMostSaved(XSS_PAYLOADS.length * ALL_LANGS.length * 2, 0.6);
  });
});
