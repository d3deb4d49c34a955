// @vitest-environment happy-dom
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bannerEndpoints,
  personEndpoints,
  type BannerFields,
  type BannerVersion,
  type PersonFields,
  type PersonVersion,
  type VersionReview,
} from "@lawfirm/contract";
import { publishingApi } from "../../lib/publishingApi.ts";
import { bannerVersion, personVersion, savedRevision, versionReview } from "../testing/contractFixtures.ts";
import { page, renderInBackOffice, signedInAs } from "../testing/renderInBackOffice.tsx";
import { stubApi } from "../testing/stubApi.ts";
import { KindPublication, type PublishingKind } from "./KindPublication.tsx";
import { revisionsKey, type HistoryVersion } from "./VersionHistory.tsx";

// The publishing stack every publishable kind's editor shows, over the kind's derived calls: what
// each change does after the server answered it.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const published = personVersion(31, 8, "de_DE", "Anna Weber");
const {
  savedAt: _savedAt,
  operatorName: _operatorName,
  ...draftFields
} = {
  ...published,
  savedAt: "",
  operatorName: null,
  name: "Dr. Anna Weber",
};
const withDraft: PersonVersion = {
  ...published,
  draft: { ...draftFields, savedAt: "2026-02-02T09:30:00.000Z", operatorName: "Jonas Schmidt" },
};
const entry = savedRevision(41, 31, "de_DE", "2026-01-10T08:00:00.000Z");

const people: PublishingKind<PersonVersion, PersonFields> = {
  api: publishingApi(personEndpoints),
  preview: { kind: "person" },
  draftFields: [["name", "people.field.name"]],
  historyFields: [{ label: "people.field.name", kind: "text", field: "name" }],
};

/** Renders the stack of `version`; answers the editor's callbacks, the query client and the calls made. */
/** Where the stack's kind caches its queries, as the editor's shell gives it. */
const QUERY_KEY = ["kind"];
/** The item's edit tag as the editor holds it: every change is sent with it. */
const ITEM_TAG = '"0123456789abcdef"';

async function showStack<V extends HistoryVersion, F>(
  kind: PublishingKind<V, F>,
  version: V,
  answer: (path: string) => unknown,
  reviews: VersionReview[] = [],
) {
  const calls = stubApi((call) => answer(call.path), { reviews: () => reviews });
  const onChanged = vi.fn<(versions: V[]) => void>();
  const onFieldsReplaced = vi.fn<(version: V) => void>();
  let queryClient: QueryClient | undefined;
  function ClientProbe() {
    queryClient = useQueryClient();
    return null;
  }
  await renderInBackOffice(
    [
      page(
        "/",
        <>
          <ClientProbe />
          <KindPublication
            kind={kind}
            queryKey={QUERY_KEY}
            itemTag={ITEM_TAG}
            version={version}
            languageName="Deutsch"
            unsaved={false}
            onChanged={onChanged}
            onFieldsReplaced={onFieldsReplaced}
          />
        </>,
      ),
    ],
    "/",
    signedInAs("editor"),
  );
  // The version's History was read before: a change makes it stale.
  queryClient!.setQueryData(revisionsKey(QUERY_KEY, version.id), [entry]);
  const revisionsStale = () => queryClient!.getQueryState(revisionsKey(QUERY_KEY, version.id))?.isInvalidated;
  return { calls, onChanged, onFieldsReplaced, revisionsStale, user: userEvent.setup({ delay: null }) };
}

