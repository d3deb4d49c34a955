// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageMetaOf } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { personDetail, personVersion, UNSCHEDULED } from "../../ui/testing/contractFixtures.ts";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import PracticeAreaEditPage from "./PracticeAreaEditPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fields = {
  name: "Steuerrecht",
  slug: "steuerrecht",
  introduce: "<p>Beratung in Steuerfragen</p>",
  iconUrl: "/favicon.svg",
  keyContactIds: [41],
};

const german = {
  ...fields,
  id: 9,
  no: 7,
  lang: "de_DE",
  sort: 1,
  keyContacts: [{ id: 41, no: 4, name: "Anna Weber", slug: "anna-weber", photoUrl: null, jobName: null }],
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-02-01T08:00:00.000Z",
  ...pageMetaOf({}),
  publishState: "draft",
  publishAt: null,
  unpublishAt: null,
  draft: null,
};

const entries = [
  {
    id: 22,
    versionId: 9,
    lang: "de_DE",
    action: "save",
    state: "draft",
    ...UNSCHEDULED,
    savedAt: "2026-02-01T08:00:00.000Z",
    operatorName: "Editor",
  },
  {
    id: 21,
    versionId: 9,
    lang: "de_DE",
    action: "save",
    state: "draft",
    ...UNSCHEDULED,
    savedAt: "2026-01-10T08:00:00.000Z",
    operatorName: "Editor",
  },
];
/** The first save: another introduction and name, and a key contact deleted since. */
const first = {
  ...entries[1],
  fields: { ...fields, name: "Steuern", introduce: "<p>Beratung in allen Steuerfragen</p>", keyContactIds: [43, 41] },
};

const answers = answerByPath({
  "/api/common/language": [{ langCode: "de_DE", langName: "Deutsch" }],
  "/api/admin/professionalField/item/7": [german],
  "/api/admin/professionalField/revisions": entries,
  "/api/admin/lawyerTeam/detail/41": personDetail(41, [personVersion(41, 4, "de_DE", "Anna Weber")]),
});

describe("the history of a practice area version", { timeout: 30_000 }, () => {
  it("compares two revisions (key contacts by name, one deleted since) and restores the older one in place", async () => {
    const calls = stubApi((call) => {
      if (call.path === "/api/admin/professionalField/revision") return call.query.get("id") === "21" ? first : { ...entries[0], fields };
      if (call.path === "/api/admin/lawyerTeam/detail/43") {
        return new Response(JSON.stringify({ status: 404, message: "Not found", result: null }), { status: 404 });
      }
      if (call.path === "/api/admin/professionalField/restore-revision") return [{ ...german, ...first.fields }];
      return answers(call);
    });
    await renderInBackOffice([page("/expertise/edit/:id", <PracticeAreaEditPage />)], "/expertise/edit/7", signedInAs("editor"));
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveProperty("value", "Steuerrecht"));
    await user.click(
      within(screen.getByRole("group", { name: "Publishing of the German version" })).getByRole("button", { name: "History" }),
    );
    const drawer = await screen.findByRole("dialog", { name: "History of the German version" });

    await user.click(await within(drawer).findByRole("checkbox", { name: /^Compare the revision of Feb 1, 2026/ }));
    await user.click(within(drawer).getByRole("checkbox", { name: /^Compare the revision of Jan 10, 2026/ }));
    const comparison = await within(drawer).findByRole("region", { name: "Comparison of two revisions" });
    await within(comparison).findByText("(deleted since), Anna Weber");
    expect(Array.from(comparison.querySelectorAll("del, ins"), (mark) => `${mark.tagName}:${mark.textContent}`)).toEqual([
      "DEL:Steuern",
      "INS:Steuerrecht",
      "DEL:allen",
      "DEL:(deleted since), Anna Weber",
      "INS:Anna Weber",
    ]);
    expect(within(comparison).getByText("Unchanged: Address, Icon.")).toBeTruthy();

    // A version not public: the revision replaces its fields.
    await user.click(within(drawer).getByRole("button", { name: /^Restore the revision of Jan 10, 2026/ }));
    expect(
      await screen.findByText("Restore this revision? It replaces the version's fields; the version is not on the website."),
    ).toBeTruthy();
    await user.click(within(screen.getByRole("tooltip")).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveProperty("value", "Steuern"));
    expect(calls.find((call) => call.path === "/api/admin/professionalField/restore-revision")?.body).toEqual({ id: 21 });
  });
});
