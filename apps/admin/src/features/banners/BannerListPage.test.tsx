// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BannerVersion } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import BannerListPage from "./BannerListPage.tsx";

// The banner list opens a banner's dialog from a link (`?edit=<id>`: the dashboard's), for an
// account that writes the banner's language.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Asserted, not annotated: the fixture names only what the list and the dialog read.
const banner = {
  id: 12,
  lang: "de_DE",
  imgPath: "/api/upload/banner.png",
  imgAlt: null,
  title: "Klarheit in komplexen Fragen",
  subTitle: "",
  top: 0,
  linkUrl: null,
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-01-10T08:00:00.000Z",
  publishState: "draft",
  publishAt: null,
  unpublishAt: null,
  draft: null,
} as BannerVersion;

function stubServer() {
  const paths: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      paths.push(url.pathname + url.search.replace(/[?&]timestamp=\d+$/, ""));
      const answers: Record<string, unknown> = {
        "/api/common/language": [
          { langCode: "de_DE", langName: "Deutsch" },
          { langCode: "en_US", langName: "English" },
        ],
        "/api/admin/banner": [banner],
        "/api/admin/banner/detail/12": banner,
      };
      return Response.json({
        status: 200,
        message: "success",
        result: answers[url.pathname] ?? null,
        pageable: { pageNo: 1, pageSize: 10, totalCount: 1 },
      });
    }),
  );
  return paths;
}

describe("the banner list", { timeout: 30_000 }, () => {
  it("opens the banner an address names in its dialog, and leaves the address when it closes", async () => {
    const paths = stubServer();
    const router = await renderInBackOffice([page("/", <BannerListPage />)], "/?lang=de_DE&edit=12");
    await screen.findByRole("dialog");
    expect(screen.getByLabelText("Title")).toHaveProperty("value", "Klarheit in komplexen Fragen");
    expect(paths).toContain("/api/admin/banner/detail/12");
    expect(paths.some((path) => path.startsWith("/api/admin/banner?") && path.includes("lang=de_DE"))).toBe(true);

    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.search).toBe("?lang=de_DE"));
  });

  it("does not open a banner of a language the account does not write", async () => {
    stubServer();
    await renderInBackOffice([page("/", <BannerListPage />)], "/?lang=de_DE&edit=12", signedInAs("translator", ["en_US"]));
    expect(await screen.findByText("Klarheit in komplexen Fragen")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows when a banner was updated in the site's time, its zone named in the column header", async () => {
    stubServer();
    await renderInBackOffice([page("/", <BannerListPage />)], "/?lang=de_DE", signedInAs("translator", ["en_US"]));
    expect(await screen.findByRole("columnheader", { name: "Updated (Europe/Berlin)" })).toBeTruthy();
    // 08:00 UTC on a January day is 9:00 in Berlin, whatever zone the test runs in (see ui/format.test.tsx).
    expect(await screen.findByText("Jan 10, 2026, 9:00 AM")).toBeTruthy();
  });
});
