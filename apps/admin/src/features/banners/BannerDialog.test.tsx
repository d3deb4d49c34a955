// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BannerVersion } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { stubApi } from "../../ui/testing/stubApi.ts";
import { BannerDialog } from "./BannerDialog.tsx";

// The banner dialog's publication (decision 0035, slice 6): it edits a published banner's
// unpublished changes, saves drafts, and publishes them through the shared publication panel.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const published: BannerVersion = {
  id: 12,
  lang: "en_US",
  imgPath: "/api/upload/banner.png",
  imgAlt: null,
  title: "Clarity in complex matters",
  subTitle: "Business law",
  top: 0,
  linkUrl: null,
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-01-10T08:00:00.000Z",
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};
const withDraft: BannerVersion = {
  ...published,
  draft: {
    savedAt: "2026-02-02T09:30:00.000Z",
    operatorName: "Jonas Schmidt",
    lang: "en_US",
    imgPath: "/api/upload/banner.png",
    title: "Clarity in every complex matter",
    subTitle: "Business law",
    linkUrl: "/people",
  },
};

/** Answers the banner calls the dialog makes with `banner`, and records them; the picture has no library item. */
const stubServer = (banner: unknown) => stubApi((call) => (call.path === "/api/admin/media/by-url" ? null : banner));

async function showDialog(banner: BannerVersion, account = signedInAs("editor")) {
  const onSaved = vi.fn();
  const onPublicationChanged = vi.fn();
  await renderInBackOffice(
    [
      page(
        "/",
        <BannerDialog
          banner={banner}
          defaultLang="en_US"
          languages={[{ langCode: "en_US", langName: "English" }]}
          onClose={vi.fn()}
          onSaved={onSaved}
          onPublicationChanged={onPublicationChanged}
        />,
      ),
    ],
    "/",
    account,
  );
  return { onSaved, onPublicationChanged, user: userEvent.setup({ delay: null }) };
}

describe("the banner dialog", { timeout: 30_000 }, () => {
  it("edits a published banner's unpublished changes, names what they change, and publishes them", async () => {
    const calls = stubServer({ ...published, title: "Clarity in every complex matter", linkUrl: "/people" });
    const { onPublicationChanged, user } = await showDialog(withDraft);
    expect(await screen.findByText("Published")).toBeTruthy();
    expect(screen.getByLabelText("Title")).toHaveProperty("value", "Clarity in every complex matter");
    expect(screen.getByLabelText("Link")).toHaveProperty("value", "/people");
    expect(screen.getByText(/Changed: Title, Link\.$/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Publish changes" }));
    await waitFor(() => expect(onPublicationChanged).toHaveBeenCalled());
    expect(calls.at(-1)).toMatchObject({ method: "PUT", path: "/api/admin/banner/publish", body: { id: 12 } });
    await waitFor(() => expect(screen.queryByText("Unpublished changes")).toBeNull());
  });

  it("saves as a draft, and waits with publishing while the form has unsaved changes", async () => {
    const calls = stubServer(withDraft);
    const { onSaved, user } = await showDialog(published);
    expect(await screen.findByRole("button", { name: "Unpublish" })).toBeTruthy();
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Clarity in every complex matter");
    expect(screen.getByRole("button", { name: "Unpublish" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(withDraft, { auto: false }));
    expect(calls.at(-1)).toMatchObject({
      method: "PUT",
      path: "/api/admin/banner",
      body: { id: 12, title: "Clarity in every complex matter" },
    });
    expect(calls.at(-1)?.query.get("saveAs")).toBe("draft");
  });

  it("shows a translator the state without the publishing buttons", async () => {
    stubServer(published);
    await showDialog({ ...published, publishState: "draft", publishAt: null }, signedInAs("translator", ["en_US"]));
    expect(await screen.findByText("Draft")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Publish now" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Schedule…" })).toBeNull();
  });
});
