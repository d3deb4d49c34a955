// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RichTextEditor } from "./RichTextEditor.tsx";
import { page, renderInBackOffice } from "./testing/renderInBackOffice.tsx";

afterEach(cleanup);

describe("the rich-text fields of a page", () => {
  it("all render at once, none behind a loading spinner of its own", async () => {
    const labels = Array.from({ length: 12 }, (_, index) => `Section ${index + 1}`);
    await renderInBackOffice(
      [
        page(
          "/",
          labels.map((label) => <RichTextEditor key={label} label={label} value={`<p>${label}</p>`} onChange={() => {}} />),
        ),
      ],
      "/",
    );

    // In the first render, without waiting: the editor's code came with the page's.
    expect(screen.getAllByRole("textbox").map((box) => box.getAttribute("aria-label"))).toEqual(labels);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
