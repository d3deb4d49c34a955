// @vitest-environment happy-dom
import { useEffect } from "react";
import { useParams } from "react-router";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Input } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Account,
  editTagOf,
  pageMetaOf,
  practiceAreaEndpoints,
  type EditPresence,
  type PracticeAreaVersion,
  type PracticeAreaVersionInput,
} from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { publishingApi } from "../../lib/publishingApi.ts";
import { versionResolver } from "../fieldErrors.ts";
import { kindDraftFields, kindHistoryFields } from "../publishing/kindFields.ts";
import { withDraftFields } from "../publishing/PublicationPanel.tsx";
import { revisionsKey } from "../publishing/VersionHistory.tsx";
import { page, renderInBackOffice, signedInAs } from "../testing/renderInBackOffice.tsx";
import { answerByPath, stubApi, type StubbedCall } from "../testing/stubApi.ts";
import { KindEditorForm, KindEditPage } from "./KindEditor.tsx";
import { createdDetailKey, numberedItemKind, useKindEditor, type EditedItem } from "./useKindEditor.ts";

// The editor shell over a kind the contract declares (practice areas' calls), with inputs of its
// own: a name per version and, above the tabs, the icon's address, which every version shares.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface AreaValues {
  iconUrl?: string | null;
  versions: Record<string, { name?: string }>;
}

function toFormValues(stored: readonly PracticeAreaVersion[]): AreaValues {
  const versions = stored.map(withDraftFields);
  return {
    iconUrl: versions.find((version) => version.iconUrl)?.iconUrl ?? null,
    versions: Object.fromEntries(versions.map((version) => [version.lang, { name: version.name }])),
  };
}

const AREA = numberedItemKind<PracticeAreaVersion>(
  "/areas",
  "expertise.notFound",
  { all: ["areas"], item: (no) => ["areas", "item", no] },
  { item: (no, signal) => inlineErrorApi.call(practiceAreaEndpoints.item, { params: { no } }, { signal }) },
);

function AreaEditor({ item }: { item: EditedItem<PracticeAreaVersion[], PracticeAreaVersion> }) {
  const editor = useKindEditor(item, {
    publishing: () => ({
      api: publishingApi(practiceAreaEndpoints),
      preview: { kind: "practiceArea" },
      draftFields: kindDraftFields("practiceArea"),
      historyFields: kindHistoryFields("practiceArea", {
        keyContactIds: { names: async () => new Map() },
      }),
    }),
    toFormValues,
    toBody: (values, version): PracticeAreaVersionInput => ({
      ...version,
      name: values.versions[version.lang]?.name ?? "",
      introduce: "",
      iconUrl: values.iconUrl ?? null,
      keyContactIds: [],
    }),
    create: (body) => inlineErrorApi.call(practiceAreaEndpoints.create, { query: { saveAs: "draft" }, body }),
    update: (body, ifMatch) => inlineErrorApi.call(practiceAreaEndpoints.update, { query: { saveAs: "draft" }, body }, { ifMatch }),
    createdMessage: "expertise.created",
    editPathOf: (created) => `/areas/${created.no}`,
    resolveErrors: (bodyLangs) => versionResolver(bodyLangs, ["name"]),
    replacedWithVersion: ["iconUrl"],
  });
  return (
    <KindEditorForm
      editor={editor}
      newVersions={{
        added: (lang, from) => ({ name: from ? `(${lang})` : "" }),
        copied: (source) => ({ values: { name: source.name ?? "" }, missing: ["Erbrecht"] }),
        follow: async () => ["Jonas Berg"],
      }}
      fields={(lang, { field }) => (
        <Form.Item name={field("name")} label={`Name (${lang})`}>
          <Input />
        </Form.Item>
      )}
    >
      <Form.Item name="iconUrl" label="Icon">
        <Input />
      </Form.Item>
    </KindEditorForm>
  );
}

/** Hands the page's query client to the test, to look into the cache. */
function CacheProbe({ onClient }: { onClient: (client: QueryClient) => void }) {
  const client = useQueryClient();
  useEffect(() => {
    onClient(client);
  }, [client, onClient]);
  return null;
}

function AreaPage() {
  const id = Number(useParams().id) || undefined;
  return (
    <KindEditPage kind={AREA} itemId={id} newTitle="expertise.new">
      {(item) => <AreaEditor item={item} />}
    </KindEditPage>
  );
}

const PUBLISHED = "2026-01-10T08:00:00.000Z";

