// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addLanguageCopiedFrom } from "../../ui/testing/copyLanguage.ts";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import PersonEditPage from "./PersonEditPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const german = {
  id: 7,
  no: 3,
  lang: "de_DE",
  top: 0,
  photoUrl: null,
  name: "Dr. Anna Weber",
  phoneNumber: "+49 89 123",
  email: "weber@kanzlei.example",
  office: 21,
  officeName: "München",
  jobIds: [31, 32],
  jobs: [],
  proFieldIds: [51],
  proFields: [],
  spokenLanguages: ["de", "en"],
  intro: "<p>Beraterin im Steuerrecht</p>",
  customContents: [{ title: "Ausbildung", content: "<p>LMU München</p>" }],
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-01-10T08:00:00.000Z",
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};

const answers = answerByPath({
  "/api/common/language": [
    { langCode: "de_DE", langName: "Deutsch" },
    { langCode: "en_US", langName: "English" },
  ],
  "/api/admin/lawyerTeam/detail/7": { ...german, versions: [german] },
  "/api/admin/office de_DE": [{ id: 21, no: 2, lang: "de_DE", name: "München" }],
  "/api/admin/office en_US": [{ id: 22, no: 2, lang: "en_US", name: "Munich" }],
  "/api/admin/job de_DE": [
    { id: 31, no: 4, lang: "de_DE", name: "Partnerin" },
    { id: 32, no: 5, lang: "de_DE", name: "Fachanwältin für Steuerrecht" },
  ],
  // The specialist title has no English version.
  "/api/admin/job en_US": [{ id: 33, no: 4, lang: "en_US", name: "Partner" }],
  "/api/admin/professionalField/lang/list de_DE": [{ id: 51, no: 7, lang: "de_DE", name: "Steuerrecht" }],
  "/api/admin/professionalField/lang/list en_US": [{ id: 61, no: 7, lang: "en_US", name: "Tax law" }],
});

/** The server: what `answers` names; a save answers the versions sent. Answers the saves' bodies. */
function stubServer() {
  const calls = stubApi((call) =>
    call.method === "PUT"
      ? (call.body as Record<string, unknown>[]).map((version, index) => ({ ...german, ...version, id: index === 0 ? 7 : 8 }))
      : answers(call),
  );
  return () => calls.filter((call) => call.method === "PUT").map((call) => call.body as Record<string, unknown>[]);
}

describe("copying a person's version to another language", { timeout: 30_000 }, () => {
  it("copies the name, introduction and sections, maps office, job titles and practice areas, and names a title left out", async () => {
    const saves = stubServer();
    await renderInBackOffice([page("/people/edit/:id", <PersonEditPage />)], "/people/edit/7", signedInAs("editor"));
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getAllByLabelText("Name")[0]).toHaveProperty("value", "Dr. Anna Weber"));

    await addLanguageCopiedFrom(user, "English", "Deutsch");
    expect(await screen.findByText(/^Not copied, since they have no English version: Fachanwältin für Steuerrecht\./)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.find((version) => version.lang === "en_US")).toMatchObject({
      no: 3,
      name: "Dr. Anna Weber",
      intro: "<p>Beraterin im Steuerrecht</p>",
      customContents: [{ title: "Ausbildung", content: "<p>LMU München</p>" }],
      office: 22,
      jobIds: [33],
      proFieldIds: [61],
      // What the person has in every language comes with it.
      email: "weber@kanzlei.example",
      spokenLanguages: ["de", "en"],
    });
  });
});
