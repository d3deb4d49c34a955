// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageMetaOf, type AnyArticle } from "@lawfirm/contract";
import { NewsEditPage } from "../features/articles/ArticleEditPage.tsx";
import { PUBLISHED_ARTICLE } from "../features/articles/articleFixtures.ts";
import PersonEditPage from "../features/people/PersonEditPage.tsx";
import PracticeAreaEditPage from "../features/practice-areas/PracticeAreaEditPage.tsx";
import {
  folderVersion,
  jobVersion,
  officeVersion,
  personDetail,
  personVersion,
  practiceAreaVersion,
} from "../ui/testing/contractFixtures.ts";
import { page, renderInBackOffice, signedInAs } from "../ui/testing/renderInBackOffice.tsx";
import { answerByPath, stubApi } from "../ui/testing/stubApi.ts";

// Copy to language (decision 0035, slice 8) in the editors of the translated kinds, which are one
// editor shell (ui/editing, over ui/LanguageVersionsForm.tsx) with each kind's fields: a new English
// version is filled from the German one, its texts as they are, the items it names as the same
// items in English, those without an English version named and left out. A legal document's version, which is not a
// translated item's, is copied on its own page (features/documents/DocumentCopyLanguage.test.tsx).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LANGUAGES = [
  { langCode: "de_DE", langName: "Deutsch" },
  { langCode: "en_US", langName: "English" },
];

/** People named in German (Anna Weber, Jonas Berg); only Anna Weber has an English version (81). */
const NAMED_PEOPLE = {
  "/api/admin/lawyerTeam/detail/41": personDetail(41, [
    personVersion(41, 4, "de_DE", "Anna Weber"),
    personVersion(81, 4, "en_US", "Anna Weber"),
  ]),
  "/api/admin/lawyerTeam/detail/42": personDetail(42, [personVersion(42, 6, "de_DE", "Jonas Berg")]),
};
const namedPeople = [
  { id: 41, no: 4, name: "Anna Weber", slug: "anna-weber", photoUrl: null, jobName: null },
  { id: 42, no: 6, name: "Jonas Berg", slug: "jonas-berg", photoUrl: null, jobName: null },
];

const germanPerson = {
  ...personVersion(7, 3, "de_DE", "Dr. Anna Weber"),
  phoneNumber: "+49 89 123",
  email: "weber@kanzlei.example",
  office: 21,
  officeName: "München",
  jobIds: [31, 32],
  proFieldIds: [51],
  spokenLanguages: ["de", "en"],
  intro: "<p>Beraterin im Steuerrecht</p>",
  customContents: [{ title: "Ausbildung", content: "<p>LMU München</p>" }],
  specialistTitles: ["tax"],
  education: [{ degree: "Promotion", institution: "LMU München", year: 2008 }],
  memberships: ["Deutscher Anwaltverein"],
};

const germanPracticeArea = {
  ...practiceAreaVersion(9, 7, "de_DE", "Steuerrecht"),
  introduce: "<p>Beratung in Steuerfragen</p>",
  keyContactIds: [41, 42],
  keyContacts: namedPeople,
  ...pageMetaOf({}),
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};

const germanArticle: AnyArticle = {
  ...PUBLISHED_ARTICLE,
  teaser: "Das Jahr in Zahlen",
  content: "<p>Zahlen des Jahres</p>",
  coverAlt: "Titelbild des Jahresberichts",
  metaTitle: "Jahresbericht 2025 der Kanzlei",
  noindex: true,
  personIds: [41, 42],
  people: namedPeople,
  proFieldIds: [51, 52],
  proFields: [
    { id: 51, no: 7, name: "Steuerrecht", slug: "steuerrecht" },
    { id: 52, no: 8, name: "Erbrecht", slug: "erbrecht" },
  ],
  cataId: 31,
  catalogName: "Pressemitteilungen",
  isLink: 0,
  contentUrl: null,
  note: "Nur intern",
};

