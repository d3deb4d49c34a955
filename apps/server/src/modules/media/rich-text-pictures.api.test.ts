import type { UploadedFile } from "@lawfirm/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apiCaller } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadFile } from "../../../test/upload-helpers.ts";
import { animation } from "../files/test-images.ts";

// Pictures in rich text served as a screen needs them (decision 0034, "pictures in rich text"):
// their upload's size, a srcset of the variants that exist, the column's sizes, loaded lazily.

const { app, db, login } = await createTestApp();
const token = await login();
const admin = apiCaller(app, token);
const anonymousCall = apiCaller(app, null);

/** A photo with noise, so that each width has something to encode. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#204060", noise: { type: "gaussian", mean: 120, sigma: 30 } } })
    .jpeg()
    .toBuffer();

/** The attributes of the `<img>` of `src` in (sanitised) HTML. */
function imageAttributes(html: string, src: string): Record<string, string> {
  const tag = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`src="${src}"`));
  expect(tag, `the picture ${src}`).toBeDefined();
  return Object.fromEntries([...tag!.matchAll(/([a-z-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!.replaceAll("&amp;", "&")]));
}

async function publishNews(content: string, coverUrl: string): Promise<number> {
  const folders = await admin<{ id: number }[]>("POST", "/api/admin/catalog", [
    { lang: "en_US", name: `Pictures ${Math.random()}`, type: 0 },
  ]);
  expect(folders.statusCode, folders.message).toBe(200);
  const created = await admin<{ id: number }[]>("POST", "/api/admin/latest-news", [
    { lang: "en_US", title: "Pictures in text", coverUrl, content, cataId: folders.result[0]!.id, isLink: 0 },
  ]);
  expect(created.statusCode, created.message).toBe(200);
  return created.result[0]!.id;
}

async function newsContent(id: number): Promise<string> {
  const answer = await anonymousCall<{ content: string }>("GET", `/api/user/latest-news/${id}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.content;
}

describe("pictures in rich text", () => {
  it("get their upload's size, a srcset of their variants in the image's own kind, the column's sizes and lazy loading", async () => {
    const lobby: UploadedFile = await uploadFile(app, token, { name: "Lobby.jpg", bytes: await photo(1000, 750) });
    const waiting: UploadedFile = await uploadFile(app, token, { name: "Waiting.jpg", bytes: await photo(800, 400) });
    await app.imageVariants.idle();
    // The second picture's variants are not made yet (as right after its upload).
    await db.updateTable("uploadedFiles").set({ variantWidths: null }).where("storedName", "=", waiting.url.split("/").pop()!).execute();
    // A save refuses a picture that is not in the library; one stored before that rule is read as it is.
    const missing = (await uploadFile(app, token, { name: "Gone.jpg", bytes: await photo(400, 300) })).url;
    const id = await publishNews(
      `<p>Our lobby:</p><figure><img src="${lobby.url}" alt="The lobby"><figcaption>Lobby</figcaption></figure>` +
        `<p><img src="${waiting.url}" alt="The waiting room"></p><p><img src="${missing}" alt="Gone"></p>`,
      lobby.url,
    );
    await db.deleteFrom("uploadedFiles").where("storedName", "=", missing.split("/").pop()!).execute();
    const content = await newsContent(id);

    const shown = imageAttributes(content, lobby.url);
    expect(shown).toMatchObject({ alt: "The lobby", width: "1000", height: "750", loading: "lazy", decoding: "async" });
    expect(shown.sizes).toBe("min(42rem, 100vw - 2.5rem)");
    const candidates = shown.srcset!.split(", ").map((candidate) => candidate.split(" "));
    expect(candidates.map(([, width]) => width)).toEqual(["320w", "480w", "720w", "960w", "1000w"]);
    for (const [url, width] of candidates) {
      const answer = await app.inject({ method: "GET", url: url! });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["content-type"], url).toBe("image/jpeg");
      expect((await sharp(answer.rawPayload).metadata()).width, url).toBe(Number.parseInt(width!, 10));
    }

    // Variants not made yet: the widths they will be made in, each answered by the original for a
    // minute meanwhile, so that a page cached now need not change when they exist.
    const pending = imageAttributes(content, waiting.url);
    expect(pending).toMatchObject({ width: "800", height: "400", loading: "lazy", sizes: "min(42rem, 100vw - 2.5rem)" });
    expect(pending.srcset).toBe(
      `${waiting.url}?w=320 320w, ${waiting.url}?w=480 480w, ${waiting.url}?w=720 720w, ${waiting.url}?w=800 800w`,
    );
    const meanwhile = await app.inject({ method: "GET", url: `${waiting.url}?w=320` });
    expect(meanwhile.statusCode).toBe(200);
    expect(meanwhile.headers["cache-control"]).toContain("max-age=60");
    // An address that names no upload is left as it is.
    expect(content).toContain(`<img src="${missing}" alt="Gone" />`);

    // The stored text is the editor's, without any of it.
    const stored = await db.selectFrom("articles").select("content").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.content).not.toMatch(/srcset|loading|width=/);
  });

  it("without variants (an animation) get their size only", async () => {
    const moving: UploadedFile = await uploadFile(app, token, {
      name: "Moving.gif",
      bytes: await animation("gif", ["#f00", "#0f0"], 8, 6),
    });
    await app.imageVariants.idle();
    const content = await newsContent(await publishNews(`<p><img src="${moving.url}" alt="Moving"></p>`, moving.url));
    expect(imageAttributes(content, moving.url)).toMatchObject({ width: "8", height: "6", loading: "lazy", decoding: "async" });
    expect(imageAttributes(content, moving.url)).not.toHaveProperty("srcset");
  });

  it("keep a width written in the text, the height from the upload's aspect, and offer the widths that width needs", async () => {
    const chart: UploadedFile = await uploadFile(app, token, { name: "Chart.jpg", bytes: await photo(1600, 1200) });
    await app.imageVariants.idle();
    const content = await newsContent(await publishNews(`<p><img src="${chart.url}" alt="A chart" width="300"></p>`, chart.url));
    const shown = imageAttributes(content, chart.url);
    expect(shown).toMatchObject({ width: "300", height: "225", sizes: "min(300px, 100vw - 2.5rem)" });
    expect(shown.srcset).toBe(`${chart.url}?w=320 320w, ${chart.url}?w=480 480w, ${chart.url}?w=720 720w`);
  });
});
