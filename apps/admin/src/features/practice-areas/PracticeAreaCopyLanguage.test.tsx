// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addLanguageCopiedFrom } from "../../ui/testing/copyLanguage.ts";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { personDetail, personVersion } from "../../ui/testing/contractFixtures.ts";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import PracticeAreaEditPage from "./PracticeAreaEditPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const german = {
  id: 9,
  no: 7,
  lang: "de_DE",
  name: "Steuerrecht",
  introduce: "<p>Beratung in Steuerfragen</p>",
  iconUrl: null,
  sort: 1,
  keyContactIds: [41, 42],
  keyContacts: [
    { id: 41, no: 4, name: "Anna Weber", photoUrl: null, jobName: null },
    { id: 42, no: 6, name: "Jonas Berg", photoUrl: null, jobName: null },
  ],
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
  "/api/admin/professionalField/detail/9": { ...german, versions: [german] },
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
      ? (call.body as Record<string, unknown>[]).map((version, index) => ({ ...german, ...version, id: index === 0 ? 9 : 10 }))
      : answers(call),
  );
  return () => calls.filter((call) => call.method === "PUT").map((call) => call.body as Record<string, unknown>[]);
}

describe("copying a practice area's version to another language", { timeout: 30_000 }, () => {
  it("copies the name and introduction, maps the key contacts, and names one left out", async () => {
    const saves = stubServer();
    await renderInBackOffice([page("/expertise/edit/:id", <PracticeAreaEditPage />)], "/expertise/edit/9", signedInAs("editor"));
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getAllByLabelText("Name")[0]).toHaveProperty("value", "Steuerrecht"));

    await addLanguageCopiedFrom(user, "English", "Deutsch");
    expect(await screen.findByText(/^Not copied, since they have no English version: Jonas Berg\./)).toBeTruthy();
    expect(screen.getAllByLabelText("Name")[1]).toHaveProperty("value", "Steuerrecht");

    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.find((version) => version.lang === "en_US")).toMatchObject({
      no: 7,
      name: "Steuerrecht",
      introduce: "<p>Beratung in Steuerfragen</p>",
      keyContactIds: [81],
    });
  });
});
