// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyArticle, PublishBody } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { ArticlePublication } from "./ArticlePublication.tsx";
import { PUBLISHED_ARTICLE } from "./articleFixtures.ts";
import { articleKinds } from "./articleKinds.ts";

afterEach(cleanup);

const published = PUBLISHED_ARTICLE;
const withDraft: AnyArticle = {
  ...published,
  draft: {
    savedAt: "2026-02-02T09:30:00.000Z",
    operatorName: "Anna Weber",
    title: "Jahresbericht 2026",
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

/** Renders the publication of `version` (the published one unless given). */
async function showPublication({
  version,
  unsaved = false,
  account = signedInAs("editor"),
  publish = vi.fn<(body: PublishBody) => Promise<AnyArticle[]>>(),
  unpublish = vi.fn<(id: number) => Promise<AnyArticle[]>>(),
  discardDraft = vi.fn<(id: number) => Promise<AnyArticle[]>>(),
}: {
  version?: AnyArticle | "not saved";
  unsaved?: boolean;
  account?: ReturnType<typeof signedInAs>;
  publish?: (body: PublishBody) => Promise<AnyArticle[]>;
  unpublish?: (id: number) => Promise<AnyArticle[]>;
  discardDraft?: (id: number) => Promise<AnyArticle[]>;
} = {}) {
  const onChanged = vi.fn<(versions: AnyArticle[]) => void>();
  const onFieldsReplaced = vi.fn<(version: AnyArticle) => void>();
  const kind = { ...articleKinds.news, publish, unpublish, discardDraft };
  await renderInBackOffice(
    [
      page(
        "/",
        <ArticlePublication
          kind={kind}
          version={version === "not saved" ? undefined : (version ?? published)}
          languageName="Deutsch"
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

describe("the publication of a version in the article editor", { timeout: 20_000 }, () => {
  it("shows a translator the state and the time in Berlin time, without publishing buttons", async () => {
    await showPublication({ version: scheduled, account: signedInAs("translator", ["de_DE"]) });
    expect(await screen.findByText("Scheduled")).toBeTruthy();
    expect(screen.getByText(/^On the website from Jul 1, 2099, 9:00\sAM \(Europe\/Berlin\)$/)).toBeTruthy();
    // The history is everyone's to read.
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["History"]);
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
    expect(unpublish).toHaveBeenCalledWith(12);
    expect(await screen.findByText("The Deutsch version is a draft again and no longer on the website")).toBeTruthy();
  });

  it("schedules at a Berlin time, sent in UTC, and refuses an end before the start", async () => {
    const publish = vi.fn(async () => [scheduled]);
    const { onChanged, user } = await showPublication({ publish });
    await user.click(await screen.findByRole("button", { name: "Schedule…" }));
    const publishAt = await screen.findByLabelText("Publish at");
    await user.type(publishAt, "2099-01-15T09:00");
    await user.type(screen.getByLabelText("Unpublish at"), "2099-01-15T08:00");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Must come after the publishing time")).toBeTruthy();
    expect(publish).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Unpublish at"));
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith([scheduled]));
    expect(publish).toHaveBeenCalledWith({ id: 12, publishAt: "2099-01-15T08:00:00.000Z", unpublishAt: null });
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
    expect(publish).toHaveBeenCalledWith({ id: 12 });
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
    expect(discardDraft).toHaveBeenCalledWith(12);
  });
});
