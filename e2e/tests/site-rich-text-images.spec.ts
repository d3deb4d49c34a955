import { UPLOAD_FIELD, type UploadedFile } from "@lawfirm/contract";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";
import { adminApi, idIn, slugIn, type Version } from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";
import { jpegPhoto, pngPicture } from "./support/pictures.ts";
import { takenOver } from "./support/takeover.ts";

// Pictures in rich text (decision 0034, "pictures in rich text"): the server's HTML of a news page
// gives a picture in its content its size, a srcset of its variants, sizes and lazy loading, and a
// 360 px phone loads it no wider than 720 px.

async function uploadPicture(request: APIRequestContext, picture: Awaited<ReturnType<typeof jpegPhoto>>): Promise<UploadedFile> {
  const login = await request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  const token = ((await login.json()) as { result: string }).result;
  const answer = await request.post("/api/admin/files/upload", {
    headers: { authorization: token },
    multipart: { [UPLOAD_FIELD]: picture },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { result: UploadedFile }).result;
}

/** The `<img>` tag of the upload at `url` in a page's HTML. */
const imageTag = (html: string, url: string) =>
  [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`src="${url}"`)) ?? "";

/** Scrolls the picture into view and waits until it has loaded. */
async function loaded(page: Page, url: string): Promise<{ currentSrc: string; naturalWidth: number }> {
  const image = page.locator(`img[src="${url}"]`);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({ currentSrc: element.currentSrc, naturalWidth: element.naturalWidth }));
}

test("a news page's picture in its text is offered in its widths with its size, and a 360 px phone loads it no wider than 720 px", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const photo = await uploadPicture(request, await jpegPhoto(page, `atrium-${mark}.jpg`, 1600, 1200));
  const cover = await uploadPicture(request, await pngPicture(page, `cover-${mark}.png`, "#335577", 600));
  // The variants are made in the background, one picture at a time.
  await expect
    .poll(async () => (await request.get(`${photo.url}?w=320&f=avif`)).headers()["content-type"], { timeout: 60_000, intervals: [500] })
    .toBe("image/avif");
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: `Pictures ${mark}`, type: 0 }]);
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    {
      lang: "en_US",
      cataId: idIn(folder, "en_US"),
      coverUrl: cover.url,
      title: `The new atrium ${mark}`,
      isLink: 0,
      content: `<p>${"Our atrium has reopened after a year of work. ".repeat(40)}</p><figure><img src="${photo.url}" alt="The atrium"><figcaption>The atrium</figcaption></figure>`,
    },
  ]);
  const path = slugAddress("news", "en_US", slugIn(news, "en_US"));

  const tag = imageTag(await (await request.get(path)).text(), photo.url);
  expect(tag, "the picture in the server's HTML").not.toBe("");
  expect(tag).toContain('width="1600"');
  expect(tag).toContain('height="1200"');
  expect(tag).toMatch(new RegExp(`srcset="${photo.url}\\?w=320 320w, [^"]*\\?w=720 720w, [^"]*\\?w=1600 1600w"`));
  expect(tag).toContain('sizes="min(42rem, 100vw - 2.5rem)"');
  expect(tag).toContain('loading="lazy"');
  expect(tag).toContain('decoding="async"');

  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true });
  const phonePage = await phone.newPage();
  const asked: string[] = [];
  phonePage.on("request", (sent) => {
    if (new URL(sent.url()).pathname === photo.url) asked.push(sent.url());
  });
  await phonePage.goto(path);
  await takenOver(phonePage);
  const shown = await loaded(phonePage, photo.url);
  expect(shown.naturalWidth).toBeLessThanOrEqual(720);
  expect(shown.currentSrc).toMatch(/\?w=720$/);
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(Number(new URL(url).searchParams.get("w")), url).toBeLessThanOrEqual(720);
  // Drawn in the column at the picture's aspect, no wider than the screen.
  const box = await phonePage.locator(`img[src="${photo.url}"]`).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
  expect(Math.abs(box!.height - (box!.width * 3) / 4)).toBeLessThan(2);
  await phone.close();
});
