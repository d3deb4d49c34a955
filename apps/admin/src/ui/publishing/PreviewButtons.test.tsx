// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyArticle } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../testing/renderInBackOffice.tsx";
import { liveAddress, PreviewButtons } from "./PreviewButtons.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draft = {
  id: 12,
  no: 5,
  lang: "de_DE",
  title: "Jahresbericht",
  publishState: "draft",
  publishAt: null,
  unpublishAt: null,
  draft: null,
} as unknown as AnyArticle;

const LINK = { url: "https://kanzlei.example/preview/de/news/detail/12?token=1796119200.abc", expiresAt: "2026-12-01T10:00:00.000Z" };

/** Answers the approval link call as the server does, and records what was asked. */
function stubServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ status: 200, message: "success", result: LINK }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

async function showPreview(version: AnyArticle | undefined, unsaved = false, published?: { lang: string; slug: string }) {
  await renderInBackOffice(
    [page("/", <PreviewButtons kind="news" version={version} unsaved={unsaved} published={published} />)],
    "/",
    signedInAs("translator", ["de_DE"]),
  );
  return userEvent.setup({ delay: null });
}

describe("the preview of a version in the article editor", { timeout: 20_000 }, () => {
  it("opens the version's page below /preview in a new tab", async () => {
    await showPreview(draft);
    const open = await screen.findByRole("link", { name: "Preview" });
    expect(open.getAttribute("href")).toBe("/preview/de/news/detail/12");
    expect(open.getAttribute("target")).toBe("_blank");
    expect(open.getAttribute("rel")).toBe("noopener");
  });

  it("offers a published version's live page at its readable address, beside Preview, even with unsaved changes", async () => {
    await showPreview(draft, true, { lang: "de_DE", slug: "jahresbericht" });
    const live = await screen.findByRole("link", { name: "Open live page" });
    expect(live.getAttribute("href")).toBe("/de/news/jahresbericht");
    expect(live.getAttribute("target")).toBe("_blank");
  });

  it("offers no live page for a version that is not published", async () => {
    await showPreview(draft);
    await screen.findByRole("link", { name: "Preview" });
    expect(screen.queryByRole("link", { name: "Open live page" })).toBeNull();
  });

  it("names each kind's live page: an item's by its slug, a banner's home page, a legal document's page", () => {
    expect(liveAddress("person", "zh_CN", "li-wei")).toBe("/zh/people/li-wei");
    expect(liveAddress("practiceArea", "en_US", "tax-law")).toBe("/en/expertises/tax-law");
    expect(liveAddress("case", "de_DE", undefined)).toBeUndefined();
    expect(liveAddress("banner", "de_DE", undefined)).toBe("/de");
    expect(liveAddress("document", "en_US", undefined, "privacy")).toBe("/en/docs/privacy");
  });

  it("copies an approval link and says until when it works, in Berlin time", async () => {
    const calls = stubServer();
    const writeText = vi.fn(async () => {});
    const user = await showPreview(draft);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole("button", { name: "Copy approval link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK.url));
    expect(calls[0]).toContain("/api/admin/preview-link?kind=news&id=12");
    expect(await screen.findByText(/^Approval link copied; it works until Dec 1, 2026, 11:00\sAM \(Europe\/Berlin\)$/)).toBeTruthy();
    expect(screen.getByTestId("preview-link").textContent).toContain(LINK.url);
  });

  it("shows the link to copy by hand where the clipboard is refused", async () => {
    stubServer();
    const user = await showPreview(draft);
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) },
      configurable: true,
    });
    await user.click(await screen.findByRole("button", { name: "Copy approval link" }));
    expect(await screen.findByText(/^Approval link made; copy it below\./)).toBeTruthy();
    expect(screen.getByTestId("preview-link").textContent).toContain(LINK.url);
  });

  it("waits while the form has unsaved changes", async () => {
    await showPreview(draft, true);
    expect((await screen.findByRole("button", { name: "Copy approval link" })).hasAttribute("disabled")).toBe(true);
  });

  it("shows nothing for a version not saved yet", async () => {
    await showPreview(undefined);
    await waitFor(() => expect(screen.queryByRole("button")).toBeNull());
    expect(screen.queryByRole("link", { name: "Preview" })).toBeNull();
  });
});

describe("the preview of a banner and of a legal document's version", { timeout: 20_000 }, () => {
  it("opens a banner on its language's home page and a document's version on its document's page", async () => {
    stubServer();
    await renderInBackOffice(
      [
        page(
          "/",
          <>
            <PreviewButtons kind="banner" version={{ id: 7, lang: "zh_CN" }} unsaved={false} />
            <PreviewButtons kind="document" version={{ id: 3, lang: "de_DE" }} documentName="impressum" unsaved={false} />
          </>,
        ),
      ],
      "/",
    );
    const [banner, document] = await screen.findAllByRole("link", { name: "Preview" });
    expect(banner?.getAttribute("href")).toBe("/preview/zh/home?banner=7");
    expect(document?.getAttribute("href")).toBe("/preview/de/docs/impressum");
  });
});
