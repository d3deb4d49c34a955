// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImageUpload, isTooNarrow, PLACE_MIN_WIDTHS } from "./ImageUpload.tsx";
import { page, renderInBackOffice } from "./testing/renderInBackOffice.tsx";

/** A browser image that "loads" at once with the width its address names (`…?px=<width>`). */
class LoadedImage {
  naturalWidth = 0;
  onload: (() => void) | null = null;
  set src(url: string) {
    this.naturalWidth = Number(new URL(url, "http://test").searchParams.get("px"));
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => vi.stubGlobal("Image", LoadedImage));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the quality guard", () => {
  it("finds a picture narrower than its place needs, and says nothing while the width is unknown", () => {
    expect(isTooNarrow(800, PLACE_MIN_WIDTHS.cover)).toBe(true);
    expect(isTooNarrow(1200, PLACE_MIN_WIDTHS.cover)).toBe(false);
    expect(isTooNarrow(undefined, PLACE_MIN_WIDTHS.cover)).toBe(false);
    expect(isTooNarrow(300, undefined)).toBe(false);
  });

  it("warns under an image field whose picture is too narrow for its place, and not for a wide one", async () => {
    await renderInBackOffice([page("/", <ImageUpload value="/api/upload/a.jpg?px=640" minWidth={1600} />)], "/");
    expect(await screen.findByText(/This picture is 640 px wide; this place shows it up to 1600 px wide/)).toBeTruthy();
    cleanup();
    await renderInBackOffice([page("/", <ImageUpload value="/api/upload/b.jpg?px=2400" minWidth={1600} />)], "/");
    await screen.findByRole("button", { name: /Choose from library/ });
    expect(screen.queryByText(/px wide/)).toBeNull();
  });
});
