// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobVersion, officeVersion, personDetail, personVersion, practiceAreaVersion } from "../../ui/testing/contractFixtures.ts";
import { addLanguageCopiedFrom } from "../../ui/testing/copyLanguage.ts";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import PersonEditPage from "./PersonEditPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const german = {
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
};

const answers = answerByPath({
  "/api/common/language": [
    { langCode: "de_DE", langName: "Deutsch" },
    { langCode: "en_US", langName: "English" },
  ],
  "/api/admin/lawyerTeam/detail/7": personDetail(7, [german]),
  "/api/admin/office de_DE": [officeVersion(21, 2, "de_DE", "München")],
  "/api/admin/office en_US": [officeVersion(22, 2, "en_US", "Munich")],
  "/api/admin/job de_DE": [jobVersion(31, 4, "de_DE", "Partnerin"), jobVersion(32, 5, "de_DE", "Fachanwältin für Steuerrecht")],
  // The specialist title has no English version.
  "/api/admin/job en_US": [jobVersion(33, 4, "en_US", "Partner")],
  "/api/admin/professionalField/lang/list de_DE": [practiceAreaVersion(51, 7, "de_DE", "Steuerrecht")],
  "/api/admin/professionalField/lang/list en_US": [practiceAreaVersion(61, 7, "en_US", "Tax law")],
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