function version(id: number, lang: string, name: string, more: Partial<PracticeAreaVersion> = {}): PracticeAreaVersion {
  return {
    id,
    no: 7,
    lang,
    name,
    slug: `area-${id}`,
    introduce: "",
    iconUrl: "/favicon.svg",
    sort: 1,
    keyContactIds: [],
    keyContacts: [],
    ...pageMetaOf({}),
    createTime: PUBLISHED,
    updateTime: PUBLISHED,
    publishState: "published",
    publishAt: PUBLISHED,
    unpublishAt: null,
    draft: null,
    ...more,
  };
}

const german = version(9, "de_DE", "Steuerrecht");
const english = version(10, "en_US", "Tax law");

const LANGUAGES = [
  { langCode: "de_DE", langName: "Deutsch" },
  { langCode: "en_US", langName: "English" },
];

/** Opens the shell at `address` over a server whose other answers are `answer`'s; answers its calls and its query client. */
async function openEditor(
  address: string,
  answer: (call: StubbedCall) => unknown,
  presence?: (call: StubbedCall) => unknown,
  account?: Account,
) {
  const calls = stubApi((call) => (call.path === "/api/common/language" ? LANGUAGES : answer(call)), { presence });
  let client: QueryClient | undefined;
  const router = await renderInBackOffice(
    [
      page(
        "/areas/:id",
        <>
          <CacheProbe onClient={(found) => (client = found)} />
          <AreaPage />
        </>,
      ),
      page("/areas", <p>List of practice areas</p>),
    ],
    address,
    account,
  );
  return { calls, router, client: () => client as QueryClient, user: userEvent.setup({ delay: null }) };
}

const nameIn = (lang: string) => screen.getByLabelText<HTMLInputElement>(`Name (${lang})`);
const publishingOf = (language: string) => screen.findByRole("group", { name: `Publishing of the ${language} version` });

/** A version's unpublished changes: its name (and icon) as given. */
function withDraft(stored: PracticeAreaVersion, fields: { name: string; iconUrl?: string }): PracticeAreaVersion {
  const draft = { name: fields.name, introduce: "", iconUrl: fields.iconUrl ?? stored.iconUrl, keyContactIds: [] };
  return { ...stored, draft: { savedAt: "2026-02-01T08:00:00.000Z", operatorName: "Editor", ...draft } };
}

const sentVersion = (stored: PracticeAreaVersion, name: string) => ({
  id: stored.id,
  no: 7,
  lang: stored.lang,
  name,
  introduce: "",
  iconUrl: "/favicon.svg",
  keyContactIds: [],
});