interface CopyCase {
  kind: string;
  /** The editor's route and the address of the German version's item. */
  route: string;
  address: string;
  editor: ReactNode;
  /** The German version as the server answers it; a save answers the versions sent over it. */
  german: object;
  /** The answers besides the languages. */
  answers: Record<string, unknown>;
  /** The field whose value shows the German version is loaded, and is copied. */
  copied: { label: string; value: string };
  /** Those without an English version, named after the copy. */
  missing: string;
  /** The two versions as the save sends them. */
  english: Record<string, unknown>;
  germanSent: Record<string, unknown>;
}

const CASES: CopyCase[] = [
  {
    kind: "person",
    route: "/people/edit/:id",
    address: "/people/edit/3",
    editor: <PersonEditPage />,
    german: germanPerson,
    answers: {
      "/api/admin/lawyerTeam/item/3": [germanPerson],
      "/api/admin/office de_DE": [officeVersion(21, 2, "de_DE", "München")],
      "/api/admin/office en_US": [officeVersion(22, 2, "en_US", "Munich")],
      "/api/admin/job de_DE": [jobVersion(31, 4, "de_DE", "Partnerin"), jobVersion(32, 5, "de_DE", "Fachanwältin für Steuerrecht")],
      // The specialist title has no English version.
      "/api/admin/job en_US": [jobVersion(33, 4, "en_US", "Partner")],
      "/api/admin/professionalField/lang/list de_DE": [practiceAreaVersion(51, 7, "de_DE", "Steuerrecht")],
      "/api/admin/professionalField/lang/list en_US": [practiceAreaVersion(61, 7, "en_US", "Tax law")],
    },
    copied: { label: "Name", value: "Dr. Anna Weber" },
    missing: "Fachanwältin für Steuerrecht",
    english: {
      no: 3,
      lang: "en_US",
      name: "Dr. Anna Weber",
      // Not copied: the new version's address is made from its own title (decision 0054).
      slug: "",
      intro: "<p>Beraterin im Steuerrecht</p>",
      customContents: [{ title: "Ausbildung", content: "<p>LMU München</p>" }],
      office: 22,
      jobIds: [33],
      proFieldIds: [61],
      // What the person has in every language comes with it; the photo's alt text is each language's.
      photoUrl: null,
      photoAlt: null,
      phoneNumber: "+49 89 123",
      email: "weber@kanzlei.example",
      spokenLanguages: ["de", "en"],
      specialistTitles: ["tax"],
      // The profile's lists come as they are, to be translated (decision 0068).
      barAdmissions: [],
      education: [{ degree: "Promotion", institution: "LMU München", year: 2008 }],
      memberships: ["Deutscher Anwaltverein"],
      publications: [],
      rankings: [],
      // The search-engine and sharing fields are each language's own: not copied (decision 0055).
      ...pageMetaOf({}),
    },
    germanSent: { id: 7, jobIds: [31, 32] },
  },
  {
    kind: "practice area",
    route: "/expertise/edit/:id",
    address: "/expertise/edit/7",
    editor: <PracticeAreaEditPage />,
    german: germanPracticeArea,
    answers: { "/api/admin/professionalField/item/7": [germanPracticeArea], ...NAMED_PEOPLE },
    copied: { label: "Name", value: "Steuerrecht" },
    missing: "Jonas Berg",
    english: {
      no: 7,
      lang: "en_US",
      name: "Steuerrecht",
      // Not copied: the new version's address is made from its own title (decision 0054).
      slug: "",
      introduce: "<p>Beratung in Steuerfragen</p>",
      iconUrl: null,
      keyContactIds: [81],
      // The search-engine and sharing fields are each language's own: not copied (decision 0055).
      ...pageMetaOf({}),
    },
    germanSent: { id: 9, keyContactIds: [41, 42] },
  },
  {
    kind: "news item",
    route: "/news/edit",
    address: "/news/edit?no=5",
    editor: <NewsEditPage />,
    german: germanArticle,
    answers: {
      "/api/admin/latest-news/5": [germanArticle],
      "/api/admin/professionalField/lang/list de_DE": [
        practiceAreaVersion(51, 7, "de_DE", "Steuerrecht"),
        practiceAreaVersion(52, 8, "de_DE", "Erbrecht"),
      ],
      // Inheritance law has no English version.
      "/api/admin/professionalField/lang/list en_US": [practiceAreaVersion(61, 7, "en_US", "Tax law")],
      "/api/admin/catalog de_DE": [folderVersion(31, 3, "de_DE", "Pressemitteilungen")],
      "/api/admin/catalog en_US": [folderVersion(71, 3, "en_US", "Press releases")],
      ...NAMED_PEOPLE,
    },
    copied: { label: "Title", value: "Jahresbericht" },
    missing: "Jonas Berg, Erbrecht",
    english: {
      no: 5,
      lang: "en_US",
      title: "Jahresbericht",
      // Not copied: the new version's address is made from its own title (decision 0054).
      slug: "",
      teaser: "Das Jahr in Zahlen",
      coverUrl: "/favicon.svg",
      // The cover's own alt text is each language's: not copied.
      coverAlt: null,
      content: "<p>Zahlen des Jahres</p>",
      cataId: 71,
      // The item's clients named (none here): the same list in every version (decision 0066).
      clientsNamed: [],
      isLink: 0,
      note: "Nur intern",
      contentUrl: null,
      personIds: [81],
      proFieldIds: [61],
      // The search-engine and sharing fields are each language's own: not copied (decision 0055).
      ...pageMetaOf({}),
    },
    germanSent: { id: 12, coverAlt: "Titelbild des Jahresberichts", personIds: [41, 42] },
  },
];

