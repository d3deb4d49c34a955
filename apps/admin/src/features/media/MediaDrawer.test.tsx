// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MediaDetail, MediaUsage } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { MediaDrawer } from "./MediaDrawer.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const usage = (source: MediaUsage["source"], title: string): MediaUsage => ({
  kind: "banner",
  id: 3,
  no: null,
  lang: "en_US",
  title,
  source,
});

const picture = (usages: MediaUsage[]): MediaDetail => ({
  id: 9,
  url: "/api/upload/autumn.png",
  originalName: "Autumn.png",
  mimeType: "image/png",
  size: 2048,
  width: 40,
  height: 30,
  uploaderName: "The editor",
  createTime: "2026-11-30T10:00:00.000Z",
  texts: {},
  focalX: null,
  focalY: null,
  decorative: 0,
  usageCount: usages.length,
  usages,
});

/** Answers the item's detail with `item`, and every other call (the site's languages) with an empty list. */
function stubServer(item: MediaDetail) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const result = String(input).includes("/admin/media/") ? item : [];
      return new Response(JSON.stringify({ status: 200, message: "success", result }), { headers: { "content-type": "application/json" } });
    }),
  );
}

async function showDrawer(item: MediaDetail) {
  stubServer(item);
  await renderInBackOffice([page("/", <MediaDrawer id={item.id} onClose={() => undefined} />)], "/", signedInAs("editor"));
}

describe("the media drawer's refusal to delete", { timeout: 20_000 }, () => {
  it("says when a picture only History keeps can go, instead of asking to remove it", async () => {
    await showDrawer(picture([usage("revision", "Autumn")]));
    expect(await screen.findByText(/Only earlier versions kept in History show this file/)).toBeTruthy();
    expect(screen.queryByText(/remove it from the places listed above/)).toBeNull();
  });

  it("asks to remove a picture from the places that show it", async () => {
    await showDrawer(picture([usage("version", "Winter"), usage("revision", "Autumn")]));
    expect(await screen.findByText(/remove it from the places listed above first/)).toBeTruthy();
  });
});

describe("the media drawer's usages", { timeout: 20_000 }, () => {
  it("links an item's usage to its editor by the item's number, on the version that shows the picture", async () => {
    await showDrawer(
      picture([
        { kind: "person", id: 41, no: 4, lang: "zh_CN", title: "林律师", source: "version" },
        { kind: "practiceArea", id: 15, no: 5, lang: "de_DE", title: "Steuerrecht", source: "draft" },
        { kind: "news", id: 12, no: 9, lang: "en_US", title: "New office", source: "version" },
        usage("version", "Winter"),
      ]),
    );
    expect((await screen.findByRole("link", { name: /林律师/ })).getAttribute("href")).toBe("/admin/people/edit/4?lang=zh_CN");
    expect(screen.getByRole("link", { name: /Steuerrecht/ }).getAttribute("href")).toBe("/admin/expertise/edit/5?lang=de_DE");
    expect(screen.getByRole("link", { name: /New office/ }).getAttribute("href")).toBe("/admin/articles/news/edit?no=9&lang=en_US");
    expect(screen.getByRole("link", { name: /Winter/ }).getAttribute("href")).toBe("/admin/banner/list");
  });
});
