// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyArticle, CatalogNode } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { personDetail, personVersion, practiceAreaVersion } from "../../ui/testing/contractFixtures.ts";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import { PUBLISHED_ARTICLE } from "./articleFixtures.ts";
import { NewsEditPage } from "./ArticleEditPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const german: AnyArticle = {
  ...PUBLISHED_ARTICLE,
  content: "<p>Zahlen des Jahres</p>",
  personIds: [41, 42],
  people: [
    { id: 41, no: 4, name: "Anna Weber", photoUrl: null, jobName: null },
    { id: 42, no: 6, name: "Jonas Berg", photoUrl: null, jobName: null },
  ],
  proFieldIds: [51, 52],
  proFields: [
    { id: 51, no: 7, name: "Steuerrecht" },
    { id: 52, no: 8, name: "Erbrecht" },
  ],
  cataId: 31,
  catalogName: "Pressemitteilungen",
  isLink: 0,
  contentUrl: null,
  note: "Nur intern",
};

const folder = (id: number, no: number, lang: string, name: string): CatalogNode => ({
  id,
  no,
  lang,
  name,
  type: 0,
  parentId: 0,
  sort: 1,
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-01-10T08:00:00.000Z",
  childrenList: [],
});

const answers = answerByPath({
  "/api/common/language": [
    { langCode: "de_DE", langName: "Deutsch" },
    { langCode: "en_US", langName: "English" },
  ],
  "/api/admin/latest-news/5": [german],
  "/api/admin/professionalField/lang/list de_DE": [
    practiceAreaVersion(51, 7, "de_DE", "Steuerrecht"),
    practiceAreaVersion(52, 8, "de_DE", "Erbrecht"),
  ],
  // Inheritance law has no English version.
  "/api/admin/professionalField/lang/list en_US": [practiceAreaVersion(61, 7, "en_US", "Tax law")],
  "/api/admin/catalog de_DE": [folder(31, 3, "de_DE", "Pressemitteilungen")],
  "/api/admin/catalog en_US": [folder(71, 3, "en_US", "Press releases")],
  "/api/admin/lawyerTeam/detail/41": personDetail(41, [
    personVersion(41, 4, "de_DE", "Anna Weber"),
    personVersion(81, 4, "en_US", "Anna Weber"),
  ]),
  // Jonas Berg has no English version.
  "/api/admin/lawyerTeam/detail/42": personDetail(42, [personVersion(42, 6, "de_DE", "Jonas Berg")]),
});

/** The server: what `answers` names; a save answers the versions sent. Answers the saves' bodies. */
function stubServer() {
  const calls = stubApi((call) =>
    call.method === "PUT"
      ? (call.body as AnyArticle[]).map((version, index) => ({ ...german, ...version, id: index === 0 ? 12 : 13 }))
      : answers(call),
  );
  return () => calls.filter((call) => call.method === "PUT").map((call) => call.body as Record<string, unknown>[]);
}

describe("copying a version to another language in the article editor", { timeout: 30_000 }, () => {
  it("fills a new English version from the German one, maps its folder, people and practice areas, and names those left out", async () => {
    const saves = stubServer();
    await renderInBackOffice([page("/news/edit", <NewsEditPage />)], "/news/edit?no=5", signedInAs("editor"));
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getAllByLabelText("Title")[0]).toHaveProperty("value", "Jahresbericht"));
    // A saved version offers no copy.
    expect(screen.queryByRole("button", { name: /Copy from/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: /Add language/ }));
    await user.click(await screen.findByRole("menuitem", { name: "English" }));
    await user.click(await screen.findByRole("button", { name: /Copy from…/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Copy from Deutsch" }));
    const confirm = await screen.findByRole("dialog");
    expect(within(confirm).getAllByText("Replace the fields of this version with those of the Deutsch version?").length).toBeGreaterThan(0);
    await user.click(within(confirm).getByRole("button", { name: "Copy from Deutsch" }));

    expect(await screen.findByText("Copied from Deutsch: translate the texts, then save.")).toBeTruthy();
    expect(await screen.findByText(/^Not copied, since they have no English version: Jonas Berg, Erbrecht\. Every version/)).toBeTruthy();
    expect(screen.getAllByLabelText("Title")[1]).toHaveProperty("value", "Jahresbericht");

    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const english = saves()[0]!.find((version) => version.lang === "en_US");
    expect(english).toEqual({
      no: 5,
      lang: "en_US",
      title: "Jahresbericht",
      coverUrl: "/favicon.svg",
      content: "<p>Zahlen des Jahres</p>",
      cataId: 71,
      isLink: 0,
      note: "Nur intern",
      contentUrl: null,
      personIds: [81],
      proFieldIds: [61],
    });
    // The copy is a new version of the same item; the German one goes back as it was.
    expect(saves()[0]!.find((version) => version.lang === "de_DE")).toMatchObject({
      id: 12,
      personIds: [41, 42],
    });
  });
});
