import { describe, expect, it, vi } from "vitest";
import type { Executor } from "../../db/database.ts";
import { withServedPictures } from "../../http/rich-text.ts";
import { findRichTextPictures } from "./media.repository.ts";
import { serveRichTextPictures } from "./rich-text-pictures.ts";

vi.mock(import("./media.repository.ts"), () => ({ findRichTextPictures: vi.fn() }));
vi.mock(import("../../http/rich-text.ts"), async (original) => {
  const actual = await original();
  return { ...actual, uploadedPictureSources: vi.fn(actual.uploadedPictureSources), withServedPictures: vi.fn(actual.withServedPictures) };
});

const db = {} as Executor;
const row = (alt: string) => ({
  storedName: "0123456789abcdef0123456789abcdef.png",
  width: 800,
  height: 600,
  variantWidths: "",
  mimeType: "image/png",
  decorative: 0,
  alt,
});

describe("rich text served with its pictures", () => {
  it("is parsed once for every read of the same text and pictures, and again when a picture changes", async () => {
    // As long as the longest text with a picture: 140 ms of the event loop on every public read before.
    const html = `${"<p>x</p>".repeat(9_999)}<img src="/api/upload/0123456789abcdef0123456789abcdef.png" alt="" data-alt-source="library" />`;
    vi.mocked(findRichTextPictures).mockResolvedValue([row("Lobby")]);
    const first = (await serveRichTextPictures(db, [html], "en_US"))(html);
    const again = (await serveRichTextPictures(db, [html], "en_US"))(html);
    expect(first).toContain('alt="Lobby"');
    expect(again).toBe(first);
    expect(vi.mocked(withServedPictures)).toHaveBeenCalledTimes(1);

    vi.mocked(findRichTextPictures).mockResolvedValue([row("Foyer")]);
    expect((await serveRichTextPictures(db, [html], "en_US"))(html)).toContain('alt="Foyer"');
    expect(vi.mocked(withServedPictures)).toHaveBeenCalledTimes(2);
  });
});
