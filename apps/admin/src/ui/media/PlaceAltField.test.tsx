// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import type { MediaDetail } from "@lawfirm/contract";
import { EditingLanguage } from "../EditingLanguage.tsx";
import { page, renderInBackOffice } from "../testing/renderInBackOffice.tsx";
import { stubApi } from "../testing/stubApi.ts";
import { PlaceAltField, type PlaceAltFallback } from "./PlaceAltField.tsx";

// A place's own alt text (decision 0036): what the site shows otherwise, in the version's language.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PORTRAIT = "/api/upload/0a1b2c3d4e5f60718293a4b5c6d7e8f9.png";

const item = (changes: Partial<MediaDetail>): MediaDetail => ({
  id: 7,
  url: PORTRAIT,
  originalName: "IMG_0042.png",
  mimeType: "image/png",
  size: 1000,
  width: 800,
  height: 1000,
  uploaderName: "Anna",
  createTime: "2026-01-10T08:00:00.000Z",
  texts: {},
  focalX: null,
  focalY: null,
  decorative: 0,
  usageCount: 1,
  usages: [],
  ...changes,
});

/** A version's form with a picture and its place alt text, in German; answers what it submits. */
async function renderField(
  library: MediaDetail[],
  initial: { photoUrl: string | null; photoAlt?: string },
  fallback: PlaceAltFallback = "person",
) {
  const calls = stubApi((call) =>
    call.path === "/api/admin/media/by-url" ? (library.find((candidate) => candidate.url === call.query.get("url")) ?? null) : null,
  );
  const submitted = vi.fn();
  await renderInBackOffice(
    [
      page(
        "/",
        <Form initialValues={initial} onFinish={submitted}>
          <Form.Item name="photoUrl" hidden>
            <input />
          </Form.Item>
          <EditingLanguage lang="de_DE">
            <PlaceAltField name="photoAlt" pictureField="photoUrl" fallback={fallback} />
          </EditingLanguage>
          <Button htmlType="submit">Save</Button>
        </Form>,
      ),
    ],
    "/",
  );
  return { calls, submitted };
}

describe("PlaceAltField", () => {
  it("shows the library item's alt text in the version's language, found by the picture's address, and submits the one written", async () => {
    const { calls, submitted } = await renderField(
      [
        item({ id: 3, url: "/api/upload/other.png" }),
        item({ texts: { de_DE: { alt: "Clara lächelt", caption: "" }, en_US: { alt: "Clara smiling", caption: "" } } }),
      ],
      { photoUrl: PORTRAIT },
    );
    const input = await screen.findByLabelText("Alt text here (German)");
    await waitFor(() => expect(input.getAttribute("placeholder")).toBe("From the library: Clara lächelt"));
    expect(input.getAttribute("lang")).toBe("de-DE");
    expect(calls[0]?.query.get("url")).toBe(PORTRAIT);

    fireEvent.change(input, { target: { value: "Clara Ott am Schreibtisch" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]?.[0]).toMatchObject({ photoAlt: "Clara Ott am Schreibtisch" });
  });

  it("says when the library marks the picture decorative", async () => {
    await renderField([item({ decorative: 1, texts: { de_DE: { alt: "Ornament", caption: "" } } })], { photoUrl: PORTRAIT, photoAlt: "" });
    const input = await screen.findByLabelText("Alt text here (German)");
    await waitFor(() => expect(input.getAttribute("placeholder")).toBe("Decorative in the library: no alt text"));
  });

  it("names the place's fallback when the library has no alt text in the version's language, and hints at a file name", async () => {
    await renderField([item({ texts: { en_US: { alt: "Clara smiling", caption: "" } } })], {
      photoUrl: PORTRAIT,
      photoAlt: "IMG_0042.png",
    });
    const input = await screen.findByLabelText("Alt text here (German)");
    await waitFor(() => expect(input.getAttribute("placeholder")).toBe("None in the library: the person's name is used"));
    expect((input as HTMLInputElement).value).toBe("IMG_0042.png");
    expect(screen.getByText("This looks like a file name: describe what the picture shows.")).toBeTruthy();
  });

  it("asks nothing of the library for a picture that is no upload, and shows nothing without a picture", async () => {
    const { calls } = await renderField([], { photoUrl: "/images/hall.jpg" }, "office");
    const input = await screen.findByLabelText("Alt text here (German)");
    expect(input.getAttribute("placeholder")).toBe("None in the library: the office's name is used");
    expect(calls.filter((call) => call.path.startsWith("/api/admin/media"))).toEqual([]);
    cleanup();
    await renderField([], { photoUrl: null });
    expect(screen.queryByLabelText("Alt text here (German)")).toBeNull();
  });
});
