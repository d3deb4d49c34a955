import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/demo-firm.ts";
import type { Person } from "@lawfirm/contract";
import { slugAddress } from "./support/addresses.ts";
import { publicResult } from "./support/demo-site.ts";
import { takenOver } from "./support/takeover.ts";

// Responsive pictures on the demo firm (docs/decisions/0034): a lawyer's page on a phone loads its
// pictures as AVIF, none wider than the phone's screen needs, and the server's HTML offers them so.

/** The demo's first English lawyer with a portrait. */
async function lawyerPath(request: APIRequestContext): Promise<string> {
  const people = await publicResult<Person[]>(request, "lawyerTeam?pageSize=50", "en_US");
  const person = people.find((candidate) => candidate.photoUrl);
  expect(person, "a lawyer with a portrait").toBeDefined();
  return slugAddress("person", "en_US", person!.slug);
}

/** Scrolls through the page so that every lazy picture loads, then waits for the network to rest. */
async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
}

/** The uploads the page's pictures show, without a variant query. */
async function uploadsShown(page: Page): Promise<string[]> {
  const sources = await page.locator("img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  const uploads = sources.map((source) => new URL(source)).filter((url) => url.pathname.startsWith("/api/upload/"));
  return [...new Set(uploads.map((url) => url.pathname))];
}

/**
 * Waits until the server has made the variants of these uploads: the demo's pictures get them in
 * the background after the server's first start, one at a time.
 */
async function variantsReady(request: APIRequestContext, uploads: string[]): Promise<void> {
  for (const upload of uploads.filter((path) => !/\.(svg|gif)$/.test(path))) {
    await expect
      .poll(async () => (await request.get(`${upload}?w=320&f=avif`)).headers()["content-type"], {
        message: `the variants of ${upload}`,
        timeout: 150_000,
        intervals: [1_000],
      })
      .toBe("image/avif");
  }
}

test("a lawyer's page on a 360 px phone loads AVIF pictures no wider than 720 px", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const path = await lawyerPath((await browser.newContext({ baseURL })).request);
  const desktop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const overview = await desktop.newPage();
  await overview.goto(path);
  await loadEveryPicture(overview);
  await variantsReady(desktop.request, await uploadsShown(overview));
  await desktop.close();

  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true });
  const page = await phone.newPage();
  const answers: { url: string; type: string }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image")
      answers.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
  });
  await page.goto(path);
  await takenOver(page);
  await loadEveryPicture(page);

  const pictures = await page
    .locator("img")
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => ({ src: image.currentSrc, naturalWidth: image.naturalWidth })),
    );
  const uploads = pictures.filter((picture) => new URL(picture.src).pathname.startsWith("/api/upload/"));
  // The portrait, the logo and the colleagues' portraits at least.
  expect(uploads.length).toBeGreaterThanOrEqual(2);
  for (const picture of uploads) expect(picture.naturalWidth, picture.src).toBeLessThanOrEqual(720);
  const portrait = page.locator("article header picture img");
  expect(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\?w=720&f=avif$/);

  // One answer per address: the logo shows in the header and the footer.
  const uploadAnswers = answers.filter((answer) => new URL(answer.url).pathname.startsWith("/api/upload/"));
  expect(uploadAnswers.length).toBeGreaterThanOrEqual(new Set(uploads.map((picture) => picture.src)).size);
  for (const answer of uploadAnswers) {
    if (/\.(svg|gif)$/.test(new URL(answer.url).pathname)) continue;
    expect(answer.url, "asked for a variant").toMatch(/\?w=\d+&f=avif$/);
    expect(answer.type, answer.url).toBe("image/avif");
  }
  await phone.close();
});

test("the server's HTML of a lawyer's page offers the portrait in AVIF and WebP, in the widths its place can use, with its size", async ({
  request,
}) => {
  const html = await (await request.get(await lawyerPath(request))).text();
  const pictures = [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/gi)].map((match) => match[1] ?? "");
  // The portrait is the one drawn at 3:4 (the logo, the other picture, is square).
  const picture = pictures.find((candidate) => /<img [^>]*width="600"/i.test(candidate)) ?? "";
  expect(picture, "the portrait's <picture> in the server's HTML").not.toBe("");
  expect(picture).toMatch(/<source type="image\/avif" srcset="[^"]*\?w=720&amp;f=avif 720w[^"]*" sizes="[^"]+"/i);
  expect(picture).toMatch(/<source type="image\/webp" srcset="[^"]*\?w=320&amp;f=webp 320w/i);
  // At most 26rem wide (416 px), so up to the first width covering twice that: 960, no wider.
  expect(picture).toMatch(/<img [^>]*srcset="[^"]*\?w=960 960w"/i);
  expect(picture).not.toMatch(/\?w=(1280|1600|2400)/);
  expect(picture).toMatch(/<img [^>]*height="800"/i);
});
