// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageMetaOf, type Account } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { jobVersion, officeVersion, practiceAreaVersion } from "../../ui/testing/contractFixtures.ts";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import PersonEditPage from "./PersonEditPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fields = {
  name: "Dr. Anna Weber",
  slug: "dr-anna-weber",
  photoUrl: null,
  phoneNumber: "+49 89 123",
  email: "weber@kanzlei.example",
  office: 21,
  intro: "<p>Sie berät Familienunternehmen im Steuerrecht.</p>",
  customContents: [{ title: "Ausbildung", content: "<p>LMU München</p>" }],
  jobIds: [31],
  proFieldIds: [51],
  spokenLanguages: ["de", "en"],
  specialistTitles: ["tax"],
  barAdmissions: [{ jurisdiction: "Deutschland", year: 2010 }],
  education: [],
  memberships: [],
  publications: [],
  rankings: [],
};

const german = {
  ...fields,
  id: 7,
  no: 3,
  lang: "de_DE",
  top: 0,
  officeName: "München",
  photoAlt: null,
  jobs: [],
  proFields: [],
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-03-02T08:00:00.000Z",
  ...pageMetaOf({}),
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};

const entries = [
  {
    id: 12,
    versionId: 7,
    lang: "de_DE",
    action: "publish",
    state: "published",
    publishAt: "2026-03-02T08:00:00.000Z",
    unpublishAt: null,
    savedAt: "2026-03-02T08:00:00.000Z",
    operatorName: "Editor",
  },
  {
    id: 11,
    versionId: 7,
    lang: "de_DE",
    action: "save",
    state: "draft",
    publishAt: null,
    unpublishAt: null,
    savedAt: "2026-01-10T08:00:00.000Z",
    operatorName: null,
  },
];

/** The first revision: another name, a shorter biography, another job title (one deleted since). */
const first = {
  ...entries[1],
  fields: { ...fields, name: "Anna Weber", intro: "<p>Sie berät Unternehmen im Steuerrecht.</p>", jobIds: [31, 39] },
};
const latest = { ...entries[0], fields };

/** The version after the first revision's restore: it is the published version's unpublished changes. */
const restored = {
  ...german,
  draft: { ...first.fields, savedAt: "2026-03-05T10:00:00.000Z", operatorName: "The editor" },
};

const answers = answerByPath({
  "/api/common/language": [
    { langCode: "de_DE", langName: "Deutsch" },
    { langCode: "en_US", langName: "English" },
  ],
  "/api/admin/lawyerTeam/item/3": [german],
  "/api/admin/office de_DE": [officeVersion(21, 2, "de_DE", "München")],
  "/api/admin/job de_DE": [jobVersion(31, 4, "de_DE", "Partnerin")],
  "/api/admin/professionalField/lang/list de_DE": [practiceAreaVersion(51, 7, "de_DE", "Steuerrecht")],
  "/api/admin/lawyerTeam/revisions": entries,
});

/** The server: `answers`, the two revisions, and Restore answering the restored version. */
async function openPersonHistory(account: Account = signedInAs("editor")) {
  const calls = stubApi((call) => {
    if (call.path === "/api/admin/lawyerTeam/revision") return call.query.get("id") === "11" ? first : latest;
    if (call.path === "/api/admin/lawyerTeam/restore-revision") return [restored];
    return answers(call);
  });
  await renderInBackOffice([page("/people/edit/:id", <PersonEditPage />)], "/people/edit/3", account);
  const user = userEvent.setup({ delay: null });
  await waitFor(() => expect(screen.getAllByLabelText("Name")[0]).toHaveProperty("value", "Dr. Anna Weber"));
  const panel = screen.getByRole("group", { name: "Publishing of the German version" });
  await user.click(within(panel).getByRole("button", { name: "History" }));
  const drawer = await screen.findByRole("dialog", { name: "History of the German version" });
  return { calls, user, drawer };
}

describe("the history of a person version", { timeout: 30_000 }, () => {
  it("lists the version's revisions and compares two: the name's old and new value, the biography as a word diff, job titles by name", async () => {
    const { calls, user, drawer } = await openPersonHistory();
    const rows = await within(drawer).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent?.replace(/\s/g, " "))).toEqual([
      "Mar 2, 2026, 9:00 AM (Europe/Berlin)Publishedby EditorPublishedRestore",
      "Jan 10, 2026, 9:00 AM (Europe/Berlin)Savedby a deleted accountDraftRestore",
    ]);
    expect(calls.find((call) => call.path === "/api/admin/lawyerTeam/revisions")?.query.get("id")).toBe("7");

    await user.click(within(drawer).getByRole("checkbox", { name: /^Compare the revision of Mar 2, 2026/ }));
    await user.click(within(drawer).getByRole("checkbox", { name: /^Compare the revision of Jan 10, 2026/ }));
    const comparison = await within(drawer).findByRole("region", { name: "Comparison of two revisions" });
    expect(within(comparison).getByRole("heading").textContent).toMatch(/^From Jan 10, 2026.+ to Mar 2, 2026/);
    // The job title deleted since is named as such.
    await within(comparison).findByText("Partnerin, (deleted since)");
    expect(Array.from(comparison.querySelectorAll("del, ins"), (mark) => `${mark.tagName}:${mark.textContent}`)).toEqual([
      "DEL:Anna Weber",
      "INS:Dr. Anna Weber",
      "DEL:Unternehmen",
      "INS:Familienunternehmen",
      "DEL:Partnerin, (deleted since)",
      "INS:Partnerin",
    ]);
    expect(
      within(comparison).getByText(
        "Unchanged: Address, Phone, Email, Office, More sections, Practice areas, Languages spoken, Specialist titles (Fachanwalt), Bar admissions.",
      ),
    ).toBeTruthy();
  });

  it("restores a revision after confirmation: its fields in the form, the answer's versions taken in as unpublished changes", async () => {
    const { calls, user, drawer } = await openPersonHistory();
    await user.click(await within(drawer).findByRole("button", { name: /^Restore the revision of Jan 10, 2026/ }));
    await user.click(within(await screen.findByRole("tooltip")).getByRole("button", { name: "Restore" }));

    await waitFor(() => expect(screen.getAllByLabelText("Name")[0]).toHaveProperty("value", "Anna Weber"));
    expect(calls.find((call) => call.path === "/api/admin/lawyerTeam/restore-revision")?.body).toEqual({ id: 11 });
    expect(await screen.findByText(/^The revision of Jan 10, 2026, .+ is restored in the German version$/)).toBeTruthy();
    const panel = screen.getByRole("group", { name: "Publishing of the German version" });
    expect(within(panel).getByText("Unpublished changes")).toBeTruthy();
    // In the order History compares them (the contract's declaration, PERSON_FIELDS).
    expect(within(panel).getByText(/Changed: Name, Biography, Job titles\.$/)).toBeTruthy();
    // The restored fields are what the server holds: nothing is left to save.
    expect(screen.queryByText("Save your changes first: a restore replaces the form's fields.")).toBeNull();
  });

  it("lets a translator without the version's language read the history but not restore it", async () => {
    const { drawer } = await openPersonHistory(signedInAs("translator", ["en_US"]));
    expect(await within(drawer).findAllByRole("listitem")).toHaveLength(2);
    expect(within(drawer).queryByRole("button", { name: /^Restore/ })).toBeNull();
    // The tab is shown for reference only, its history is not: two revisions can be compared.
    const boxes = within(drawer).getAllByRole("checkbox");
    expect(boxes.map((box) => box.hasAttribute("disabled"))).toEqual([false, false]);
  });
});
