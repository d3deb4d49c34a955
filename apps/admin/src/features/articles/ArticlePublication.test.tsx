// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { articleTextFieldsOf, type AnyArticle, type ArticleRevision, type PublishBody, type RevisionEntry } from "@lawfirm/contract";
import { KindPublication } from "../../ui/publishing/KindPublication.tsx";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { PUBLISHED_ARTICLE } from "./articleFixtures.ts";
import { articleKeys, articleKinds, type ArticleKind } from "./articleKinds.ts";
import { useArticlePublishing } from "./useArticlePublishing.ts";
import { typeSiteTime } from "../../ui/testing/siteTimeInput.ts";

// The publishing stack of a version in the article editor, as ArticleEditPage shows it: its
// publication panel, its History and its preview, over its kind's calls (replaced here).

afterEach(cleanup);

/** The stack of the German version `version` of `kind`, as the editor shows it. */
function ArticlePublication({
  kind,
  ...props
}: {
  kind: ArticleKind;
  version: AnyArticle | undefined;
  unsaved: boolean;
  onChanged: (versions: AnyArticle[]) => void;
  onFieldsReplaced: (version: AnyArticle) => void;
}) {
  const publishing = useArticlePublishing(kind);
  return (
    <KindPublication kind={publishing("de_DE")} queryKey={articleKeys.all(kind)} itemTag={ITEM_TAG} languageName="Deutsch" {...props} />
  );
}

/** The item's edit tag as the editor holds it: every change is sent with it. */
const ITEM_TAG = '"5a5a5a5a5a5a5a5a"';

const published = PUBLISHED_ARTICLE;
const withDraft: AnyArticle = {
  ...published,
  draft: {
    savedAt: "2026-02-02T09:30:00.000Z",
    operatorName: "Anna Weber",
    title: "Jahresbericht 2026",
    ...articleTextFieldsOf({}),
    content: "<p>Zahlen</p>",
    coverUrl: "/favicon.svg",
    cataId: null,
    isLink: null,
    contentUrl: null,
    note: null,
    personIds: [3],
    people: [],
    proFieldIds: [],
    proFields: [],
  },
};
const scheduled: AnyArticle = { ...published, publishState: "scheduled", publishAt: "2099-07-01T07:00:00.000Z" };

/**
 * Renders the stack of `version` (the published news version unless given) of `kind` (news unless
 * given) whose calls are `calls`; answers the editor's callbacks.
 */
async function showStack({
  kind = articleKinds.news,
  calls = {},
  version = PUBLISHED_ARTICLE,
  unsaved = false,
  account = signedInAs("editor"),
}: {
  kind?: ArticleKind;
  calls?: Partial<ArticleKind>;
  version?: AnyArticle | "not saved";
  unsaved?: boolean;
  account?: ReturnType<typeof signedInAs>;
}) {
  const onChanged = vi.fn<(versions: AnyArticle[]) => void>();
  const onFieldsReplaced = vi.fn<(version: AnyArticle) => void>();
  await renderInBackOffice(
    [
      page(
        "/",
        <ArticlePublication
          kind={{ ...kind, reviews: async () => [], ...calls }}
          version={version === "not saved" ? undefined : version}
          unsaved={unsaved}
          onChanged={onChanged}
          onFieldsReplaced={onFieldsReplaced}
        />,
      ),
    ],
    "/",
    account,
  );
  return { onChanged, onFieldsReplaced, user: userEvent.setup({ delay: null }) };
}

/** Renders the publication of `version` with the given publishing calls. */
function showPublication({
  publish = vi.fn<(body: PublishBody) => Promise<AnyArticle[]>>(),
  unpublish = vi.fn<(id: number) => Promise<AnyArticle[]>>(),
  discardDraft = vi.fn<(id: number) => Promise<AnyArticle[]>>(),
  ...options
}: {
  version?: AnyArticle | "not saved";
  unsaved?: boolean;
  account?: ReturnType<typeof signedInAs>;
  publish?: (body: PublishBody) => Promise<AnyArticle[]>;
  unpublish?: (id: number) => Promise<AnyArticle[]>;
  discardDraft?: (id: number) => Promise<AnyArticle[]>;
} = {}) {
  return showStack({ ...options, calls: { publish, unpublish, discardDraft } });
}

