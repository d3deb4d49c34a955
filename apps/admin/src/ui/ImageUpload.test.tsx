// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PICTURE_PLACES } from "@lawfirm/contract";
import { ImageUpload, isTooNarrow } from "./ImageUpload.tsx";
import { ReadOnly } from "./ReadOnly.tsx";
import { ControlledRequest } from "./testing/controlledRequest.ts";
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
    expect(isTooNarrow(800, PICTURE_PLACES.cover.minWidth)).toBe(true);
    expect(isTooNarrow(1200, PICTURE_PLACES.cover.minWidth)).toBe(false);
    expect(isTooNarrow(undefined, PICTURE_PLACES.cover.minWidth)).toBe(false);
    expect(isTooNarrow(300, undefined)).toBe(false);
  });

  it("warns under an image field whose picture is too narrow for its place, and not for a wide one", async () => {
    await renderInBackOffice([page("/", <ImageUpload value="/api/upload/a.jpg?px=640" place="banner" />)], "/");
    expect(await screen.findByText(/This picture is 640 px wide; this place shows it up to 1600 px wide/)).toBeTruthy();
    cleanup();
    await renderInBackOffice([page("/", <ImageUpload value="/api/upload/b.jpg?px=2400" place="banner" />)], "/");
    await screen.findByRole("button", { name: /Choose from library/ });
    expect(screen.queryByText(/px wide/)).toBeNull();
  });
});

describe("naming", () => {
  it("names its library button after the field, apart from a rich-text toolbar's button of the same text", async () => {
    await renderInBackOffice([page("/", <ImageUpload fieldLabel="Cover image" />)], "/");
    const button = await screen.findByRole("button", { name: "Choose from library: Cover image" });
    expect(button.textContent).toContain("Choose from library");
  });
});

describe("uploading", () => {
  it("offers no control that could change the picture of a version shown for reference only (a translator's other language)", async () => {
    await renderInBackOffice(
      [
        page(
          "/",
          <ReadOnly>
            <ImageUpload value="/api/upload/a.jpg" fieldLabel="Cover image" removable />
          </ReadOnly>,
        ),
      ],
      "/",
    );
    for (const name of ["Replace image", "Choose from library: Cover image", "Remove image"]) {
      expect(screen.getByRole<HTMLButtonElement>("button", { name }).disabled, name).toBe(true);
    }
  });

  it("shows how far the upload has gone, then takes the uploaded picture's address", async () => {
    vi.stubGlobal("XMLHttpRequest", ControlledRequest);
    ControlledRequest.last = undefined;
    const onChange = vi.fn();
    await renderInBackOffice([page("/", <ImageUpload onChange={onChange} />)], "/");
    await screen.findByRole("button", { name: /Choose from library/ });
    const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, new File([new Uint8Array(64)], "lobby.png", { type: "image/png" }));
    await waitFor(() => expect(ControlledRequest.last?.sent).toBeInstanceOf(FormData));
    const request = ControlledRequest.last!;

    act(() => request.progress(0, 1000));
    const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    act(() => request.progress(400, 1000));
    await waitFor(() => expect(screen.getByRole("progressbar", { name: "Upload progress" }).getAttribute("aria-valuenow")).toBe("40"));
    expect(screen.getByRole("button", { name: /Choose from library/ }).hasAttribute("disabled")).toBe(true);

    act(() => request.answer({ fileId: 7, url: "/api/upload/lobby.png", originalName: "lobby.png", size: 64 }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("/api/upload/lobby.png"));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