describe("the editor shell of a translated kind", { timeout: 60_000 }, () => {
  it("loads the item and shows each version's publication in its tab; a save sends the versions and takes the answer into the cache", async () => {
    const saved = [withDraft(german, { name: "Steuern" }), english];
    const { calls, client, user } = await openEditor("/areas/7", (call) =>
      call.method === "PUT" ? saved : answerByPath({ "/api/admin/professionalField/item/7": [german, english] })(call),
    );
    // The interface's language is open first.
    await waitFor(() => expect(nameIn("en_US").value).toBe("Tax law"));
    expect(await publishingOf("English")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: /Deutsch/ }));
    const germanPublishing = await publishingOf("German");
    expect(nameIn("de_DE").value).toBe("Steuerrecht");
    expect(within(germanPublishing).queryByText("Unpublished changes")).toBeNull();

    client().setQueryData(["areas", "list", "de_DE"], []);
    await user.clear(nameIn("de_DE"));
    await user.type(nameIn("de_DE"), "Steuern");
    await user.click(screen.getByRole("button", { name: /Save/ }));

    expect(await screen.findByText("Saved")).toBeTruthy();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.path).toBe("/api/admin/professionalField");
    expect(put?.query.get("saveAs")).toBe("draft");
    expect(put?.body).toEqual([sentVersion(german, "Steuern"), sentVersion(english, "Tax law")]);
    // Sent with the item's edit tag as read: a change made meanwhile would refuse it.
    expect(put?.ifMatch).toBe(editTagOf([german, english]));
    // The cached item holds the answer: the German version's publication shows its draft.
    expect(client().getQueryData<PracticeAreaVersion[]>(AREA.detailKey(7))).toEqual(saved);
    expect(await within(await publishingOf("German")).findByText("Unpublished changes")).toBeTruthy();
    expect(client().getQueryState(["areas", "list", "de_DE"])?.isInvalidated).toBe(true);
  });

  it("sends a save after a publication change with the item's tag as that change answered it", async () => {
    const unpublished = { ...english, publishState: "draft" as const, publishAt: null, updateTime: "2026-03-02T08:00:00.000Z" };
    const { calls, user } = await openEditor("/areas/7", (call) => {
      if (call.path.endsWith("/unpublish")) return [german, unpublished];
      if (call.method === "PUT") return [german, { ...unpublished, name: "Tax advice" }];
      return [german, english];
    });
    await user.click(await within(await publishingOf("English")).findByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText("The English version is a draft again and no longer on the website")).toBeTruthy();
    await user.clear(nameIn("en_US"));
    await user.type(nameIn("en_US"), "Tax advice");
    await user.click(screen.getByRole("button", { name: /Save/ }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    const saves = calls.filter((call) => call.method === "PUT");
    expect(saves.map((call) => [call.path, call.ifMatch])).toEqual([
      ["/api/admin/professionalField/unpublish", editTagOf([german, english])],
      ["/api/admin/professionalField", editTagOf([german, unpublished])],
    ]);
  });

  it("names who else has the item open and since when, takes it over from them, and says when it was taken over", async () => {
    const presenceCalls: string[] = [];
    let answer: EditPresence = { others: [{ accountName: "Erika Editor", since: "2026-03-01T09:00:00.000Z" }], takenOver: null };
    const { router, user } = await openEditor(
      "/areas/7",
      answerByPath({ "/api/admin/professionalField/item/7": [german, english] }),
      (call) => {
        presenceCalls.push(`${call.path} ${JSON.stringify(call.body)}`);
        if (call.path.endsWith("/take-over")) answer = { others: [], takenOver: null };
        return call.path.endsWith("/leave") ? null : answer;
      },
    );
    expect(await screen.findByText("Also open in the editor: Erika Editor (since Mar 1, 2026, 10:00 AM)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Take over" }));
    await waitFor(() => expect(screen.queryByText(/Also open in the editor/)).toBeNull());
    expect(presenceCalls).toEqual([
      '/api/admin/professionalField/presence {"id":9}',
      '/api/admin/professionalField/presence/take-over {"id":9}',
    ]);

    // Taken over from this editor in turn: it says by whom and when.
    answer = { others: [], takenOver: { by: "Erika Editor", at: "2026-03-01T09:30:00.000Z" } };
    await router.navigate("/areas");
    await waitFor(() => expect(presenceCalls.at(-1)).toBe('/api/admin/professionalField/presence/leave {"id":9}'));
    await router.navigate("/areas/7");
    expect(await screen.findByText(/^Erika Editor took over this item on Mar 1, 2026, 10:30 AM\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  describe("a save refused because someone changed the item meanwhile", () => {
    const THEIRS = [{ ...german, name: "Steuern und Bilanzen", updateTime: "2026-03-01T09:00:00.000Z" }, english];
    const REFUSAL = "Anna Weber changed this practice area on Mar 1, 2026, 10:00 AM (Europe/Berlin), after you opened it.";

    /**
     * The editor of the item, its name in `lang` changed to `name`; its first save is refused (412),
     * the item read again is `THEIRS`, a later save succeeds.
     */
    async function refusedSave(lang = "de_DE", name = "Steuerberatung") {
      let detailReads = 0;
      let puts = 0;
      const opened = await openEditor("/areas/7", (call) => {
        if (call.method === "PUT") {
          puts += 1;
          if (puts === 1) return new Response(JSON.stringify({ status: 412, message: REFUSAL, result: null }), { status: 412 });
          return THEIRS.map((stored) => ({ ...stored, name: "Steuerberatung" }));
        }
        detailReads += 1;
        return detailReads === 1 ? [german, english] : THEIRS;
      });
      if (lang === "de_DE") await opened.user.click(await screen.findByRole("tab", { name: /Deutsch/ }));
      await opened.user.clear(await screen.findByLabelText(`Name (${lang})`));
      await opened.user.type(nameIn(lang), name);
      await opened.user.click(screen.getByRole("button", { name: /Save/ }));
      const dialog = await screen.findByRole("dialog", { name: "Changed by someone else meanwhile" });
      return { ...opened, dialog };
    }

    it("says who changed it and when, and what changed, marking what the editor changed too", async () => {
      const { dialog } = await refusedSave();
      expect(within(dialog).getByText(REFUSAL)).toBeTruthy();
      const change = await within(dialog).findByRole("listitem");
      expect(change.textContent).toBe("German: Name (you changed it too)");
      expect(screen.queryByText("Saved")).toBeNull();
      expect(nameIn("de_DE").value).toBe("Steuerberatung");
    });

    it("loads their version, dropping the editor's edit, without saving", async () => {
      const { dialog, calls, client, user } = await refusedSave();
      await user.click(await within(dialog).findByRole("button", { name: "Load their version" }));
      await waitFor(() => expect(nameIn("de_DE").value).toBe("Steuern und Bilanzen"));
      expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1);
      expect(client().getQueryData<PracticeAreaVersion[]>(AREA.detailKey(7))).toEqual(THEIRS);
    });

    it("saves the fields the editor changed over theirs, sent with the item's tag as it is now", async () => {
      const { dialog, calls, user } = await refusedSave();
      await user.click(await within(dialog).findByRole("button", { name: "Keep my changes" }));
      expect(await screen.findByText("Saved")).toBeTruthy();
      const puts = calls.filter((call) => call.method === "PUT");
      expect(puts.map((call) => call.ifMatch)).toEqual([editTagOf([german, english]), editTagOf(THEIRS)]);
      expect(puts[1]?.body).toEqual([sentVersion(german, "Steuerberatung"), sentVersion(english, "Tax law")]);
      expect(screen.queryByRole("dialog", { name: "Changed by someone else meanwhile" })).toBeNull();
    });

    it("keeps their change of a field the editor did not change", async () => {
      const { dialog, calls, user } = await refusedSave("en_US", "Tax advice");
      expect((await within(dialog).findByRole("listitem")).textContent).toBe("German: Name");
      await user.click(within(dialog).getByRole("button", { name: "Keep my changes" }));
      expect(await screen.findByText("Saved")).toBeTruthy();
      const save = calls.filter((call) => call.method === "PUT")[1];
      expect(save?.body).toEqual([sentVersion(german, "Steuern und Bilanzen"), sentVersion(english, "Tax advice")]);
    });
  });

  it("asks a new item's language first, the back office's preselected, and opens the editor on the one chosen", async () => {
    const { calls, router, user } = await openEditor("/areas/new", (call) =>
      call.method === "POST" ? [version(100, "de_DE", "Steuerrecht")] : null,
    );
    const step = await screen.findByRole("form", { name: "Which language do you write it in?" });
    expect(within(step).getByRole<HTMLInputElement>("radio", { name: "English" }).checked).toBe(true);
    expect(screen.queryByLabelText("Name (en_US)")).toBeNull();
    await user.click(within(step).getByRole("radio", { name: "Deutsch" }));
    await user.click(within(step).getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.search).toBe("?lang=de_DE"));
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Deutsch"]);
    await user.type(nameIn("de_DE"), "Steuerrecht");
    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")?.body).toMatchObject([{ lang: "de_DE", name: "Steuerrecht" }]));
  });

  it("opens a translator's new item on the only language it writes, without asking", async () => {
    await openEditor("/areas/new", () => null, undefined, signedInAs("translator", ["de_DE"]));

    expect(await screen.findByLabelText("Name (de_DE)")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Which language do you write it in?" })).toBeNull();
  });

  it("creates a new item, titled New until then, and opens the created item's editor", async () => {
    const created = [version(100, "en_US", "Tax law", { no: 12, publishState: "draft", publishAt: null })];
    const { calls, router, user } = await openEditor("/areas/new?lang=en_US", (call) => {
      if (call.method === "POST") return created;
      if (call.method === "PUT") return [{ ...(created[0] as PracticeAreaVersion), name: "Tax law advice" }];
      return answerByPath({ "/api/admin/professionalField/item/12": created })(call);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "New practice area" })).toBeTruthy();
    await user.type(await screen.findByLabelText("Name (en_US)"), "Tax law");
    await user.click(screen.getByRole("button", { name: /Save/ }));

    expect(await screen.findByText("Practice area created")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/areas/12"));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual([
      { lang: "en_US", name: "Tax law", introduce: "", iconUrl: null, keyContactIds: [] },
    ]);
    // The created item's editor: no longer New.
    await waitFor(() => expect(screen.queryByRole("heading", { level: 1, name: "New practice area" })).toBeNull());
    await waitFor(() => expect(nameIn("en_US").value).toBe("Tax law"));
    // Its next save updates it.
    await user.type(nameIn("en_US"), " advice");
    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("shows the created item's editor at once, from the versions its creation answered, without reading it again", async () => {
    const created = [version(100, "en_US", "Tax law", { no: 12, publishState: "draft", publishAt: null })];
    const { calls, router, client, user } = await openEditor("/areas/new?lang=en_US", (call) =>
      call.method === "POST" ? created : answerByPath({ "/api/admin/professionalField/item/12": created })(call),
    );
    // The server would never answer the created item's detail.
    const answered = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes("/item/12") ? new Promise<Response>(() => {}) : answered(input, init),
    );
    await user.type(await screen.findByLabelText("Name (en_US)"), "Tax law");
    await user.click(screen.getByRole("button", { name: /Save/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/areas/12"));
    expect(await publishingOf("English")).toBeTruthy();
    expect(nameIn("en_US").value).toBe("Tax law");
    expect(client().getQueryData(AREA.detailKey(12))).toEqual(created);
    expect(calls.some((call) => call.path === "/api/admin/professionalField/item/12")).toBe(false);
  });

  it("reads the item afresh when a creation's answer was left behind by an editor that never loaded (a later visit's)", async () => {
    // Created, then left before its editor loaded; since then the item changed (a pin, another save).
    const created = [version(100, "en_US", "Tax law", { no: 12 })];
    const now = [version(100, "en_US", "Tax law advice", { no: 12, updateTime: "2026-02-01T08:00:00.000Z" })];
    const { calls, client, router } = await openEditor(
      "/areas/new?lang=en_US",
      answerByPath({ "/api/admin/professionalField/item/12": now }),
    );
    await screen.findByLabelText("Name (en_US)");
    client().setQueryData(createdDetailKey(AREA, 12), created);
    await act(() => router.navigate("/areas"));
    await act(() => router.navigate("/areas/12"));

    await waitFor(() => expect(nameIn("en_US").value).toBe("Tax law advice"));
    expect(calls.some((call) => call.path === "/api/admin/professionalField/item/12")).toBe(true);
    expect(client().getQueryData(createdDetailKey(AREA, 12))).toBeUndefined();
  });

  it("shows a version's stored fields, and the item's, once its changes are discarded, its History to be read again; the other versions stay as they are", async () => {
    const drafted = withDraft(german, { name: "Steuern", iconUrl: "/draft.svg" });
    const { calls, client, user } = await openEditor("/areas/7", (call) => {
      if (call.path === "/api/admin/professionalField/discard-draft") return [german, english];
      return answerByPath({ "/api/admin/professionalField/item/7": [drafted, english] })(call);
    });
    await waitFor(() => expect(nameIn("en_US").value).toBe("Tax law"));
    // The German version's History was read before, cached below the kind's query key.
    client().setQueryData(revisionsKey(AREA.queryKey, 9), []);
    expect(screen.getByLabelText<HTMLInputElement>("Icon").value).toBe("/draft.svg");
    await user.click(screen.getByRole("tab", { name: /Deutsch/ }));
    expect(nameIn("de_DE").value).toBe("Steuern");

    await user.click(within(await publishingOf("German")).getByRole("button", { name: "Discard changes" }));
    const confirm = await screen.findAllByRole("button", { name: "Discard changes" });
    await user.click(confirm[confirm.length - 1] as HTMLElement);

    await waitFor(() => expect(nameIn("de_DE").value).toBe("Steuerrecht"));
    expect(calls.find((call) => call.path === "/api/admin/professionalField/discard-draft")?.body).toEqual({ id: 9 });
    expect(screen.getByLabelText<HTMLInputElement>("Icon").value).toBe("/favicon.svg");
    expect(nameIn("en_US").value).toBe("Tax law");
    expect(client().getQueryState(revisionsKey(AREA.queryKey, 9))?.isInvalidated).toBe(true);
  });

  it("flags a change as unsaved and asks before leaving with it", async () => {
    const { router, user } = await openEditor("/areas/7", answerByPath({ "/api/admin/professionalField/item/7": [german, english] }));
    await waitFor(() => expect(nameIn("en_US").value).toBe("Tax law"));
    expect(screen.queryByText("Unsaved changes")).toBeNull();
    await user.type(nameIn("en_US"), " advice");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();

    void router.navigate("/areas");
    expect(await screen.findByText("Discard your changes?")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/areas/7");
  });

  it("adds a version from the open one, and copies another's into it: what follows named first, then what was left out", async () => {
    const { user } = await openEditor("/areas/7", answerByPath({ "/api/admin/professionalField/item/7": [german] }));
    await waitFor(() => expect(nameIn("de_DE").value).toBe("Steuerrecht"));
    await user.click(screen.getByRole("button", { name: /Add language/ }));
    await user.click(await screen.findByRole("menuitem", { name: "English" }));
    expect(nameIn("en_US").value).toBe("(en_US)");

    await user.click(await screen.findByRole("button", { name: /Copy from…/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Copy from German" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Copy from German" }));

    expect(await screen.findByText(/^Not copied, since they have no English version: Jonas Berg, Erbrecht\./)).toBeTruthy();
    expect(nameIn("en_US").value).toBe("Steuerrecht");
  });
});
