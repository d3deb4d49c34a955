import { UPLOAD_FIELD, type UploadedFile } from "@lawfirm/contract";
import { expect, test } from "./support/journeys.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";
import { adminApi, idIn, itemNo, slugIn, signInAsAdmin, type Version, expectNoSeriousAxeViolations } from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";
import { pngPicture } from "./support/pictures.ts";

// Decision 0036: an image field's own alt text overrides the media library's, per language, once published.

/** The alt text of the first `<img>` of a page's HTML that shows the upload at `url`; React writes an empty one as a bare `alt`. */
function altOfImage(html: string, url: string): string | undefined {
  const tag = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`src="${url}`));
  const match = /\salt(?:="([^"]*)")?(?=[\s/>])/.exec(tag ?? "");
  return match ? (match[1] ?? "") : undefined;
}
const metaOf = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

test("a person's photo takes the alt text written in the editor over the library's once it is published, in that language only", async ({
  page,
  request,
}) => {
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const login = await request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  const token = ((await login.json()) as { result: string }).result;
  const answer = await request.post("/api/admin/files/upload", {
    headers: { authorization: token },
    multipart: { [UPLOAD_FIELD]: await pngPicture(page, "IMG_3001.png", "#556677", 600) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const portrait = ((await answer.json()) as { result: UploadedFile }).result;
  await send("PUT", "/admin/media", {
    id: portrait.fileId,
    texts: { en_US: { alt: "Ida Brandt smiling" }, de_DE: { alt: "Ida Brandt lächelt" } },
    focalX: null,
    focalY: null,
    decorative: 0,
  });
  const office = await send<Version[]>("POST", "/admin/office", [
    { lang: "en_US", name: `Alt office ${mark}` },
    { lang: "de_DE", name: `Alt-Büro ${mark}` },
  ]);
  const name = `Ida Brandt ${mark}`;
  // The specification's save: published at once, without an alt text of its own.
  const person = await send<Version[]>("POST", "/admin/lawyerTeam", [
    { lang: "en_US", name, office: idIn(office, "en_US"), photoUrl: portrait.url },
    { lang: "de_DE", name, office: idIn(office, "de_DE"), photoUrl: portrait.url },
  ]);
  const englishPage = slugAddress("person", "en_US", slugIn(person, "en_US"));
  const germanPage = slugAddress("person", "de_DE", slugIn(person, "de_DE"));
  const html = async (path: string) => (await request.get(path)).text();
  expect(altOfImage(await html(englishPage), portrait.url)).toBe("Ida Brandt smiling");

  await signInAsAdmin(page);
  await page.goto(`/admin/people/edit/${itemNo(person)}`);
  await page.getByRole("tab", { name: "English" }).click();
  const english = page.getByRole("tabpanel", { name: "English" });
  const alt = english.getByLabel("Alt text here (English)");
  await expect(alt).toHaveAttribute("placeholder", "From the library: Ida Brandt smiling");
  await expect(alt).toHaveAttribute("lang", "en-US");
  // A file name is hinted at.
  await alt.fill("IMG_3001.png");
  await expect(english.getByText("This looks like a file name: describe what the picture shows.")).toBeVisible();
  await alt.fill("Ida Brandt at her desk in the Munich office");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  const publishing = english.getByRole("group", { name: "Publishing of the English version" });
  await expect(publishing.getByText(/Changed: Picture's own alt text\.$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // A draft: the website keeps the library's alt text.
  expect(altOfImage(await html(englishPage), portrait.url)).toBe("Ida Brandt smiling");

  await publishing.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("The English version's changes are on the website now")).toBeVisible();
  const published = await html(englishPage);
  expect(altOfImage(published, portrait.url)).toBe("Ida Brandt at her desk in the Munich office");
  expect(metaOf(published, "og:image:alt")).toBe("Ida Brandt at her desk in the Munich office");
  // The German version has none of its own: the library's German text.
  expect(altOfImage(await html(germanPage), portrait.url)).toBe("Ida Brandt lächelt");
});
