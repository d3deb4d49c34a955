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
} from "@lawfirm/contract";
import { publishingApi } from "../../lib/publishingApi.ts";
import { bannerVersion, personVersion, savedRevision } from "../testing/contractFixtures.ts";
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

async function showStack<V extends HistoryVersion, F>(kind: PublishingKind<V, F>, version: V, answer: (path: string) => unknown) {
  const calls = stubApi((call) => answer(call.path));
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
