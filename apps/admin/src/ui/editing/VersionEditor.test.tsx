// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Input } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bannerEndpoints, editTagOf, type BannerFields, type BannerVersion } from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { publishingApi } from "../../lib/publishingApi.ts";
import { kindDraftFields, kindHistoryFields } from "../publishing/kindFields.ts";
import { bannerVersion } from "../testing/contractFixtures.ts";
import { page, renderInBackOffice } from "../testing/renderInBackOffice.tsx";
import { stubApi } from "../testing/stubApi.ts";
import { AUTOSAVE_DELAY_MS } from "./useAutosave.ts";
import type { VersionEditing } from "./useVersionEditor.ts";
import { VersionEditorDialog } from "./VersionEditor.tsx";

// The dialog of the editor shell of a kind whose versions are single rows (banners' calls), with
// one input of its own: the title.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

interface TitleValues {
  title: string;
}

const EDITING: VersionEditing<BannerVersion, BannerFields, TitleValues> = {
  publishing: {
    api: publishingApi(bannerEndpoints, { single: true }),
    preview: { kind: "banner" },
    draftFields: kindDraftFields("banner"),
    historyFields: kindHistoryFields("banner", { lang: { read: (fields) => fields.lang } }),
  },
  toFormValues: (row) => ({ title: row?.draft?.title ?? row?.title ?? "" }),
  save: (values, row, ifMatch) => {
    const input = { lang: "en_US", imgPath: "/api/upload/banner.png", title: values.title };
    const query = { saveAs: "draft" } as const;
    return row
      ? inlineErrorApi.call(bannerEndpoints.update, { body: { ...input, id: row.id }, query }, { ifMatch })
      : inlineErrorApi.call(bannerEndpoints.create, { body: input, query });
  },
  read: (row, signal) => inlineErrorApi.call(bannerEndpoints.detail, { params: { id: row.id } }, { signal }),
  formFields: ["title"],
  createdMessage: "banners.created",
};

async function showDialog(opened: BannerVersion | undefined, user = userEvent.setup({ delay: null }), autosave = false) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  await renderInBackOffice(
    [
      page(
        "/",
        <VersionEditorDialog
          queryKey={["banners"]}
          editing={EDITING}
          opened={opened}
          titles={{ create: "banners.createTitle", edit: "banners.editTitle" }}
          onClose={onClose}
          onSaved={onSaved}
          onChanged={vi.fn()}
        >
          <Form.Item<TitleValues> name="title" label="Title">
            <Input />
          </Form.Item>
        </VersionEditorDialog>,
      ),
    ],
    "/",
    undefined,
    { autosave },
  );
  return { onClose, onSaved, user };
}

describe("the dialog of a single-row version", { timeout: 30_000 }, () => {
  it("creates a new version as a draft, without a publication until it is saved, and says it was created", async () => {
    const created = { ...bannerVersion(40, "en_US", "Summer seminar"), publishState: "draft" as const, publishAt: null };
    const calls = stubApi((call) => (call.method === "POST" ? created : null));
    const { onSaved, user } = await showDialog(undefined);
    const dialog = await screen.findByRole("dialog", { name: "New banner" });
    expect(within(dialog).queryByRole("group", { name: "Publishing of the English version" })).toBeNull();

    await user.type(within(dialog).getByLabelText("Title"), "Summer seminar");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created, { auto: false }));
    expect(await screen.findByText("Banner created")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.query.get("saveAs")).toBe("draft");
    expect(post?.body).toMatchObject({ title: "Summer seminar" });
  });

  it("on a save refused because the banner changed meanwhile, says who and what, and saves over it with its tag as it is now", async () => {
    const opened = bannerVersion(12, "en_US", "Clarity");
    const theirs = { ...opened, subTitle: "Their subtitle", updateTime: "2026-03-01T09:00:00.000Z" };
    const refusal = "Anna Weber changed this banner on Mar 1, 2026, 10:00 AM (Europe/Berlin), after you opened it.";
    let puts = 0;
    const calls = stubApi((call) => {
      if (call.method === "GET") return theirs;
      puts += 1;
      if (puts === 1) return new Response(JSON.stringify({ status: 412, message: refusal, result: null }), { status: 412 });
      return { ...theirs, title: "Clarity, always" };
    });
    const { onSaved, user } = await showDialog(opened);
    const dialog = await screen.findByRole("dialog", { name: "Edit banner" });
    await user.type(within(dialog).getByLabelText("Title"), ", always");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    const conflict = await screen.findByRole("dialog", { name: "Changed by someone else meanwhile" });
    expect(within(conflict).getByText(refusal)).toBeTruthy();
    expect((await within(conflict).findByRole("listitem")).textContent).toBe("English: Subtitle");
    await user.click(within(conflict).getByRole("button", { name: "Keep my changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...theirs, title: "Clarity, always" }, { auto: false }));
    const saves = calls.filter((call) => call.method === "PUT");
    expect(saves.map((call) => call.ifMatch)).toEqual([editTagOf([opened]), editTagOf([theirs])]);
    expect(saves[1]?.body).toMatchObject({ id: 12, title: "Clarity, always" });
  });

  it("asks before Cancel drops the edits, and closes once they are discarded", async () => {
    stubApi(() => null);
    const { onClose, user } = await showDialog(bannerVersion(12, "en_US", "Clarity"));
    const dialog = await screen.findByRole("dialog", { name: "Edit banner" });
    expect(within(dialog).getByRole("group", { name: "Publishing of the English version" })).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Title"), " in complex matters");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    const discard = await screen.findByRole("button", { name: "Discard changes" });
    expect(screen.getAllByText("You have changes that are not saved. They are lost if you continue.")).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(discard);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("saves a stored banner's draft by itself a few seconds after the typing stops, with its edit tag, and stays open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-07-01T12:05:00Z"));
    const opened = bannerVersion(12, "en_US", "Clarity");
    const saved = { ...opened, title: "Clarity, always" };
    const calls = stubApi((call) => (call.method === "PUT" ? saved : null));
    const { onClose, onSaved, user } = await showDialog(
      opened,
      userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }),
      true,
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit banner" });

    await user.type(within(dialog).getByLabelText("Title"), ", always");
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, { auto: true }));
    const saves = calls.filter((call) => call.method === "PUT");
    expect(saves.map((call) => call.ifMatch)).toEqual([editTagOf([opened])]);
    expect(saves[0]?.query.get("saveAs")).toBe("draft");
    // 12:05 UTC is 14:05 in Berlin (summer time).
    expect(within(dialog).getByRole("status").textContent).toBe("Saved as draft at 2:05 PM");
    expect(onClose).not.toHaveBeenCalled();
  });
});