describe("the publishing stack of a version in an editor", { timeout: 30_000 }, () => {
  it("publishes the changes: the call, the message, the answer taken in, the history refreshed", async () => {
    const { calls, onChanged, onFieldsReplaced, revisionsStale, user } = await showStack(people, withDraft, () => [published]);
    await user.click(await screen.findByRole("button", { name: "Publish changes" }));
    expect(await screen.findByText("The Deutsch version's changes are on the website now")).toBeTruthy();
    expect(onChanged).toHaveBeenCalledWith([published]);
    expect(onFieldsReplaced).not.toHaveBeenCalled();
    expect(revisionsStale()).toBe(true);
    expect(calls.map((call) => [call.path, call.body, call.ifMatch])).toEqual([["/api/admin/lawyerTeam/publish", { id: 31 }, ITEM_TAG]]);
  });

  it("unpublishes: the message, the answer taken in, the history refreshed", async () => {
    const draft = { ...published, publishState: "draft" as const, publishAt: null };
    const { calls, onChanged, revisionsStale, user } = await showStack(people, published, () => [draft]);
    await user.click(await screen.findByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText("The Deutsch version is a draft again and no longer on the website")).toBeTruthy();
    expect(onChanged).toHaveBeenCalledWith([draft]);
    expect(revisionsStale()).toBe(true);
    expect(calls.map((call) => [call.path, call.ifMatch])).toEqual([["/api/admin/lawyerTeam/unpublish", ITEM_TAG]]);
  });

  it("discards the changes: the stored fields shown again, the message, the history refreshed", async () => {
    const { onChanged, onFieldsReplaced, revisionsStale, user } = await showStack(people, withDraft, () => [published]);
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    const confirm = await screen.findAllByRole("button", { name: "Discard changes" });
    await user.click(confirm[confirm.length - 1]!);
    expect(await screen.findByText("The Deutsch version's unpublished changes are discarded")).toBeTruthy();
    expect(onChanged).toHaveBeenCalledWith([published]);
    expect(onFieldsReplaced).toHaveBeenCalledWith(published);
    expect(revisionsStale()).toBe(true);
  });

  it("restores a revision from the history: the restored fields shown, the message, the history refreshed", async () => {
    const { calls, onChanged, onFieldsReplaced, user } = await showStack(people, published, (path) =>
      path.endsWith("/revisions") ? [entry] : [withDraft],
    );
    await user.click(await screen.findByRole("button", { name: "History" }));
    const drawer = await screen.findByRole("dialog", { name: "History of the Deutsch version" });
    await user.click(await within(drawer).findByRole("button", { name: /^Restore the revision of Jan 10, 2026/ }));
    await user.click(within(await screen.findByRole("tooltip")).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText(/^The revision of Jan 10, 2026, .+ is restored in the Deutsch version$/)).toBeTruthy();
    expect(onChanged).toHaveBeenCalledWith([withDraft]);
    expect(onFieldsReplaced).toHaveBeenCalledWith(withDraft);
    // The drawer was open: the history is read again at once.
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith("/revisions"))).toHaveLength(2));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/api/admin/lawyerTeam/restore-revision",
      body: { id: 41 },
      ifMatch: ITEM_TAG,
    });
  });

  it("shows the version's newest review from its approval links on the panel, saying when it is about an earlier state", async () => {
    const changes: VersionReview = {
      ...versionReview(3, 31, "changesRequested", "2026-02-03T09:14:00.000Z"),
      comment: "Bitte den Titel ergänzen.\nUnd das Foto tauschen.",
      reviewerName: "Dr. Anna Weber",
      current: false,
    };
    await showStack(people, withDraft, () => [published], [changes]);
    const review = await screen.findByRole("region", { name: "Reviews from approval links" });
    expect(within(review).getByText("Changes requested")).toBeTruthy();
    expect(within(review).getByText("Changes requested by Dr. Anna Weber on Feb 3, 2026, 10:14 AM (Europe/Berlin):")).toBeTruthy();
    expect(within(review).getByText("About an earlier state")).toBeTruthy();
    expect(review.textContent).toContain("Bitte den Titel ergänzen.\nUnd das Foto tauschen.");
    // The panel's other actions are still the editor's: a review publishes nothing.
    expect(screen.getByRole("button", { name: "Publish changes" })).toBeTruthy();
  });

  it("shows an approval without a name as the link's, and none at all for a version without reviews", async () => {
    const approval = versionReview(4, 31, "approved", "2026-02-04T08:00:00.000Z");
    await showStack(people, published, () => [published], [approval]);
    const review = await screen.findByRole("region", { name: "Reviews from approval links" });
    expect(within(review).getByText("Approved through the approval link on Feb 4, 2026, 9:00 AM (Europe/Berlin)")).toBeTruthy();
    expect(within(review).queryByText("About an earlier state")).toBeNull();
    cleanup();
    await showStack(people, published, () => [published]);
    await screen.findByRole("button", { name: "Unpublish" });
    expect(screen.queryByRole("region", { name: "Reviews from approval links" })).toBeNull();
  });

  it("lists the reviews in the History among the revisions, each beside the state it reviewed", async () => {
    const older = savedRevision(40, 31, "de_DE", "2026-01-05T08:00:00.000Z");
    const newer = savedRevision(42, 31, "de_DE", "2026-01-20T08:00:00.000Z");
    const review = (id: number, decision: VersionReview["decision"], reviewedAt: string): VersionReview => ({
      ...versionReview(id, 31, decision, reviewedAt),
      comment: decision === "approved" ? null : "Kürzer, bitte.",
      reviewerName: "Dr. Weber",
      current: decision === "approved",
    });
    const reviews = [review(6, "approved", "2026-01-21T08:00:00.000Z"), review(5, "changesRequested", "2026-01-06T08:00:00.000Z")];
    const { user } = await showStack(people, published, (path) => (path.endsWith("/revisions") ? [newer, older] : [published]), reviews);
    await user.click(await screen.findByRole("button", { name: "History" }));
    const drawer = await screen.findByRole("dialog", { name: "History of the Deutsch version" });
    const list = await within(drawer).findByRole("list", { name: "Revisions and reviews, newest first" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(4));
    const lines = within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(lines[0]).toMatch(/^ApprovedApproved by Dr\. Weber on Jan 21, 2026/);
    expect(lines[1]).toMatch(/^Jan 20, 2026/);
    expect(lines[2]).toMatch(/^Changes requestedChanges requested by Dr\. Weber on Jan 6, 2026.*About an earlier stateKürzer, bitte\.$/);
    expect(lines[3]).toMatch(/^Jan 5, 2026/);
    // Only revisions can be compared and restored.
    expect(within(list).getAllByRole("checkbox")).toHaveLength(2);
  });

  it("previews a version in the language its draft will be published in", async () => {
    const banners: PublishingKind<BannerVersion, BannerFields> = {
      api: publishingApi(bannerEndpoints, { single: true }),
      preview: { kind: "banner" },
      draftFields: [["lang", "common.language"]],
      historyFields: [{ label: "common.language", kind: "text", field: "lang" }],
    };
    const english = bannerVersion(12, "en_US", "Clarity");
    const movedToGerman: BannerVersion = {
      ...english,
      draft: {
        lang: "de_DE",
        imgPath: english.imgPath,
        title: "Klarheit",
        subTitle: "",
        linkUrl: null,
        savedAt: "2026-02-02T09:30:00.000Z",
        operatorName: null,
      },
    };
    await showStack(banners, movedToGerman, () => null);
    expect((await screen.findByRole("link", { name: "Preview" })).getAttribute("href")).toBe("/preview/de/home?banner=12");
    expect(screen.getByText(/Changed: Language\.$/)).toBeTruthy();
  });
});
