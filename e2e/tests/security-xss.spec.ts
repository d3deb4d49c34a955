import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { XSS_PAYLOADS } from "../../apps/server/src/security/xss-payloads.ts";
import { BROWSER_XSS_PAYLOADS } from "./xss-payloads.ts";
import { adminApi, idIn, slugIn, type Version } from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";

// Stored XSS, the browser half: dangerous payloads are saved through the admin API into every
// kind of rich text the public site renders, in every language, and the public pages that show
// them are opened in a real browser, each in one of the languages. No script may run and no event handler may fire: no dialog, no `window.__xss`,
// no page error, and no Content-Security-Policy violation (which would mean that something
// executable survived the server's cleaning and only the CSP stopped it). The server is shared
// with the other spec files: every name here carries this run's mark.

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: string[];
  }
}

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LANGS = ["de_DE", "en_US", "zh_CN"] as const;
type Lang = (typeof LANGS)[number];
const TAGS: Record<Lang, string> = { de_DE: "de-DE", en_US: "en-US", zh_CN: "zh-CN" };
/** The server suite's payloads and the browser-specific ones, each once (the server refuses NUL characters outright). */
const PAYLOADS = [...new Set([...XSS_PAYLOADS, ...BROWSER_XSS_PAYLOADS])].filter((payload) => !payload.includes("\u0000"));

/** Visible text before and after the payloads: the rich text has rendered once both show. */
function markers(field: string) {
  return { start: `XSS canary start ${field} ${RUN}`, end: `XSS canary end ${field} ${RUN}` };
}

/** Every payload, each after a numbered paragraph, between the field's two markers. */
function richText(field: string): string {
  const { start, end } = markers(field);
  const body = PAYLOADS.map((payload, index) => `<p>Payload ${index + 1}</p>${payload}`).join("\n");
  return `<p>${start}</p>\n${body}\n<p>${end}</p>`;
}

const seeded = { news: [] as Version[], person: [] as Version[], area: [] as Version[] };

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, journeyServer }) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);

  // Every payload in every rich field, in every language.
  const folder = await send<Version[]>(
    "POST",
    "/admin/catalog",
    LANGS.map((lang) => ({ lang, name: `XSS folder ${RUN} ${lang}`, type: 0 })),
  );
  seeded.news = await send<Version[]>(
    "POST",
    "/admin/latest-news",
    LANGS.map((lang) => ({
      lang,
      cataId: idIn(folder, lang),
      coverUrl: "/favicon.svg",
      title: `XSS news ${RUN}`,
      isLink: 0,
      content: richText("news"),
    })),
  );

  const office = await send<Version[]>(
    "POST",
    "/admin/office",
    LANGS.map((lang) => ({ lang, name: `XSS office ${RUN} ${lang}` })),
  );
  seeded.person = await send<Version[]>(
    "POST",
    "/admin/lawyerTeam",
    LANGS.map((lang) => ({
      lang,
      name: `XSS person ${RUN}`,
      office: idIn(office, lang),
      intro: richText("intro"),
      customContents: [{ title: `XSS section ${RUN}`, content: richText("custom") }],
    })),
  );

  seeded.area = await send<Version[]>(
    "POST",
    "/admin/professionalField",
    LANGS.map((lang) => ({ lang, name: `XSS area ${RUN} ${lang}`, introduce: richText("area") })),
  );

  for (const lang of LANGS) await send("PUT", "/admin/docs/privacy", { lang, title: `XSS privacy ${RUN}`, content: richText("privacy") });
  await request.dispose();
});

test.afterAll(async ({ playwright, journeyServer }) => {
  // The privacy policy is one document for everyone: leave a harmless one for the other specs.
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  for (const lang of LANGS)
    await send("PUT", "/admin/docs/privacy", { lang, title: "Privacy policy", content: "<p>How we process personal data.</p>" });
  await request.dispose();
});

interface Watched {
  page: Page;
  dialogs: string[];
  errors: string[];
  close: () => Promise<void>;
}

