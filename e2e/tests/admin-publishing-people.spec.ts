import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, itemNo, slugIn, signInAsAdmin, type Version, expectNoSeriousAxeViolations } from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";

// Decision 0035, slice 6: an edit of a published person waits as a draft until it is published;
// its history compares revisions and restores one as unpublished changes (slice 4).

test("an edit of a published person leaves the public page unchanged until Publish changes, and its history restores the first name", async ({
  page,
  browser,
  request,
}) => {
  // A long journey (save, preview in a second tab, publish, History): about 30 s on a quiet 2-core machine.
  test.setTimeout(90_000);
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const office = await send<Version[]>("POST", "/admin/office", [
    { lang: "en_US", name: `Publishing office ${mark}` },
    { lang: "de_DE", name: `Veröffentlichungsbüro ${mark}` },
  ]);
  const name = `Helene Vogt ${mark}`;
  // The specification's save: published at once.
  const person = await send<Version[]>("POST", "/admin/lawyerTeam", [
    { lang: "en_US", name, office: idIn(office, "en_US"), intro: "<p>Partner in Munich.</p>" },
    { lang: "de_DE", name, office: idIn(office, "de_DE"), intro: "<p>Partnerin in München.</p>" },
  ]);
  const visitor = await browser.newPage();
  const publicPage = slugAddress("person", "en_US", slugIn(person, "en_US"));
  await visitor.goto(publicPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);

  await signInAsAdmin(page);
  await page.goto(`/admin/people/edit/${itemNo(person)}`);
  await page.getByRole("tab", { name: "English" }).click();
  const english = page.getByRole("tabpanel", { name: "English" });
  const publishing = english.getByRole("group", { name: "Publishing of the English version" });
  await expect(publishing.getByText("Published", { exact: true })).toBeVisible();
  await expect(publishing.getByText(/^On the website since .+ \(Europe\/Berlin\)$/)).toBeVisible();

  // Edited and saved: a draft; the editor says what it changes, the website still shows the old name.
  await english.getByLabel("Name").fill(`Dr. ${name}`);
  await expect(publishing.getByText("Save your changes first: publishing takes the saved version.")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(publishing.getByText("Unpublished changes")).toBeVisible();
  await expect(
    publishing.getByText(/^Saved .+ \(Europe\/Berlin\) by .+; the website still shows the published version\. Changed: Name\.$/),
  ).toBeVisible();
  await expect(english.getByLabel("Name")).toHaveValue(`Dr. ${name}`);
  await visitor.goto(publicPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
  await expectNoSeriousAxeViolations(page);

  // The list marks the pending changes.
  await page.goto(`/admin/people/list?name=${encodeURIComponent(mark)}`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expect(row.getByText("Unpublished changes")).toBeVisible();
  // The list shows what the website shows: the published name.
  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/people/edit/${itemNo(person)}$`));

  // Published: the website shows the edit.
  await page.getByRole("tab", { name: "English" }).click();
  await publishing.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("The English version's changes are on the website now")).toBeVisible();
  await expect(publishing.getByText("Unpublished changes")).toHaveCount(0);
  await visitor.goto(publicPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Dr. ${name}`);
  // The German version was not edited: it keeps its name.
  await visitor.goto(slugAddress("person", "de_DE", slugIn(person, "de_DE")));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);

  // The history: the first revision (the creation) and the latest (the publication) compared by their names.
  await publishing.getByRole("button", { name: "History" }).click();
  const drawer = page.getByRole("dialog", { name: "History of the English version" });
  const entries = drawer.getByRole("listitem");
  await expect(entries.first()).toContainText("Published");
  await expect(entries.last()).toContainText("Saved");
  await entries.last().getByRole("checkbox").check();
  await entries.first().getByRole("checkbox").check();
  const comparison = drawer.getByRole("region", { name: "Comparison of two revisions" });
  await expect(comparison.locator("del")).toHaveText(name);
  await expect(comparison.locator("ins")).toHaveText(`Dr. ${name}`);
  await expect(comparison.getByText(/^Unchanged: .*Biography/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The first restored: unpublished changes with the old name in the form; the website keeps the published name.
  await entries
    .last()
    .getByRole("button", { name: /^Restore the revision of / })
    .click();
  await page.getByRole("tooltip").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(/^The revision of .+ is restored in the English version$/)).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(publishing.getByText("Unpublished changes")).toBeVisible();
  await expect(publishing.getByText(/Changed: Name\.$/)).toBeVisible();
  await expect(english.getByLabel("Name")).toHaveValue(name);
  await visitor.goto(publicPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Dr. ${name}`);
  await visitor.close();
});
