import { UPLOAD_FIELD, type UploadedFile } from "@lawfirm/contract";
import { expect, test } from "./support/journeys.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";
import { adminApi, idIn, slugIn, signInAsAdmin, type Version, expectNoSeriousAxeViolations } from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";
import { useOwnServer } from "./support/own-server.ts";
import { pngPicture } from "./support/pictures.ts";

// On a server of its own: the home page's banners are then exactly the one made here.
await useOwnServer();

test("uploads to the media library, describes the picture in two languages with a focal point, and the site draws it so", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The upload opens the new item's drawer.
  await page.locator("input[type=file]").setInputFiles(await pngPicture(page, "lobby.png", "#1f4e79", 800));
  const drawer = page.getByRole("dialog", { name: "lobby.png" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("800 × 800 px")).toBeVisible();

  await drawer.getByRole("tab", { name: "English" }).click();
  await drawer.getByRole("tabpanel", { name: "English" }).getByLabel("Alt text").fill("The firm's lobby");
  await drawer.getByRole("tabpanel", { name: "English" }).getByLabel("Caption").fill("Our Munich office");
  await drawer.getByRole("tab", { name: "Deutsch" }).click();
  await drawer.getByRole("tabpanel", { name: "Deutsch" }).getByLabel("Alt text").fill("Das Foyer der Kanzlei");
  const focal = drawer.getByRole("slider", { name: "Focal point" });
  await focal.focus();
  for (const key of ["ArrowLeft", "ArrowLeft", "ArrowUp"]) await page.keyboard.press(key);
  await expect(focal).toHaveAttribute("aria-valuetext", "40% from the left, 45% from the top");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(drawer.getByText("Not used anywhere.")).toBeVisible();

  // A banner uses it: the site's HTML has the alt text of each page's language and the focal point.
  const url = await drawer.getByRole("slider", { name: "Focal point" }).locator("img").getAttribute("src");
  const send = await adminApi(request);
  for (const lang of ["en_US", "de_DE"]) await send("POST", "/admin/banner", { lang, imgPath: url, title: "Lobby" });
  for (const [path, alt] of [
    ["/en/home", "The firm's lobby"],
    ["/de/home", "Das Foyer der Kanzlei"],
  ] as const) {
    const html = await (await request.get(path)).text();
    const image = new RegExp(`<img [^>]*alt="${alt.replace("'", "(?:'|&#x27;)")}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(image, path).toContain("object-position:40% 45%");
  }
  // A news item's cover: the alt text and focal point too, and the caption under it.
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: "Media news", type: 0 }]);
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    { lang: "en_US", cataId: idIn(folder, "en_US"), coverUrl: url, title: "Lobby reopened", isLink: 0, content: "<p>Open.</p>" },
  ]);
  const article = await (await request.get(slugAddress("news", "en_US", slugIn(news, "en_US")))).text();
  expect(/<img [^>]*alt="The firm(?:'|&#x27;)s lobby"[^>]*>/.exec(article)?.[0]).toContain("object-position:40% 45%");
  expect(article).toMatch(/<figcaption[^>]*>Our Munich office<\/figcaption>/);

  // Used, it cannot be deleted; the drawer names the places.
  await page.reload();
  await page
    .getByRole("list", { name: "Files of the media library" })
    .getByRole("button", { name: /lobby\.png/ })
    .click();
  const used = page.getByRole("dialog", { name: "lobby.png" });
  await expect(used.getByRole("link", { name: /Banner: Lobby \(English\)/ })).toBeVisible();
  await expect(used.getByRole("button", { name: "Delete" })).toBeDisabled();
  await used.getByRole("button", { name: "Close" }).click();

  // An unused one is deleted after confirming.
  await page.locator("input[type=file]").setInputFiles(await pngPicture(page, "spare.png", "#8b0000", 64));
  const spare = page.getByRole("dialog", { name: "spare.png" });
  await spare.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("tooltip").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("File deleted")).toBeVisible();
  await expect(page.getByRole("list", { name: "Files of the media library" }).getByRole("button", { name: /spare\.png/ })).toHaveCount(0);
});

test("the library's upload shows how far a slow upload has gone, and the bar goes when it is done", async ({ page, context }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/media");
  // A picture of noise (PNG cannot shrink it, about 1 MB) sent at 200 KB/s: seconds, not a blink.
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 500;
    canvas.height = 500;
    const context2d = canvas.getContext("2d")!;
    const pixels = context2d.createImageData(500, 500);
    for (let index = 0; index < pixels.data.length; index++) pixels.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context2d.putImageData(pixels, 0, 0);
    return canvas.toDataURL("image/png");
  });
  const network = await context.newCDPSession(page);
  await network.send("Network.enable");
  const throttle = (uploadThroughput: number) =>
    network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
  await throttle(200 * 1024);
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "noise.png", mimeType: "image/png", buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64") });
  const bar = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { message: "a part of the bytes sent" })
    .toBeGreaterThan(0);
  expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
  await throttle(-1);
  await expect(page.getByRole("dialog", { name: "noise.png" })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

/** The `<img>` tags of a page's HTML that show the upload at `url` (any variant of it). */
function imagesOf(html: string, url: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes(`src="${url}`));
}

/** An `<img>` tag's alt text; React writes an empty one as a bare `alt`. */
function altOf(tag: string | undefined): string | undefined {
  const match = /\salt(?:="([^"]*)")?(?=[\s/>])/.exec(tag ?? "");
  return match ? (match[1] ?? "") : undefined;
}
const metaOf = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

test("an office's picture, the about page's pictures and the logo take their alt text per language; a decorative picture has alt=\"\"", async ({
  page,
  request,
}) => {
  const send = await adminApi(request);
  const login = await request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  const token = ((await login.json()) as { result: string }).result;
  async function upload(name: string, color: string): Promise<UploadedFile> {
    const answer = await request.post("/api/admin/files/upload", {
      headers: { authorization: token },
      multipart: { [UPLOAD_FIELD]: await pngPicture(page, name, color, 600) },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { result: UploadedFile }).result;
  }
  const front = await upload("front.png", "#335577");
  const hall = await upload("hall.png", "#775533");
  const logo = await upload("sign.png", "#14213d");
  await send("PUT", "/admin/media", {
    id: front.fileId,
    texts: {
      en_US: { alt: "Glass front of the Munich office", caption: "Leopoldstrasse 1" },
      de_DE: { alt: "Glasfront des Münchner Büros" },
    },
    focalX: 0.25,
    focalY: 0.75,
    decorative: 0,
  });
  await send("PUT", "/admin/media", { id: hall.fileId, texts: {}, focalX: null, focalY: null, decorative: 1 });
  await send("PUT", "/admin/media", {
    id: logo.fileId,
    texts: { en_US: { alt: "Section sign of the firm" }, de_DE: { alt: "Paragrafenzeichen der Kanzlei" } },
    focalX: null,
    focalY: null,
    decorative: 0,
  });
  const office = await send<Version[]>("POST", "/admin/office", [
    { lang: "en_US", name: "Leopold office", pictureUrl: front.url },
    { lang: "de_DE", name: "Büro Leopold", pictureUrl: front.url },
  ]);
  for (const lang of ["en_US", "de_DE"])
    await send("POST", "/admin/portal-config", {
      lang,
      name: "Berg & Partner",
      iconUrl: logo.url,
      environmentList: [
        { title: "", coverUrl: hall.url },
        { title: "", coverUrl: front.url },
      ],
    });

  for (const [segment, lang, alt, logoAlt] of [
    ["en", "en_US", "Glass front of the Munich office", "Section sign of the firm"],
    ["de", "de_DE", "Glasfront des Münchner Büros", "Paragrafenzeichen der Kanzlei"],
  ] as const) {
    // The office's page: its picture's alt text, focal point and (in English) caption; shared with its alt text.
    const officePage = await (await request.get(`/${segment}/about/offices/${idIn(office, lang)}`)).text();
    const [picture] = imagesOf(officePage, front.url);
    expect(altOf(picture), segment).toBe(alt);
    expect(picture).toContain("object-position:25% 75%");
    expect(metaOf(officePage, "og:image:alt")).toBe(alt);
    if (lang === "en_US") expect(officePage).toMatch(/<figcaption[^>]*>Leopoldstrasse 1<\/figcaption>/);
    else expect(officePage).not.toContain("Leopoldstrasse 1");

    // The about page: the decorative picture alt="", the described one its alt text; the logo beside
    // the firm's name alt="", and its alt text where it is shared (no picture of the page's own).
    const about = await (await request.get(`/${segment}/about`)).text();
    expect(altOf(imagesOf(about, hall.url)[0]), `${segment}: decorative`).toBe("");
    expect(altOf(imagesOf(about, front.url)[0]), segment).toBe(alt);
    const logos = imagesOf(about, logo.url);
    expect(logos.length, "the logo in the header and the footer").toBe(2);
    for (const tag of logos) expect(altOf(tag)).toBe("");
    expect(metaOf(about, "og:image:alt")).toBe(logoAlt);
    // No picture anywhere is named by its file name.
    expect(about).not.toMatch(/alt="[^"]*\.png"/);
  }
});

test("a picture put into a news item's text asks for its alt text in the version's language, and the site shows that alt text", async ({
  page,
  request,
}) => {
  const send = await adminApi(request);
  const login = await request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  const token = ((await login.json()) as { result: string }).result;
  const answer = await request.post("/api/admin/files/upload", {
    headers: { authorization: token },
    multipart: { [UPLOAD_FIELD]: await pngPicture(page, "atrium.png", "#2a6f4e", 600) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const atrium = ((await answer.json()) as { result: UploadedFile }).result;
  await send("PUT", "/admin/media", {
    id: atrium.fileId,
    texts: { en_US: { alt: "The atrium of the Berlin office" }, de_DE: { alt: "Das Atrium des Berliner Büros" } },
    focalX: null,
    focalY: null,
    decorative: 0,
  });
  const folder = await send<Version[]>("POST", "/admin/catalog", [
    { lang: "en_US", name: "Office news", type: 0 },
    { lang: "de_DE", name: "Büronachrichten", type: 0 },
  ]);
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    {
      lang: "en_US",
      cataId: idIn(folder, "en_US"),
      coverUrl: atrium.url,
      title: "New rooms in Berlin",
      isLink: 0,
      content: "<p>Our new rooms.</p>",
    },
    {
      lang: "de_DE",
      cataId: idIn(folder, "de_DE"),
      coverUrl: atrium.url,
      title: "Neue Räume in Berlin",
      isLink: 0,
      content: "<p>Unsere neuen Räume.</p>",
    },
  ]);

  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${news[0]?.no}`);

  // English: the library's picture, its alt text in English offered; an upload marked decorative.
  const english = page.getByRole("tabpanel", { name: "English" });
  const englishTools = english.getByRole("toolbar", { name: "Formatting of Content" });
  await english.getByRole("textbox", { name: "Content" }).click();
  await englishTools.getByRole("button", { name: "Choose from library" }).click();
  await page
    .getByRole("dialog", { name: "Choose from the media library" })
    .getByRole("button", { name: /atrium\.png/ })
    .click();
  let dialog = page.getByRole("dialog", { name: "Describe the picture" });
  await expect(dialog.getByLabel("Alt text (English)")).toHaveValue("The atrium of the Berlin office");
  await expect(dialog.getByRole("status")).toContainText("Follows the library's description");
  // The library closes as the description opens: scanned while it fades, its grid fails contrast.
  await expect(page.getByRole("dialog", { name: "Choose from the media library" })).toBeHidden();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toHaveCount(0);
  await english.locator(".rich-text input[type=file]").setInputFiles(await pngPicture(page, "divider_line.png", "#cccccc", 64));
  dialog = page.getByRole("dialog", { name: "Describe the picture" });
  await expect(dialog.getByLabel("Alt text (English)")).toHaveValue("");
  await dialog.getByRole("checkbox", { name: "Decorative (no description)" }).check();
  await dialog.getByRole("button", { name: "Insert" }).click();
  const englishPictures = english.getByRole("textbox", { name: "Content" }).locator("img");
  await expect(englishPictures).toHaveCount(2);
  const divider = await englishPictures.nth(1).getAttribute("src");

  // German: an upload, described in German after being told a description is needed.
  await page.getByRole("tab", { name: "Deutsch" }).click();
  const german = page.getByRole("tabpanel", { name: "Deutsch" });
  await german.getByRole("textbox", { name: "Content" }).click();
  await german.locator(".rich-text input[type=file]").setInputFiles(await pngPicture(page, "IMG_2041.png", "#993344", 400));
  dialog = page.getByRole("dialog", { name: "Describe the picture" });
  await expect(dialog.getByLabel("Alt text (German)")).toHaveValue("");
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog.getByText("Please describe the picture, or mark it as decorative")).toBeVisible();
  await dialog.getByLabel("Alt text (German)").fill("Empfangstheke im dritten Stock");
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(german.getByRole("textbox", { name: "Content" }).locator("img")).toHaveAttribute("alt", "Empfangstheke im dritten Stock");
  const uploaded = await german.getByRole("textbox", { name: "Content" }).locator("img").getAttribute("src");

  // Saved as drafts of the published versions, then published.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await german.getByRole("group", { name: "Publishing of the German version" }).getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("The German version's changes are on the website now")).toBeVisible();
  await page.getByRole("tab", { name: "English" }).click();
  await english.getByRole("group", { name: "Publishing of the English version" }).getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("The English version's changes are on the website now")).toBeVisible();

  // The public pages' HTML: the alt texts written in the editor; the decorative picture alt="".
  const englishPage = await (await request.get(slugAddress("news", "en_US", slugIn(news, "en_US")))).text();
  const body = englishPage.slice(englishPage.indexOf("Our new rooms."));
  expect(altOf(imagesOf(body, atrium.url)[0])).toBe("The atrium of the Berlin office");
  expect(altOf(imagesOf(body, divider ?? "")[0]), "decorative").toBe("");
  const germanPage = await (await request.get(slugAddress("news", "de_DE", slugIn(news, "de_DE")))).text();
  expect(altOf(imagesOf(germanPage, uploaded ?? "")[0])).toBe("Empfangstheke im dritten Stock");
  for (const html of [englishPage, germanPage]) expect(html).not.toMatch(/alt="[^"]*(\.png|divider line|IMG)/i);

  // The library's English text changes after publishing: the page's picture that follows the
  // library shows the new text; the German upload's own text and the decorative picture stay.
  await send("PUT", "/admin/media", {
    id: atrium.fileId,
    texts: { en_US: { alt: "The atrium under its new glass roof" } },
    focalX: null,
    focalY: null,
    decorative: 0,
  });
  const followed = await (await request.get(slugAddress("news", "en_US", slugIn(news, "en_US")))).text();
  const followedBody = followed.slice(followed.indexOf("Our new rooms."));
  expect(altOf(imagesOf(followedBody, atrium.url)[0])).toBe("The atrium under its new glass roof");
  expect(altOf(imagesOf(followedBody, divider ?? "")[0]), "decorative").toBe("");
  const germanAgain = await (await request.get(slugAddress("news", "de_DE", slugIn(news, "de_DE")))).text();
  expect(altOf(imagesOf(germanAgain, uploaded ?? "")[0])).toBe("Empfangstheke im dritten Stock");
});