// The person editor is the largest form (its profile's lists, decision 0068): on a busy machine its copy takes over a minute.
describe("copying a version to another language in the translated kinds' editors", { timeout: 120_000 }, () => {
  it.each(CASES)("fills a new English $kind version from the German one, maps what it names, and names those left out", async (copy) => {
    const answers = answerByPath({ "/api/common/language": LANGUAGES, ...copy.answers });
    const calls = stubApi((call) =>
      call.method === "PUT"
        ? (call.body as object[]).map((version, index) => ({ ...copy.german, ...version, id: index === 0 ? 100 : 101 }))
        : answers(call),
    );
    await renderInBackOffice([page(copy.route, copy.editor)], copy.address, signedInAs("editor"));
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getAllByLabelText(copy.copied.label)[0]).toHaveProperty("value", copy.copied.value));
    // A saved version offers no copy.
    expect(screen.queryByRole("button", { name: /Copy from/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: /Add language/ }));
    await user.click(await screen.findByRole("menuitem", { name: "English" }));
    await user.click(await screen.findByRole("button", { name: /Copy from…/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Copy from German" }));
    const confirm = await screen.findByRole("dialog");
    expect(within(confirm).getAllByText("Replace the fields of this version with those of the German version?").length).toBeGreaterThan(0);
    await user.click(within(confirm).getByRole("button", { name: "Copy from German" }));

    expect(await screen.findByText("Copied from German: translate the texts, then save.")).toBeTruthy();
    expect(await screen.findByText(new RegExp(`^Not copied, since they have no English version: ${copy.missing}\\.`))).toBeTruthy();
    expect(screen.getAllByLabelText(copy.copied.label)[1]).toHaveProperty("value", copy.copied.value);

    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    const sent = calls.find((call) => call.method === "PUT")!.body as Record<string, unknown>[];
    expect(sent.find((version) => version.lang === "en_US")).toEqual(copy.english);
    // The copy is a new version of the same item; the German one goes back as it was.
    expect(sent.find((version) => version.lang === "de_DE")).toMatchObject(copy.germanSent);
  });
});
