// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { personEndpoints, type PersonFields, type TranslationSource as Source } from "@lawfirm/contract";
import { publishingApi } from "../../lib/publishingApi.ts";
import { page, renderInBackOffice, signedInAs } from "../testing/renderInBackOffice.tsx";
import { stubApi } from "../testing/stubApi.ts";
import { TranslationNotice, TranslationSource } from "./TranslationPanel.tsx";
import type { HistoryField } from "./VersionHistory.tsx";

// The out-of-date notice in a version's tab and the source beside a translation (decision 0057).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = publishingApi(personEndpoints);
const BEHIND = {
  id: 32,
  lang: "en_US",
  behind: [
    {
      sourceLang: "de_DE",
      sourceId: 31,
      fields: ["name", "intro"],
      since: "2026-02-02T09:00:00.000Z",
      changedAt: "2026-02-02T09:30:00.000Z",
    },
  ],
};

const fields = (name: string, intro: string): PersonFields => ({
  name,
  slug: "anna-weber",
  photoUrl: null,
  photoAlt: null,
  phoneNumber: "+49 89 1",
  email: null,
  office: 1,
  intro,
  customContents: [],
  jobIds: [],
  proFieldIds: [],
  spokenLanguages: [],
});

function notice(onCompare = vi.fn(), account = signedInAs("administrator")) {
  return renderInBackOffice(
    [
      page(
        "/",
        <TranslationNotice
          api={api}
          kind="person"
          queryKey={["people"]}
          versionId={32}
          lang="en_US"
          otherLangs={["de_DE", "zh_CN"]}
          comparing={undefined}
          onCompare={onCompare}
        />,
      ),
    ],
    "/",
    account,
  );
}

describe("the out-of-date notice", { timeout: 30_000 }, () => {
  it("names the language and the fields that changed there, and compares with it or with any other version", async () => {
    stubApi(() => null, { translations: () => BEHIND });
    const onCompare = vi.fn();
    await notice(onCompare);
    expect(await screen.findByText("Out of date with the German version")).toBeTruthy();
    expect(
      screen.getByText(/Changed there since this version was last brought up to date: Name, Biography \(last change Feb 2, 2026/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Compare with German" }));
    expect(onCompare).toHaveBeenCalledWith("de_DE");
    // The language it is not behind is offered on its own.
    await userEvent.click(screen.getByRole("button", { name: "Compare with Chinese" }));
    expect(onCompare).toHaveBeenCalledWith("zh_CN");
  });

  it("marks the version up to date, and the notice goes", async () => {
    const calls = stubApi((call) => (call.path.endsWith("/up-to-date") ? { ...BEHIND, behind: [] } : null), { translations: () => BEHIND });
    await notice();
    await userEvent.click(await screen.findByRole("button", { name: "Mark as up to date" }));
    await waitFor(() => expect(screen.queryByText("Out of date with the German version")).toBeNull());
    expect(calls.find((call) => call.path === "/api/admin/lawyerTeam/up-to-date")?.body).toEqual({ id: 32 });
    expect(await screen.findByRole("button", { name: "Compare with German" })).toBeTruthy();
  });

  it("offers no Mark as up to date to a translator of other languages", async () => {
    stubApi(() => null, { translations: () => BEHIND });
    await notice(vi.fn(), signedInAs("translator", ["zh_CN"]));
    expect(await screen.findByText("Out of date with the German version")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as up to date" })).toBeNull();
  });
});

const HISTORY_FIELDS: HistoryField<PersonFields>[] = [
  { label: "people.field.name", kind: "text", field: "name" },
  { label: "people.field.phone", kind: "text", field: "phoneNumber" },
  { label: "people.field.intro", kind: "richText", field: "intro" },
];

describe("the source beside a translation", { timeout: 30_000 }, () => {
  it("shows the source's own fields read-only, the changed ones marked with their words struck through and underlined", async () => {
    const answer: Source<PersonFields> = {
      id: 31,
      lang: "de_DE",
      fields: fields("Dr. Anna Weber", "<p>Partnerin seit 2020</p>"),
      baseline: fields("Anna Weber", "<p>Partnerin seit 2020</p>"),
      changed: ["name"],
      changedAt: "2026-02-02T09:30:00.000Z",
    };
    const calls = stubApi(() => answer);
    await renderInBackOffice(
      [
        page(
          "/",
          <TranslationSource api={api} kind="person" queryKey={["people"]} versionId={32} source="de_DE" fields={HISTORY_FIELDS} />,
        ),
      ],
      "/",
    );
    const section = await screen.findByRole("region", { name: "German version (read-only)" });
    expect(calls[0]?.query.get("source")).toBe("de_DE");
    const changed = section.querySelectorAll("[data-changed]");
    expect(changed).toHaveLength(1);
    expect(within(changed[0] as HTMLElement).getByText("Changed")).toBeTruthy();
    expect(within(changed[0] as HTMLElement).getByText("Dr.").tagName).toBe("INS");
    expect(within(section).getByText("Partnerin seit 2020")).toBeTruthy();
    // The phone number is every version's: a translation does not follow it.
    expect(within(section).queryByText("+49 89 1")).toBeNull();
    expect(section.getAttribute("lang")).toBe("de-DE");
  });
});
