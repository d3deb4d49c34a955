// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageMetaOf, type PersonFields, type PersonVersion, type PublishBody } from "@lawfirm/contract";
import { loadStartCatalog } from "../../i18n/catalogLoader.ts";
import { page, renderInBackOffice, signedInAs } from "../testing/renderInBackOffice.tsx";
import { PublicationPanel, withDraftFields, type DraftField } from "./PublicationPanel.tsx";

// The shared publication panel as the people editor uses it (decision 0035, slice 6); the
// article editor's use is ArticlePublication.test.tsx.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const published: PersonVersion = {
  id: 31,
  no: 8,
  lang: "de_DE",
  top: 0,
  photoUrl: null,
  photoAlt: null,
  name: "Anna Weber",
  slug: "anna-weber",
  phoneNumber: null,
  email: null,
  office: 2,
  officeName: "München",
  jobIds: [4],
  jobs: [],
  proFieldIds: [],
  proFields: [],
  spokenLanguages: ["de"],
  intro: "<p>Partnerin</p>",
  customContents: [],
  specialistTitles: [],
  barAdmissions: [],
  education: [],
  memberships: [],
  publications: [],
  rankings: [],
  ...pageMetaOf({}),
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-01-10T08:00:00.000Z",
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};
const withDraft: PersonVersion = {
  ...published,
  draft: {
    savedAt: "2026-02-02T09:30:00.000Z",
    operatorName: "Jonas Schmidt",
    name: "Dr. Anna Weber",
    photoUrl: null,
    phoneNumber: "+49 89 123",
    email: null,
    office: 2,
    intro: "<p>Partnerin</p>",
    customContents: [],
    jobIds: [4],
    proFieldIds: [],
    spokenLanguages: ["de"],
  },
};
const FIELDS: readonly DraftField<PersonFields>[] = [
  ["name", "people.field.name"],
  ["office", "people.field.office"],
  ["phoneNumber", "people.field.phone"],
  ["intro", "people.field.intro"],
];

async function showPanel({
  version = withDraft,
  account = signedInAs("editor"),
  publish = vi.fn<(body: PublishBody) => Promise<PersonVersion[]>>(async () => [published]),
}: {
  version?: PersonVersion;
  account?: ReturnType<typeof signedInAs>;
  publish?: (body: PublishBody) => Promise<PersonVersion[]>;
} = {}) {
  const onChanged = vi.fn<(versions: PersonVersion[]) => void>();
  const actions = { publish, unpublish: vi.fn(async () => [published]), discardDraft: vi.fn(async () => [published]) };
  await renderInBackOffice(
    [
      page(
        "/",
        <PublicationPanel
          actions={actions}
          version={version}
          draftFields={FIELDS}
          languageName="Deutsch"
          unsaved={false}
          onChanged={onChanged}
          onFieldsReplaced={vi.fn()}
        />,
      ),
    ],
    "/",
    account,
  );
  return { onChanged, actions, user: userEvent.setup({ delay: null }) };
}

describe("the publication panel of a person version", { timeout: 20_000 }, () => {
  it("names the fields the draft changes by the person editor's labels, and publishes it", async () => {
    const publish = vi.fn(async () => [published]);
    const { onChanged, user } = await showPanel({ publish });
    expect(await screen.findByText("Published")).toBeTruthy();
    expect(screen.getByText(/Changed: Name, Phone\.$/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Publish changes" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith([published]));
    expect(publish).toHaveBeenCalledWith({ id: 31 });
  });

  it("lists the changed fields as the interface's language lists them: in Chinese with 、 and no space after the sentence before", async () => {
    await loadStartCatalog("zh_CN");
    localStorage.setItem("umi_locale", "zh_CN");
    await showPanel();
    expect(await screen.findByText(/版本。修改内容：姓名、电话。$/)).toBeTruthy();
  });

  it("shows a translator the state and the draft, with Discard but no publishing", async () => {
    await showPanel({ account: signedInAs("translator", ["de_DE"]) });
    expect(await screen.findByText("Unpublished changes")).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Discard changes"]);
  });

  it("offers Publish now for a draft, and the editor edits a draft's fields", async () => {
    await showPanel({ version: { ...published, publishState: "draft", publishAt: null } });
    expect(await screen.findByRole("button", { name: "Publish now" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unpublish" })).toBeNull();
    expect(withDraftFields(withDraft)).toMatchObject({ name: "Dr. Anna Weber", phoneNumber: "+49 89 123", publishState: "published" });
    expect(withDraftFields(published)).toBe(published);
  });

  it("offers Cancel schedule for a scheduled version, which is not on the website yet, and says it stays a draft", async () => {
    const scheduled: PersonVersion = { ...published, publishState: "scheduled", publishAt: "2099-01-01T08:00:00.000Z", draft: null };
    const { actions, user } = await showPanel({ version: scheduled });
    expect(screen.queryByRole("button", { name: "Unpublish" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Cancel schedule" }));
    await waitFor(() => expect(actions.unpublish).toHaveBeenCalledWith(31));
    expect(
      await screen.findByText("The Deutsch version's schedule is cancelled: it stays a draft and does not go on the website"),
    ).toBeTruthy();
  });

  it("offers Unpublish for a published version", async () => {
    const { actions, user } = await showPanel({ version: published });
    expect(screen.queryByRole("button", { name: "Cancel schedule" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(actions.unpublish).toHaveBeenCalledWith(31));
    expect(await screen.findByText("The Deutsch version is a draft again and no longer on the website")).toBeTruthy();
  });

  it("says of a version not saved yet that saving keeps it as a draft", async () => {
    await renderInBackOffice(
      [
        page(
          "/",
          <PublicationPanel
            actions={{ publish: vi.fn(), unpublish: vi.fn(), discardDraft: vi.fn() }}
            version={undefined}
            draftFields={FIELDS}
            languageName="Deutsch"
            unsaved
            onChanged={vi.fn()}
            onFieldsReplaced={vi.fn()}
          />,
        ),
      ],
      "/",
      signedInAs("editor"),
    );
    expect(await screen.findByText("Not saved yet: saving keeps it as a draft; publish it from here afterwards.")).toBeTruthy();
  });
});
