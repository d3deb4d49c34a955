// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyArticle, ArticleRevision, RevisionEntry } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { ArticleHistory } from "./ArticleHistory.tsx";
import { PUBLISHED_ARTICLE } from "./articleFixtures.ts";
import { articleKinds } from "./articleKinds.ts";

afterEach(cleanup);

const version: AnyArticle = {
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
  content,
  coverUrl: "/favicon.svg",
  cataId: null,
  isLink: 0,
  contentUrl: null,
  note: null,
  personIds: people.map((_, index) => index + 1),
  people: people.map((name, index) => ({ id: index + 1, no: index + 1, name, photoUrl: null, jobName: null })),
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
  const onChanged = vi.fn<(versions: AnyArticle[]) => void>();
  const onRestored = vi.fn<(version: AnyArticle) => void>();
  const kind = {
    ...articleKinds.honor,
    revisions: vi.fn(async () => listed),
    revision: vi.fn(async (id: number) => revisions[id]!),
    restoreRevision,
  };
  await renderInBackOffice(
    [
      page(
        "/",
        <ArticleHistory
          kind={kind}
          version={version}
          languageName="Deutsch"
          unsaved={unsaved}
          onChanged={onChanged}
          onRestored={onRestored}
        />,
      ),
    ],
    "/",
    account,
  );
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: "History" }));
  const drawer = await screen.findByRole("dialog", { name: "History of the Deutsch version" });
  return { onChanged, onRestored, user, drawer, kind };
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
    expect(within(comparison).getByText("Unchanged: Cover image, Picture's own alt text, Practice areas.")).toBeTruthy();
  });

  it("restores a revision after confirmation and hands the answer back to the editor", async () => {
    const restored = { ...version, draft: { ...revisions[1]!.fields, savedAt: "2026-03-01T10:00:00.000Z", operatorName: "Admin" } };
    const restoreRevision = vi.fn(async () => [restored]);
    const { drawer, user, onChanged, onRestored } = await showHistory({ restoreRevision });
    await user.click(await within(drawer).findByRole("button", { name: /^Restore the revision of Jul 10, 2026/ }));
    expect(
      await screen.findByText(
        "Restore this revision? It becomes the version's unpublished changes; the website keeps the published version until they are published.",
      ),
    ).toBeTruthy();
    expect(restoreRevision).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole("tooltip")).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
    expect(restoreRevision).toHaveBeenCalledWith(1);
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
