import { expect, test } from "./support/demo-firm.ts";
import type { Job, PersonCard, PracticeArea, PublicPracticeArea } from "@lawfirm/contract";
import { endingAt, slugAddress } from "./support/addresses.ts";
import { publicResult, SITE_LANGUAGES } from "./support/demo-site.ts";

// Connected content on the demo firm (decision 0031): a practice area's page shows its key
// contacts first, then its lawyers and no assistants; a deal's page names its team, each a link
// to the lawyer's page.

interface DealRow {
  id: number;
  slug: string;
  title: string;
  people: { id: number; name: string; slug: string }[];
}

for (const language of SITE_LANGUAGES) {
  test(`a practice area's page shows its key contacts first, then its lawyers, no assistants, in ${language.locale}`, async ({ page }) => {
    const { messages: t } = language;
    const areas = await publicResult<PracticeArea[]>(page.request, "professionalField/list", language.locale);
    const jobs = await publicResult<Job[]>(page.request, "job", language.locale);
    const lawyerJobs = new Set(jobs.filter((job) => job.isLawyer === 1).map((job) => job.id));
    // The area with an assistant among its people, when the demo has one; else the first.
    let chosen: { area: PublicPracticeArea; assistants: PersonCard[] } | undefined;
    for (const { id } of areas) {
      const area = await publicResult<PublicPracticeArea>(page.request, `professionalField/${id}`, language.locale);
      const practising = await publicResult<PersonCard[]>(page.request, `lawyerTeam?practiceAreaId=${id}&pageSize=100`, language.locale);
      const assistants = practising.filter((person) => !person.jobIds.some((jobId) => lawyerJobs.has(jobId)));
      if (area.keyContacts.length > 0 && (assistants.length > 0 || !chosen)) chosen = { area, assistants };
      if (assistants.length > 0 && area.keyContacts.length > 0) break;
    }
    expect(chosen, "a practice area with key contacts").toBeDefined();
    const { area, assistants } = chosen!;

    await page.goto(slugAddress("practiceArea", language.locale, area.slug));
    const main = page.getByRole("main");
    const contactsSection = page.getByRole("region", { name: t["expertise.keyContacts"] });
    const lawyersSection = page.getByRole("region", { name: t["expertise.morePeople"] });
    await expect(contactsSection.getByRole("heading", { level: 3 })).toHaveText(area.keyContacts.map((person) => person.name));
    await expect(lawyersSection.getByRole("heading", { level: 3 })).toHaveText(area.people.map((person) => person.name));
    const [contactsBox, lawyersBox] = await Promise.all([contactsSection.boundingBox(), lawyersSection.boundingBox()]);
    expect(contactsBox!.y, "the key contacts come first").toBeLessThan(lawyersBox!.y);
    for (const assistant of assistants) await expect(main.getByRole("link", { name: assistant.name, exact: true })).toHaveCount(0);
    for (const contact of area.keyContacts) {
      expect(
        area.people.map((person) => person.id),
        "a key contact is not listed twice",
      ).not.toContain(contact.id);
    }
  });
}

test("a deal's page names its team, each a link to the lawyer's page", async ({ page }) => {
  const language = SITE_LANGUAGES.find((candidate) => candidate.locale === "de_DE")!;
  const deals = await publicResult<DealRow[]>(page.request, "case-analysis?pageSize=50", language.locale);
  const deal = deals.find((candidate) => candidate.people.length > 1);
  expect(deal, "a deal of the demo firm with a team").toBeDefined();

  await page.goto(slugAddress("case", language.locale, deal!.slug));
  await expect(page.getByText(/Aufruf/)).toHaveCount(0);
  const team = page.getByRole("region", { name: language.messages["article.people"] });
  await expect(team.getByRole("link")).toHaveText(deal!.people.map((person) => person.name));
  const first = deal!.people[0]!;
  await expect(team.getByRole("link", { name: first.name })).toHaveAttribute("href", slugAddress("person", language.locale, first.slug));
  await team.getByRole("link", { name: first.name }).click();
  await expect(page).toHaveURL(endingAt(slugAddress("person", language.locale, first.slug)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
});
