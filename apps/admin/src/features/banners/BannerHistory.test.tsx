// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BannerVersion } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { UNSCHEDULED } from "../../ui/testing/contractFixtures.ts";
import { stubApi } from "../../ui/testing/stubApi.ts";
import { BannerDialog } from "./BannerDialog.tsx";

// A saved banner's history in its dialog (decision 0035, slice 4).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fields = {
  lang: "en_US",
  imgPath: "/api/upload/banner.png",
  title: "Clarity in complex matters",
  subTitle: "Business law",
  linkUrl: null,
};
const banner: BannerVersion = {
  ...fields,
  imgAlt: null,
  id: 12,
  top: 0,
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-02-01T08:00:00.000Z",
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};
const entries = [
  {
    id: 32,
    versionId: 12,
    lang: "en_US",
    action: "publish",
    state: "published",
    publishAt: "2026-01-10T08:00:00.000Z",
    unpublishAt: null,
    savedAt: "2026-02-01T08:00:00.000Z",
    operatorName: "Editor",
  },
  {
    id: 31,
    versionId: 12,
    lang: "de_DE",
    action: "save",
    state: "draft",
    ...UNSCHEDULED,
    savedAt: "2026-01-10T08:00:00.000Z",
    operatorName: "Editor",
  },
];
/** The first save: German, another title, a link. */
const first = { ...entries[1], fields: { ...fields, lang: "de_DE", title: "Klarheit", linkUrl: "/people" } };

describe("the history of a banner", { timeout: 30_000 }, () => {
  it("compares two revisions in the dialog and restores the older one as the banner's unpublished changes", async () => {
    const restored = { ...banner, draft: { ...first.fields, savedAt: "2026-02-03T08:00:00.000Z", operatorName: "Editor" } };
    const calls = stubApi((call) => {
      if (call.path === "/api/admin/banner/revisions") return entries;
      if (call.path === "/api/admin/banner/revision") return call.query.get("id") === "31" ? first : { ...entries[0], fields };
      if (call.path === "/api/admin/banner/restore-revision") return restored;
      return null;
    });
    const onPublicationChanged = vi.fn();
    await renderInBackOffice(
      [
        page(
          "/",
          <BannerDialog
            banner={banner}
            defaultLang="en_US"
            languages={[
              { langCode: "en_US", langName: "English" },
              { langCode: "de_DE", langName: "Deutsch" },
            ]}
            onClose={vi.fn()}
            onSaved={vi.fn()}
            onPublicationChanged={onPublicationChanged}
          />,
        ),
      ],
      "/",
      signedInAs("editor"),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "History" }));
    // Under test, antd gives every dialog's title the same id: the drawer is found by its title's text.
    const title = await screen.findByText("History of the English version");
    const drawer = title.closest<HTMLElement>("[role=dialog]")!;
    await user.click(await within(drawer).findByRole("checkbox", { name: /^Compare the revision of Feb 1, 2026/ }));
    await user.click(within(drawer).getByRole("checkbox", { name: /^Compare the revision of Jan 10, 2026/ }));
    const comparison = await within(drawer).findByRole("region", { name: "Comparison of two revisions" });
    expect(Array.from(comparison.querySelectorAll("del, ins"), (mark) => `${mark.tagName}:${mark.textContent}`)).toEqual([
      "DEL:Klarheit",
      "INS:Clarity in complex matters",
      "DEL:/people",
      "INS:(empty)",
      "DEL:German",
      "INS:English",
    ]);
    expect(within(comparison).getByText("Unchanged: Subtitle, Picture.")).toBeTruthy();

    await user.click(within(drawer).getByRole("button", { name: /^Restore the revision of Jan 10, 2026/ }));
    await user.click(within(await screen.findByRole("tooltip")).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveProperty("value", "Klarheit"));
    expect(calls.find((call) => call.path === "/api/admin/banner/restore-revision")?.body).toEqual({ id: 31 });
    expect(onPublicationChanged).toHaveBeenCalled();
    expect(screen.getByText("Unpublished changes")).toBeTruthy();
  });
});
