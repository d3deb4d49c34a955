import { expect, test } from "@playwright/test";
import { adminApi, expectNoSeriousAxeViolations, idIn, logInAsAdmin, type Version } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";
import { pngPicture } from "./support/pictures.ts";

// On a server of its own: the home page's banners are then exactly the one made here.
await useOwnServer();

test("uploads to the media library, describes the picture in two languages with a focal point, and the site draws it so", async ({
  page,
  request,
}) => {
  await logInAsAdmin(page);
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
  const article = await (await request.get(`/en/news/detail/${idIn(news, "en_US")}`)).text();
  expect(/<img [^>]*alt="The firm(?:'|&#x27;)s lobby"[^>]*>/.exec(article)?.[0]).toContain("object-position:40% 45%");
  expect(article).toMatch(/<figcaption[^>]*>Our Munich office<\/figcaption>/);

  // Used, it cannot be deleted; the drawer names the places.
  await page.reload();
  await page
    .getByRole("list", { name: "Files of the media library" })
    .getByRole("button", { name: /lobby\.png/ })
    .click();
  const used = page.getByRole("dialog", { name: "lobby.png" });
  await expect(used.getByRole("link", { name: /Banner: Lobby \(en_US\)/ })).toBeVisible();
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
