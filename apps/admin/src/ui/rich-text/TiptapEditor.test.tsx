// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ControlledRequest } from "../testing/controlledRequest.ts";
import { ExampleItemEditor, type ExampleVersion, type ExampleVersionInput } from "../testing/ExampleItemEditor.tsx";
import { page, renderInBackOffice } from "../testing/renderInBackOffice.tsx";

afterEach(cleanup);

type Save = (body: ExampleVersionInput[]) => Promise<ExampleVersion[]>;

/** Opens the editor of an English item whose text is `body` as the server stored it. */
async function openItemWithText(body: string, update: Save = vi.fn<Save>()) {
  const initial: ExampleVersion[] = [{ id: 11, no: 5, lang: "en_US", title: "Annual report", body }];
  await renderInBackOffice(
    [page("/items/11", <ExampleItemEditor initial={initial} create={vi.fn<Save>()} update={update} />)],
    "/items/11",
  );
  return { user: userEvent.setup(), text: screen.getByRole("textbox", { name: "Text (en_US)" }) };
}

const saveButton = () => screen.getByRole("button", { name: /Save/ });
const edited = () => screen.queryByText("Unsaved changes") !== null;

describe("what counts as a change of a rich text", { timeout: 20_000 }, () => {
  it("a version that was only re-normalised by the editor is not a change", async () => {
    // Stored by an older editor: no paragraph, <b> for bold. The editor shows it as <p>…<strong>.
    const update = vi.fn<Save>(async (body) => body.map((version) => ({ ...version, id: 11, no: 5 })));
    const { user, text } = await openItemWithText("Hello <b>world</b>", update);
    expect(text.innerHTML).toBe("<p>Hello <strong>world</strong></p>");

    await user.click(text);
    expect(edited()).toBe(false);

    // A save of the other fields keeps the text exactly as it was stored.
    await user.type(screen.getByLabelText("Title (en_US)"), " 2025");
    await user.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0][0]?.body).toBe("Hello <b>world</b>");
  });

  // The editor adds an empty last paragraph after a list, heading, table or picture when it is
  // first used; text from elsewhere (the API, imports) does not end with one.
  it("a text that ends with a list is not changed by clicking into it", async () => {
    const { user, text } = await openItemWithText("<p>Our offices:</p><ul><li><p>Berlin</p></li></ul>");
    await user.click(text);
    expect(edited()).toBe(false);
  });

  it("typing in the text is a change, and the save sends the editor's HTML", async () => {
    const update = vi.fn<Save>(async (body) => body.map((version) => ({ ...version, id: 11, no: 5 })));
    const { user, text } = await openItemWithText("<p>Figures</p>", update);

    await user.type(text, "!");
    expect(edited()).toBe(true);
    await user.click(saveButton());

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0][0]?.body).toBe("<p>Figures!</p>");
  });

  it("shows the text the server stored after a save, without counting it as an edit", async () => {
    // Not as the editor writes it (no paragraph, <b>): the editor re-normalises it on the way in.
    const update = vi.fn<Save>(async (body) => body.map((version) => ({ ...version, id: 11, no: 5, body: "Figures, <b>checked</b>" })));
    const { user, text } = await openItemWithText("<p>Figures</p>", update);

    await user.type(text, "!");
    await user.click(saveButton());

    await waitFor(() => expect(text.innerHTML).toBe("<p>Figures, <strong>checked</strong></p>"));
    expect(edited()).toBe(false);
  });

  it("an edit after a save is a change, even one that repeats an edit the server did not keep", async () => {
    const update = vi.fn<Save>(async (body) => body.map((version) => ({ ...version, id: 11, no: 5, body: "<p>Figures</p>" })));
    const { user, text } = await openItemWithText("<p>Figures</p>", update);
    await user.type(text, "!");
    const typed = text.innerHTML;
    await user.click(saveButton());
    await waitFor(() => expect(text.innerHTML).toBe("<p>Figures</p>"));

    await user.type(text, "!");

    expect(text.innerHTML).toBe(typed);
    expect(edited()).toBe(true);
  });
});

describe("pictures from the media library", { timeout: 20_000 }, () => {
  it("inserts the chosen item with its alt text", async () => {
    const item = {
      id: 3,
      url: "/api/upload/0123456789abcdef0123456789abcdef.jpg",
      originalName: "lobby.jpg",
      mimeType: "image/jpeg",
      size: 1000,
      width: 800,
      height: 600,
      uploaderName: "Admin",
      createTime: "2026-11-24T10:00:00.000Z",
      texts: { en_US: { alt: "The lobby", caption: "" } },
      focalX: null,
      focalY: null,
      decorative: 0,
      usageCount: 0,
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ status: 200, message: "success", result: [item], pageable: { pageNo: 1, pageSize: 24, totalCount: 1 } }),
      ),
    );
    try {
      const { user } = await openItemWithText("<p>Hello</p>");
      await user.click(screen.getByRole("button", { name: "Choose from library" }));
      const dialog = await screen.findByRole("dialog", { name: "Choose from the media library" });
      await user.click(await within(dialog).findByRole("button", { name: /lobby\.jpg/ }));
      const text = screen.getByRole("textbox", { name: "Text (en_US)" });
      await waitFor(() => expect(text.querySelector(`img[src="${item.url}"]`)?.getAttribute("alt")).toBe("The lobby"));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("uploading a picture", { timeout: 20_000 }, () => {
  it("shows how far the upload has gone, then inserts the picture", async () => {
    vi.stubGlobal("XMLHttpRequest", ControlledRequest);
    ControlledRequest.last = undefined;
    try {
      const { user } = await openItemWithText("<p>Hello</p>");
      const input = document.querySelector<HTMLInputElement>(".rich-text input[type=file]")!;
      await user.upload(input, new File([new Uint8Array(64)], "lobby.png", { type: "image/png" }));
      await waitFor(() => expect(ControlledRequest.last?.sent).toBeInstanceOf(FormData));
      const request = ControlledRequest.last!;
      act(() => request.progress(250, 1000));
      const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
      await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("25"));

      act(() => request.answer({ fileId: 8, url: "/api/upload/lobby.png", originalName: "lobby.png", size: 64 }));
      const text = screen.getByRole("textbox", { name: "Text (en_US)" });
      await waitFor(() => expect(text.querySelector('img[src="/api/upload/lobby.png"]')).not.toBeNull());
      expect(screen.queryByRole("progressbar")).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