describe("the publication of a version in the article editor", { timeout: 20_000 }, () => {
  it("shows a translator the state and the time in Berlin time, without publishing buttons", async () => {
    await showPublication({ version: scheduled, account: signedInAs("translator", ["de_DE"]) });
    expect(await screen.findByText("Scheduled")).toBeTruthy();
    expect(screen.getByText(/^On the website from Jul 1, 2099, 9:00\sAM \(Europe\/Berlin\)$/)).toBeTruthy();
    // The history and the approval link are everyone's.
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["History", "Copy approval link"]);
  });

  it("has no buttons for a version not saved yet", async () => {
    await showPublication({ version: "not saved" });
    expect(await screen.findByText("Not saved yet: saving keeps it as a draft; publish it from here afterwards.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("waits while the form has unsaved changes", async () => {
    await showPublication({ unsaved: true });
    expect((await screen.findByRole("button", { name: "Unpublish" })).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Schedule…" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Save your changes first: publishing takes the saved version.")).toBeTruthy();
  });

  it("unpublishes a published version and takes in the server's answer", async () => {
    const answer = [{ ...published, publishState: "draft" as const, publishAt: null }];
    const unpublish = vi.fn(async () => answer);
    const { onChanged, user } = await showPublication({ unpublish });
    expect(screen.queryByRole("button", { name: "Publish now" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(answer));
    expect(unpublish).toHaveBeenCalledWith(12, ITEM_TAG);
    expect(await screen.findByText("The Deutsch version is a draft again and no longer on the website")).toBeTruthy();
  });

  it("schedules at a Berlin time, sent in UTC, and refuses an end before the start", async () => {
    const publish = vi.fn(async () => [scheduled]);
    const { onChanged, user } = await showPublication({ publish });
    await user.click(await screen.findByRole("button", { name: "Schedule…" }));
    const publishAt = await screen.findByLabelText("Publish at");
    await typeSiteTime(user, publishAt, "2099-01-15 09:00");
    await typeSiteTime(user, screen.getByLabelText("Unpublish at"), "2099-01-15 08:00");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Must come after the publishing time")).toBeTruthy();
    expect(publish).not.toHaveBeenCalled();

    await typeSiteTime(user, screen.getByLabelText("Unpublish at"), "");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith([scheduled]));
    expect(publish).toHaveBeenCalledWith({ id: 12, publishAt: "2099-01-15T08:00:00.000Z", unpublishAt: null }, ITEM_TAG);
  });

  it("shows a published version's draft: who saved it when, what it changes; Publish changes publishes it", async () => {
    const publish = vi.fn(async () => [published]);
    const { onChanged, user } = await showPublication({ version: withDraft, publish });
    expect(await screen.findByText("Unpublished changes")).toBeTruthy();
    expect(
      screen.getByText(
        /^Saved Feb 2, 2026, 10:30\sAM \(Europe\/Berlin\) by Anna Weber; the website still shows the published version\. Changed: Title, People named\.$/,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Publish changes" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith([published]));
    expect(publish).toHaveBeenCalledWith({ id: 12 }, ITEM_TAG);
    expect(await screen.findByText("The Deutsch version's changes are on the website now")).toBeTruthy();
  });

  it("discards a draft after asking, and shows the public fields again", async () => {
    const discardDraft = vi.fn(async () => [published]);
    const { onFieldsReplaced, user } = await showPublication({
      version: withDraft,
      discardDraft,
      account: signedInAs("translator", ["de_DE"]),
    });
    // A translator may drop an edit (it changes nothing public) but not publish it.
    expect(screen.queryByRole("button", { name: "Publish changes" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(discardDraft).not.toHaveBeenCalled();
    const confirm = await screen.findAllByRole("button", { name: "Discard changes" });
    await user.click(confirm[confirm.length - 1]!);
    await waitFor(() => expect(onFieldsReplaced).toHaveBeenCalledWith(published));
    expect(discardDraft).toHaveBeenCalledWith(12, ITEM_TAG);
  });
});

const historyVersion: AnyArticle = {
  ...PUBLISHED_ARTICLE,
  title: "Jahresbericht 2026",
  content: "<p>Die Kanzlei berät große Unternehmen.</p>",
  updateTime: "2026-02-02T09:30:00.000Z",
};

const entries: RevisionEntry[] = [
  {
    id: 3,
    versionId: 12,
    lang: "de_DE",
    action: "publish",
    state: "published",
    publishAt: "2026-02-02T09:30:00.000Z",
    unpublishAt: null,
    savedAt: "2026-02-02T09:30:00.000Z",
    operatorName: "Anna Weber",
  },
  {
    id: 2,
    versionId: 12,
    lang: "de_DE",
    action: "saveDraft",
    state: "published",
    publishAt: "2026-01-10T08:00:00.000Z",
    unpublishAt: null,
    savedAt: "2026-02-01T15:00:00.000Z",
    operatorName: "Anna Weber",
  },
  {
    id: 1,
    versionId: 12,
    lang: "de_DE",
    action: "save",
    state: "draft",
    publishAt: null,
    unpublishAt: null,
    savedAt: "2026-07-10T06:05:00.000Z",
    operatorName: null,
  },
];

const fieldsOf = (title: string, content: string, people: string[]): ArticleRevision["fields"] => ({
  title,
  ...articleTextFieldsOf({}),
  content,
  coverUrl: "/favicon.svg",
  cataId: null,
  isLink: 0,
  contentUrl: null,
  note: null,
  personIds: people.map((_, index) => index + 1),
  people: people.map((name, index) => ({ id: index + 1, no: index + 1, name, slug: `person-${index + 1}`, photoUrl: null, jobName: null })),
  proFieldIds: [],
  proFields: [],
});
const revisions: Record<number, ArticleRevision> = {
  1: { ...entries[2]!, fields: fieldsOf("Jahresbericht", "<p>Die Kanzlei berät Unternehmen &amp; Banken in München.</p>", []) },
  3: { ...entries[0]!, fields: fieldsOf("Jahresbericht 2026", "<p>Die Kanzlei berät große Unternehmen in München.</p>", ["Anna Weber"]) },
};

/** Renders the history button of the version; honors have no folder, so no folder list is fetched. */
async function showHistory({
  account = signedInAs("editor"),
  unsaved = false,
  restoreRevision = vi.fn<(id: number) => Promise<AnyArticle[]>>(),
  listed = entries,
}: {
  account?: ReturnType<typeof signedInAs>;
  unsaved?: boolean;
  restoreRevision?: (id: number) => Promise<AnyArticle[]>;
  listed?: RevisionEntry[];
} = {}) {
  const calls = {
    revisions: vi.fn(async () => listed),
    revision: vi.fn(async (id: number) => revisions[id]!),
    restoreRevision,
  };
  const shown = await showStack({ kind: articleKinds.honor, calls, version: historyVersion, unsaved, account });
  await shown.user.click(await screen.findByRole("button", { name: "History" }));
  const drawer = await screen.findByRole("dialog", { name: "History of the Deutsch version" });
  return { ...shown, drawer, kind: calls };
}

describe("the revision history of a version in the article editor", { timeout: 20_000 }, () => {
  it("lists the revisions newest first with Berlin time, account, what was done and the state after it", async () => {
    const { drawer, kind } = await showHistory();
    const rows = await within(drawer).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent?.replace(/\s/g, " "))).toEqual([
      "Feb 2, 2026, 10:30 AM (Europe/Berlin)Publishedby Anna WeberPublishedRestore",
      // The draft is not what is published: its tag names the public state with its changes.
      "Feb 1, 2026, 4:00 PM (Europe/Berlin)Draft savedby Anna WeberPublished · unpublished changesRestore",
      // Summer time: two hours ahead of UTC; an account deleted since.
      "Jul 10, 2026, 8:05 AM (Europe/Berlin)Savedby a deleted accountDraftRestore",
    ]);
    expect(kind.revisions).toHaveBeenCalledWith(12, expect.anything());
  });

  it("names a schedule by its time, live since then once it came, and the demo content's saves without an account", async () => {
    const schedule = (id: number, publishAt: string, savedAt: string): RevisionEntry => ({
      ...entries[0]!,
      id,
      state: "scheduled",
      publishAt,
      savedAt,
    });
    const { drawer } = await showHistory({
      listed: [
        schedule(4, "2099-03-01T09:00:00.000Z", "2026-02-02T10:00:00.000Z"),
        schedule(3, "2026-02-02T12:00:00.000Z", "2026-02-02T09:30:00.000Z"),
        { ...entries[2]!, id: 1, state: "draft", operatorName: "" },
      ],
    });
    const rows = await within(drawer).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent?.replace(/\s/g, " "))).toEqual([
      "Feb 2, 2026, 11:00 AM (Europe/Berlin)Scheduled for Mar 1, 2099, 10:00 AM (Europe/Berlin)by Anna WeberScheduledRestore",
      // Rescheduled (above) before its time came: it never went live at that time.
      "Feb 2, 2026, 10:30 AM (Europe/Berlin)Scheduled for Feb 2, 2026, 1:00 PM (Europe/Berlin)by Anna WeberScheduledRestore",
      "Jul 10, 2026, 8:05 AM (Europe/Berlin)SavedDraftRestore",
    ]);
  });

  it("says a schedule whose time has come went live then", async () => {
    const { drawer } = await showHistory({
      listed: [{ ...entries[0]!, state: "scheduled", publishAt: "2026-02-02T12:00:00.000Z" }, entries[1]!],
    });
    const rows = await within(drawer).findAllByRole("listitem");
    expect(rows[0]!.textContent).toContain("Scheduled for Feb 2, 2026, 1:00 PM (Europe/Berlin) — live since then");
  });

  it("compares two ticked revisions field by field, the rich text as a diff of its words", async () => {
    const { drawer, user } = await showHistory();
    await user.click(await within(drawer).findByRole("checkbox", { name: /^Compare the revision of Feb 2, 2026/ }));
    expect(within(drawer).queryByRole("region", { name: "Comparison of two revisions" })).toBeNull();
    await user.click(within(drawer).getByRole("checkbox", { name: /^Compare the revision of Jul 10, 2026/ }));
    // At most two: the third waits.
    expect(
      within(drawer)
        .getByRole("checkbox", { name: /^Compare the revision of Feb 1, 2026/ })
        .hasAttribute("disabled"),
    ).toBe(true);

    const comparison = await within(drawer).findByRole("region", { name: "Comparison of two revisions" });
    // The older revision first, whichever was ticked first.
    expect(within(comparison).getByRole("heading").textContent).toMatch(/^From Jul 10, 2026.+ to Feb 2, 2026/);
    expect(comparison.querySelector("dl del")?.textContent).toBe("Jahresbericht");
    expect(comparison.querySelector("dl ins")?.textContent).toBe("Jahresbericht 2026");
    expect(Array.from(comparison.querySelectorAll("del, ins"), (mark) => `${mark.tagName}:${mark.textContent}`)).toEqual([
      "DEL:Jahresbericht",
      "INS:Jahresbericht 2026",
      "INS:große",
      "DEL:& Banken",
      "DEL:(empty)",
      "INS:Anna Weber",
    ]);
    expect(within(comparison).getByText("Unchanged: Cover image.")).toBeTruthy();
  });

  it("restores a revision after confirmation and hands the answer back to the editor", async () => {
    const restored = { ...historyVersion, draft: { ...revisions[1]!.fields, savedAt: "2026-03-01T10:00:00.000Z", operatorName: "Admin" } };
    const restoreRevision = vi.fn(async () => [restored]);
    const { drawer, user, onChanged, onFieldsReplaced } = await showHistory({ restoreRevision });
    await user.click(await within(drawer).findByRole("button", { name: /^Restore the revision of Jul 10, 2026/ }));
    expect(
      await screen.findByText(
        "Restore this revision? It becomes the version's unpublished changes; the website keeps the published version until they are published.",
      ),
    ).toBeTruthy();
    expect(restoreRevision).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole("tooltip")).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(onFieldsReplaced).toHaveBeenCalledWith(restored));
    expect(restoreRevision).toHaveBeenCalledWith(1, ITEM_TAG);
    expect(onChanged).toHaveBeenCalledWith([restored]);
    expect(await screen.findByText(/^The revision of Jul 10, 2026, .+ is restored in the Deutsch version$/)).toBeTruthy();
  });

  it("lets a translator read another language's history without restoring, and waits for unsaved changes", async () => {
    const { drawer } = await showHistory({ account: signedInAs("translator", ["en_US"]) });
    expect(await within(drawer).findAllByRole("listitem")).toHaveLength(3);
    expect(within(drawer).queryByRole("button", { name: /^Restore/ })).toBeNull();
    cleanup();

    const own = await showHistory({ account: signedInAs("translator", ["de_DE"]), unsaved: true });
    const buttons = await within(own.drawer).findAllByRole("button", { name: /^Restore the revision/ });
    expect(buttons.every((button) => button.hasAttribute("disabled"))).toBe(true);
    expect(within(own.drawer).getByText("Save your changes first: a restore replaces the form's fields.")).toBeTruthy();
  });
});