/** A fresh page in one language that records dialogs, page errors and CSP violations. */
async function watchedPage(browser: Browser, lang: Lang = "en_US"): Promise<Watched> {
  const context = await browser.newContext({ locale: TAGS[lang] });
  await context.addInitScript((locale) => {
    localStorage.setItem("umi_locale", locale);
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}: ${event.sample}`);
    });
  }, lang);
  const page = await context.newPage();
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, dialogs, errors, close: () => context.close() };
}

/** The rendered rich text that holds a field's payloads. */
function richTextOf(page: Page, field: string): Locator {
  return page
    .locator("div[lang]")
    .filter({ has: page.getByText(markers(field).start, { exact: true }) })
    .last();
}

/**
 * Fires, on every element, the events handlers listen for (pointer and mouse over, focus, toggle,
 * animation, load, error), focuses each one, moves the real pointer across the rich text and tabs
 * through it: no clicks, no navigation.
 */
async function interact(page: Page, rich: Locator) {
  await rich.scrollIntoViewIfNeeded();
  const box = await rich.boundingBox();
  if (box) {
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    const bottom = Math.min(box.y + box.height, viewport.height) - 1;
    await page.mouse.move(box.x + 1, Math.max(box.y, 0) + 1);
    await page.mouse.move(box.x + box.width - 1, bottom, { steps: 40 });
  }
  await rich.evaluate((root) => {
    for (const element of [root, ...root.querySelectorAll("*")]) {
      if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
      for (const type of ["mouseover", "mouseenter", "pointerover", "focus", "focusin", "toggle", "animationstart", "load", "error"]) {
        element.dispatchEvent(
          new Event(type, { bubbles: type !== "mouseenter" && type !== "focus" && type !== "load" && type !== "error" }),
        );
      }
    }
  });
  await rich.focus().catch(() => undefined);
  for (let index = 0; index < 12; index++) await page.keyboard.press("Tab");
}

/** Nothing in the rendered rich text could run script: the markup the browser holds, not only the answer. */
async function executableIn(rich: Locator): Promise<string[]> {
  return rich.evaluate((root) => {
    const found: string[] = [];
    const dangerousTags = new Set([
      "script",
      "iframe",
      "frame",
      "frameset",
      "object",
      "embed",
      "applet",
      "base",
      "meta",
      "link",
      "style",
      "svg",
      "math",
      "form",
      "input",
      "button",
      "details",
    ]);
    const urlAttributes = new Set(["href", "src", "xlink:href", "action", "formaction", "data", "srcset", "background"]);
    for (const element of root.querySelectorAll("*")) {
      if (dangerousTags.has(element.localName)) found.push(`<${element.localName}>`);
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith("on") || name === "srcdoc" || name === "style")
          found.push(`<${element.localName} ${name}="${attribute.value}">`);
        // eslint-disable-next-line no-control-regex
        const url = attribute.value.replace(/[\u0000-\u0020]/g, "");
        if (urlAttributes.has(name) && /^(javascript|vbscript|data:)/i.test(url))
          found.push(`<${element.localName} ${name}="${attribute.value}">`);
      }
    }
    return found;
  });
}

async function expectNothingRan(watched: Watched) {
  const { page } = watched;
  // Late handlers (errors of images, animations) get a moment to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__xss), "window.__xss").toBeUndefined();
  expect(watched.dialogs, "dialogs").toEqual([]);
  expect(watched.errors, "page errors").toEqual([]);
  // A blocked script is a payload that survived sanitising; a blocked http: picture is not script.
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  expect(
    violations.filter((violation) => /^(script-src|object-src|frame-src|child-src|default-src)/.test(violation)),
    "CSP violations",
  ).toEqual([]);
}

const PAGES: Array<{ name: string; path: (lang: Lang) => string; fields: string[] }> = [
  { name: "a news item's content", path: (lang) => slugAddress("news", lang, slugIn(seeded.news, lang)), fields: ["news"] },
  {
    name: "a person's biography and custom section",
    path: (lang) => slugAddress("person", lang, slugIn(seeded.person, lang)),
    fields: ["intro", "custom"],
  },
  {
    name: "a practice area's introduction",
    path: (lang) => slugAddress("practiceArea", lang, slugIn(seeded.area, lang)),
    fields: ["area"],
  },
  { name: "the privacy policy", path: () => "/docs/privacy", fields: ["privacy"] },
];

/**
 * Each page in one language, the languages taking turns: the server cleans every language's rich text
 * alike (its API tests send every payload in each), and the site renders it with the same component.
 */
const CASES = PAGES.map((page, index) => ({ lang: LANGS[index % LANGS.length] ?? "en_US", ...page }));

test.describe("stored XSS in the public site's rich text", () => {
  for (const { lang, name, path: pathIn, fields } of CASES) {
    const path = () => pathIn(lang);
    test(`${name} in ${lang} shows ${PAYLOADS.length} payloads without running any`, async ({ browser }) => {
      const watched = await watchedPage(browser, lang);
      const { page } = watched;
      const response = await page.goto(path());
      expect(response?.status()).toBe(200);
      for (const field of fields) {
        await expect(page.getByText(markers(field).start, { exact: true })).toBeVisible();
        await expect(page.getByText(markers(field).end, { exact: true })).toBeVisible();
        await expect(page.getByText(`Payload ${PAYLOADS.length}`, { exact: true }).first()).toBeAttached();
      }
      await page.waitForLoadState("networkidle");
      for (const field of fields) {
        const rich = richTextOf(page, field);
        await interact(page, rich);
        expect(await executableIn(rich), `executable markup in ${field}`).toEqual([]);
      }
      expect(new URL(page.url()).pathname, "no navigation").toBe(path());
      await expectNothingRan(watched);
      await watched.close();
    });
  }
});

test.describe("the Content-Security-Policy of the built server", () => {
  for (const path of ["/home", "/admin-login"]) {
    test(`${path} allows scripts only from the site itself, and the page works under it`, async ({ browser }) => {
      const watched = await watchedPage(browser);
      const { page } = watched;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const header = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      const directives = new Map(
        header
          .split(";")
          .map((directive) => directive.trim().split(/\s+/))
          .filter(([directive]) => directive)
          .map(([directive = "", ...sources]) => [directive.toLowerCase(), sources] as const),
      );
      const scriptSrc = directives.get("script-src");
      expect(scriptSrc, `script-src in "${header}"`).toBeDefined();
      expect(scriptSrc).toContain("'self'");
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"])
        expect(scriptSrc, header).not.toContain(unsafe);
      expect(directives.get("object-src"), header).toEqual(["'none'"]);

      // The application itself runs under that policy: it renders, and nothing it needs is blocked.
      await expect(page.locator("h1:visible, form:visible").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNothingRan(watched);
      await watched.close();
    });
  }
});
