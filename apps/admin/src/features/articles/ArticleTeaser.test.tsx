// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyArticle, ArticleRevision, RevisionEntry } from "@lawfirm/contract";
import { KindPublication } from "../../ui/publishing/KindPublication.tsx";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { folderVersion } from "../../ui/testing/contractFixtures.ts";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import { NewsEditPage } from "./ArticleEditPage.tsx";
import { PUBLISHED_ARTICLE } from "./articleFixtures.ts";
import { articleKeys, articleKinds, type ArticleKind } from "./articleKinds.ts";
import { useArticlePublishing } from "./useArticlePublishing.ts";

// The teaser, one of the contract's declared text fields (ARTICLE_TEXT_FIELDS), in the article
// editor: a counted text area under the title, sent per version, named among a draft's changes
// and compared in History, all derived from its declaration.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TEASER = "Das Jahr in Zahlen:\nUmsatz und Mandate.";

const german: AnyArticle = {
  ...PUBLISHED_ARTICLE,
  teaser: TEASER,
  cataId: 31,
  catalogName: "Pressemitteilungen",
  isLink: 0,
  contentUrl: null,
  note: null,
};

const folder = folderVersion(31, 3, "de_DE", "Pressemitteilungen");

/** The news editor of the German item above; a save answers the versions sent over it. */
async function showEditor() {
  const answers = answerByPath({
    "/api/common/language": [{ langCode: "de_DE", langName: "Deutsch" }],
    "/api/admin/latest-news/5": [german],
    "/api/admin/catalog de_DE": [folder],
  });
  const calls = stubApi((call) =>
    call.method === "PUT" ? (call.body as object[]).map((version) => ({ ...german, ...version, draft: null })) : answers(call),
  );
  await renderInBackOffice([page("/news/edit", <NewsEditPage />)], "/news/edit?no=5", signedInAs("editor"));
  const teaser = await screen.findByLabelText("Teaser");
  await waitFor(() => expect(teaser).toHaveProperty("value", TEASER));
  const sent = async () => {
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT").length).toBeGreaterThan(0));
    const bodies = calls.filter((call) => call.method === "PUT").map((call) => call.body as Record<string, unknown>[]);
    return bodies.at(-1)![0]!;
  };
  return { teaser: teaser as HTMLTextAreaElement, sent, user: userEvent.setup({ delay: null }) };
}

describe("an article's teaser in the editor", { timeout: 30_000 }, () => {
  it("is a counted text area under the title, holding the version's teaser", async () => {
    const { teaser } = await showEditor();
    expect(teaser.tagName).toBe("TEXTAREA");
    expect(teaser.getAttribute("maxlength")).toBe("300");
    const title = screen.getByLabelText("Title");
    expect(title.compareDocumentPosition(teaser) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(`${TEASER.length} / 300`)).toBeTruthy();
  });

  it("sends the edited teaser with the version, and null once emptied", async () => {
    const { teaser, sent, user } = await showEditor();
    await user.clear(teaser);
    await user.type(teaser, "Kurz und bündig");
    await user.click(screen.getByRole("button", { name: /Save/ }));
    expect(await sent()).toMatchObject({ id: 12, lang: "de_DE", teaser: "Kurz und bündig" });

    await user.clear(teaser);
    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(async () => expect(await sent()).toMatchObject({ id: 12, teaser: null }));
  });
});

/** The publishing stack of the German version `version` of `kind`, as the editor shows it. */
function Publication({ kind, version }: { kind: ArticleKind; version: AnyArticle }) {
  const publishing = useArticlePublishing(kind);
  return (
    <KindPublication
      kind={publishing("de_DE")}
      queryKey={articleKeys.all(kind)}
      itemTag={undefined}
      version={version}
      languageName="Deutsch"
      unsaved={false}
      onChanged={vi.fn()}
      onFieldsReplaced={vi.fn()}
    />
  );
}

const revisionEntry = (id: number, savedAt: string): RevisionEntry => ({
  id,
  versionId: 12,
  lang: "de_DE",
  action: "save",
  state: "draft",
  publishAt: null,
  unpublishAt: null,
  savedAt,
  operatorName: "Anna Weber",
});

const fields = (teaser: string | null): ArticleRevision["fields"] => ({
  title: "Jahresbericht",
  teaser,
  content: "<p>Zahlen</p>",
  coverUrl: "/favicon.svg",
  coverAlt: null,
  cataId: null,
  isLink: null,
  contentUrl: null,
  note: null,
  personIds: [],
  people: [],
  proFieldIds: [],
  proFields: [],
});

describe("an article's teaser in publishing", { timeout: 30_000 }, () => {
  it("is named among a draft's changes", async () => {
    const withDraft: AnyArticle = {
      ...PUBLISHED_ARTICLE,
      teaser: TEASER,
      draft: { ...fields("Neu gefasst"), savedAt: "2026-02-02T09:30:00.000Z", operatorName: "Anna Weber" },
    };
    // The panel reads the version's reviews (decision 0052): none here.
    const kind: ArticleKind = { ...articleKinds.honor, reviews: async () => [] };
    await renderInBackOffice([page("/", <Publication kind={kind} version={withDraft} />)], "/", signedInAs("editor"));
    expect(await screen.findByText("Unpublished changes")).toBeTruthy();
    expect(screen.getByText(/Changed: Teaser\.$/)).toBeTruthy();
  });

  it("is compared in History, the old and the new teaser shown", async () => {
    const entries = [revisionEntry(2, "2026-02-02T09:30:00.000Z"), revisionEntry(1, "2026-02-01T09:30:00.000Z")];
    const revisions: Record<number, ArticleRevision> = {
      1: { ...entries[1]!, fields: fields(null) },
      2: { ...entries[0]!, fields: fields("Das Jahr in Zahlen") },
    };
    const kind: ArticleKind = {
      ...articleKinds.honor,
      revisions: vi.fn(async () => entries),
      revision: vi.fn(async (id: number) => revisions[id]!),
      reviews: vi.fn(async () => []),
    };
    await renderInBackOffice([page("/", <Publication kind={kind} version={PUBLISHED_ARTICLE} />)], "/", signedInAs("editor"));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "History" }));
    const drawer = await screen.findByRole("dialog", { name: "History of the Deutsch version" });
    await user.click(await within(drawer).findByRole("checkbox", { name: /^Compare the revision of Feb 2, 2026/ }));
    await user.click(within(drawer).getByRole("checkbox", { name: /^Compare the revision of Feb 1, 2026/ }));
    const comparison = await within(drawer).findByRole("region", { name: "Comparison of two revisions" });
    expect(within(comparison).getByText("Teaser")).toBeTruthy();
    expect(Array.from(comparison.querySelectorAll("del, ins"), (mark) => `${mark.tagName}:${mark.textContent}`)).toEqual([
      "DEL:(empty)",
      "INS:Das Jahr in Zahlen",
    ]);
  });
});
