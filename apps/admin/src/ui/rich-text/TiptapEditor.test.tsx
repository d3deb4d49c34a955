// @vitest-environment happy-dom
import { act, cleanup, configure, getConfig, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ControlledRequest } from "../testing/controlledRequest.ts";
import { stubApi } from "../testing/stubApi.ts";
import { ExampleItemEditor, type ExampleVersion, type ExampleVersionInput } from "../testing/ExampleItemEditor.tsx";
import { page, renderInBackOffice } from "../testing/renderInBackOffice.tsx";

afterEach(cleanup);

// The media library, the alt dialogs and the editor's extensions load on first use: on a busy
// machine a dialog can take seconds to appear, past the 1 s that findBy… and waitFor wait by
// default. A longer wait costs nothing when it appears sooner; it is put back for the next file.
const defaultWait = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultWait }));

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

describe("what counts as a change of a rich text", { timeout: 60_000 }, () => {
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

    // Everything selected (the editor's own Mod-a) and typed over: on a loaded machine the click
    // that starts typing can leave the caret before the text instead of after it.
    await user.type(text, "{Control>}a{/Control}!");
    expect(edited()).toBe(true);
    await user.click(saveButton());

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0][0]?.body).toBe("<p>!</p>");
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
    // The same edit twice, wherever the caret was (see above).
    const retype = () => user.type(text, "{Control>}a{/Control}!");
    await retype();
    expect(text.innerHTML).toBe("<p>!</p>");
    await user.click(saveButton());
    await waitFor(() => expect(text.innerHTML).toBe("<p>Figures</p>"));

    await retype();

    expect(text.innerHTML).toBe("<p>!</p>");
    expect(edited()).toBe(true);
  });
});

/** A media item as the library lists it, with its texts per language. */
function mediaItem(texts: Record<string, { alt: string; caption: string }>, decorative: 0 | 1 = 0) {
  return {
    id: 3,
    url: "/api/upload/0123456789abcdef0123456789abcdef.jpg",
    originalName: "lobby.jpg",
    mimeType: "image/jpeg",
    size: 1000,
    width: 800,
    height: 600,
    uploaderName: "Admin",
    createTime: "2026-11-24T10:00:00.000Z",
    texts,
    focalX: null,
    focalY: null,
    decorative,
    usageCount: 0,
  };
}

/** The library's calls answered with `items`: its list, and the item an address names (or null). */
function stubLibrary(...items: ReturnType<typeof mediaItem>[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const address = new URL(url, "http://localhost");
      if (address.pathname.endsWith("/admin/media/by-url")) {
        const item = items.find((candidate) => candidate.url === address.searchParams.get("url"));
        return Response.json({ status: 200, message: "success", result: item ? { ...item, usages: [] } : null });
      }
      return Response.json({
        status: 200,
        message: "success",
        result: items,
        pageable: { pageNo: 1, pageSize: 24, totalCount: items.length },
      });
    }),
  );
}

/** Opens the English version's editor, chooses `item` from the library and answers the alt dialog. */
async function chooseFromLibrary(item: ReturnType<typeof mediaItem>, update: Save = vi.fn<Save>()) {
  stubLibrary(item);
  const opened = await openItemWithText("<p>Hello</p>", update);
  // The caret at the end of the text (a click in happy-dom leaves it at the start).
  await opened.user.type(opened.text, "!");
  await opened.user.click(screen.getByRole("button", { name: "Choose from library" }));
  const library = await screen.findByRole("dialog", { name: "Choose from the media library" });
  await opened.user.click(await within(library).findByRole("button", { name: /lobby\.jpg/ }));
  const dialog = await screen.findByRole("dialog", { name: "Describe the picture" });
  return { ...opened, dialog, alt: within(dialog).getByRole("textbox", { name: "Alt text (English)" }) };
}

const pictureIn = (text: HTMLElement) => text.querySelector("img");

describe("pictures from the media library", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the alt text, prefilled with the item's in the version's language", async () => {
    const item = mediaItem({ de_DE: { alt: "Die Eingangshalle", caption: "" }, en_US: { alt: "The lobby", caption: "" } });
    const { user, dialog, alt, text } = await chooseFromLibrary(item);
    expect(alt).toHaveProperty("value", "The lobby");
    expect(alt.getAttribute("lang")).toBe("en-US");
    expect(pictureIn(text)).toBeNull();

    await user.clear(alt);
    await user.type(alt, "The lobby on the ground floor");
    // A text of its own: the picture no longer follows the library.
    expect(within(dialog).getByRole("status").textContent).toContain("Own description here");
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));

    await waitFor(() => expect(text.querySelector(`img[src="${item.url}"]`)?.getAttribute("alt")).toBe("The lobby on the ground floor"));
    expect(text.querySelector("img")?.hasAttribute("data-alt-source")).toBe(false);

    // The caret is after the picture: a second picture comes after it and does not replace it.
    await user.click(screen.getByRole("button", { name: "Choose from library" }));
    const library = await screen.findByRole("dialog", { name: "Choose from the media library" });
    await user.click(await within(library).findByRole("button", { name: /lobby\.jpg/ }));
    await user.click(within(await screen.findByRole("dialog", { name: "Describe the picture" })).getByRole("button", { name: "Insert" }));
    await waitFor(() => expect(text.querySelectorAll("img")).toHaveLength(2));
  });

  it("follows the library's description when its text is kept, or taken back after a change", async () => {
    const update = vi.fn<Save>(async (body) => body.map((version) => ({ ...version, id: 11, no: 5 })));
    const item = mediaItem({ en_US: { alt: "The lobby", caption: "" } });
    const { user, dialog, alt, text } = await chooseFromLibrary(item, update);
    const status = within(dialog).getByRole("status");
    expect(status.textContent).toContain("Follows the library's description");
    expect(within(dialog).queryByRole("button", { name: "Use the library's description" })).toBeNull();

    await user.type(alt, " downstairs");
    expect(status.textContent).toContain("Own description here");
    await user.click(within(dialog).getByRole("button", { name: "Use the library's description" }));
    expect(alt).toHaveProperty("value", "The lobby");
    expect(status.textContent).toContain("Follows the library's description");
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));

    await waitFor(() => expect(pictureIn(text)?.getAttribute("data-alt-source")).toBe("library"));
    await user.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0][0]?.body).toContain(`<img src="${item.url}" alt="The lobby" data-alt-source="library">`);
  });

  it("starts empty when the item has no alt text in the version's language: never another language's, nor the file name", async () => {
    const { user, dialog, alt, text } = await chooseFromLibrary(mediaItem({ de_DE: { alt: "Die Eingangshalle", caption: "" } }));
    expect(alt).toHaveProperty("value", "");

    await user.click(within(dialog).getByRole("button", { name: "Insert" }));
    expect(await within(dialog).findByText("Please describe the picture, or mark it as decorative")).toBeTruthy();
    expect(pictureIn(text)).toBeNull();
  });

  it('a picture marked decorative gets alt=""', async () => {
    const update = vi.fn<Save>(async (body) => body.map((version) => ({ ...version, id: 11, no: 5 })));
    stubLibrary(mediaItem({}));
    const { user, text } = await openItemWithText("<p>Hello</p>", update);
    await user.click(screen.getByRole("button", { name: "Choose from library" }));
    const library = await screen.findByRole("dialog", { name: "Choose from the media library" });
    await user.click(await within(library).findByRole("button", { name: /lobby\.jpg/ }));
    const dialog = await screen.findByRole("dialog", { name: "Describe the picture" });
    // The required message goes when the picture is marked decorative.
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));
    expect(await within(dialog).findByText("Please describe the picture, or mark it as decorative")).toBeTruthy();
    await user.click(within(dialog).getByRole("checkbox", { name: "Decorative (no description)" }));
    await waitFor(() => expect(within(dialog).queryByText("Please describe the picture, or mark it as decorative")).toBeNull());
    expect(within(dialog).getByRole("textbox", { name: "Alt text (English)" })).toHaveProperty("disabled", true);
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));

    await waitFor(() => expect(pictureIn(text)?.getAttribute("alt")).toBe(""));
    await user.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0][0]?.body).toContain('alt=""');
  });

  it("an item marked decorative in the library starts as decorative, following the library", async () => {
    const { dialog } = await chooseFromLibrary(mediaItem({}, 1));
    expect(within(dialog).getByRole("checkbox", { name: "Decorative (no description)" })).toHaveProperty("checked", true);
    expect(within(dialog).getByRole("status").textContent).toContain("Follows the library's description");
  });
});

describe("the alt text of a picture in the text", { timeout: 60_000 }, () => {
  // Pictures of uploads the library does not know, unless a test says otherwise.
  beforeEach(() => stubLibrary());
  afterEach(() => vi.unstubAllGlobals());

  it("can be changed: the dialog shows the current alt text and says it looks like a file name", async () => {
    const update = vi.fn<Save>(async (body) => body.map((version) => ({ ...version, id: 11, no: 5 })));
    const { user, text } = await openItemWithText('<p>Our lobby</p><img src="/api/upload/lobby.png" alt="IMG_2041.jpg">', update);
    const altButton = screen.getByRole("button", { name: "Alt text…" });
    expect(altButton).toHaveProperty("disabled", true);

    // Double-clicking the picture selects it and opens its alt text; the toolbar's button does so for the selected picture.
    await user.dblClick(pictureIn(text)!);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Alt text of the picture" })).getByRole("button", { name: "Cancel" }),
    );
    await waitFor(() => expect(altButton).toHaveProperty("disabled", false));
    await user.click(altButton);
    const dialog = await screen.findByRole("dialog", { name: "Alt text of the picture" });
    const alt = within(dialog).getByRole("textbox", { name: "Alt text (English)" });
    expect(alt).toHaveProperty("value", "IMG_2041.jpg");
    expect(within(dialog).getByText("This looks like a file name: describe what the picture shows.")).toBeTruthy();

    await user.clear(alt);
    await user.type(alt, "Reception desk of the Berlin office");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));

    await waitFor(() => expect(pictureIn(text)?.getAttribute("alt")).toBe("Reception desk of the Berlin office"));
    expect(edited()).toBe(true);
    await user.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0][0]?.body).toContain('alt="Reception desk of the Berlin office"');
  });

  it("a picture without alt text opens with an empty field and says it has none", async () => {
    const { user, text } = await openItemWithText('<p>Our lobby</p><img src="/api/upload/lobby.png">');
    expect(pictureIn(text)?.hasAttribute("alt")).toBe(false);
    await user.dblClick(pictureIn(text)!);
    const dialog = await screen.findByRole("dialog", { name: "Alt text of the picture" });
    expect(within(dialog).getByText("This picture has no alt text yet: describe it, or mark it as decorative.")).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "Alt text (English)" })).toHaveProperty("value", "");
  });

  it("a picture that follows the library keeps its mark through the editor, and opens with the library's text of now", async () => {
    const item = mediaItem({ en_US: { alt: "The renovated lobby", caption: "" } });
    stubLibrary(item);
    const update = vi.fn<Save>(async (body) => body.map((version) => ({ ...version, id: 11, no: 5 })));
    const { user, text } = await openItemWithText(
      `<p>Our lobby</p><img src="${item.url}" alt="The lobby" data-alt-source="library">`,
      update,
    );
    expect(pictureIn(text)?.getAttribute("data-alt-source")).toBe("library");

    await user.dblClick(pictureIn(text)!);
    const dialog = await screen.findByRole("dialog", { name: "Alt text of the picture" });
    expect(within(dialog).getByRole("textbox", { name: "Alt text (English)" })).toHaveProperty("value", "The renovated lobby");
    expect(within(dialog).getByRole("status").textContent).toContain("Follows the library's description");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));

    await waitFor(() => expect(pictureIn(text)?.getAttribute("alt")).toBe("The renovated lobby"));
    await user.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0][0]?.body).toContain(`<img src="${item.url}" alt="The renovated lobby" data-alt-source="library">`);
  });

  it("a text written for the picture makes it its own; the library's description can be taken instead", async () => {
    const item = mediaItem({ en_US: { alt: "The lobby", caption: "" } });
    stubLibrary(item);
    const { user, text } = await openItemWithText(`<p>Our lobby</p><img src="${item.url}" alt="The lobby" data-alt-source="library">`);
    await user.dblClick(pictureIn(text)!);
    let dialog = await screen.findByRole("dialog", { name: "Alt text of the picture" });
    const alt = within(dialog).getByRole("textbox", { name: "Alt text (English)" });
    await user.clear(alt);
    await user.type(alt, "Our reception desk in Berlin");
    expect(within(dialog).getByRole("status").textContent).toContain("Own description here");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(pictureIn(text)?.getAttribute("alt")).toBe("Our reception desk in Berlin"));
    expect(pictureIn(text)?.hasAttribute("data-alt-source")).toBe(false);

    await user.dblClick(pictureIn(text)!);
    dialog = await screen.findByRole("dialog", { name: "Alt text of the picture" });
    expect(within(dialog).getByRole("status").textContent).toContain("Own description here");
    await user.click(within(dialog).getByRole("button", { name: "Use the library's description" }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(pictureIn(text)?.getAttribute("data-alt-source")).toBe("library"));
    expect(pictureIn(text)?.getAttribute("alt")).toBe("The lobby");
  });

  it("a decorative picture's dialog starts as decorative", async () => {
    const { user, text } = await openItemWithText('<p>Our lobby</p><img src="/api/upload/lobby.png" alt="">');
    expect(pictureIn(text)?.getAttribute("alt")).toBe("");
    await user.dblClick(pictureIn(text)!);
    const dialog = await screen.findByRole("dialog", { name: "Alt text of the picture" });
    expect(within(dialog).getByRole("checkbox", { name: "Decorative (no description)" })).toHaveProperty("checked", true);
  });
});

describe("uploading a picture", { timeout: 60_000 }, () => {
  it("shows how far the upload has gone, asks for the alt text, gives it to the new library item and inserts the picture following it", async () => {
    vi.stubGlobal("XMLHttpRequest", ControlledRequest);
    ControlledRequest.last = undefined;
    const calls = stubApi((call) => (call.method === "PUT" ? { ...mediaItem({}), id: 8, usages: [] } : null));
    try {
      const { user, text } = await openItemWithText("<p>Hello</p>");
      const input = document.querySelector<HTMLInputElement>(".rich-text input[type=file]")!;
      await user.upload(input, new File([new Uint8Array(64)], "lobby_photo.png", { type: "image/png" }));
      await waitFor(() => expect(ControlledRequest.last?.sent).toBeInstanceOf(FormData));
      const request = ControlledRequest.last!;
      act(() => request.progress(250, 1000));
      const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
      await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("25"));

      act(() => request.answer({ fileId: 8, url: "/api/upload/lobby.png", originalName: "lobby_photo.png", size: 64 }));
      const dialog = await screen.findByRole("dialog", { name: "Describe the picture" });
      expect(screen.queryByRole("progressbar")).toBeNull();
      // Never the file's name.
      const alt = within(dialog).getByRole("textbox", { name: "Alt text (English)" });
      expect(alt).toHaveProperty("value", "");
      expect(pictureIn(text)).toBeNull();

      await user.type(alt, "The lobby with its reception desk");
      await user.click(within(dialog).getByRole("button", { name: "Insert" }));
      await waitFor(() =>
        expect(text.querySelector('img[src="/api/upload/lobby.png"]')?.getAttribute("alt")).toBe("The lobby with its reception desk"),
      );
      // Described once: the text is the library item's in the version's language, and the picture follows it.
      expect(calls.find((call) => call.method === "PUT")).toMatchObject({
        path: "/api/admin/media",
        body: { id: 8, texts: { en_US: { alt: "The lobby with its reception desk", caption: "" } }, decorative: 0 },
      });
      expect(pictureIn(text)?.getAttribute("data-alt-source")).toBe("library");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("inserts nothing when the alt dialog is cancelled", async () => {
    vi.stubGlobal("XMLHttpRequest", ControlledRequest);
    ControlledRequest.last = undefined;
    try {
      const { user, text } = await openItemWithText("<p>Hello</p>");
      const input = document.querySelector<HTMLInputElement>(".rich-text input[type=file]")!;
      await user.upload(input, new File([new Uint8Array(64)], "lobby.png", { type: "image/png" }));
      await waitFor(() => expect(ControlledRequest.last?.sent).toBeInstanceOf(FormData));
      act(() => ControlledRequest.last!.answer({ fileId: 8, url: "/api/upload/lobby.png", originalName: "lobby.png", size: 64 }));
      const dialog = await screen.findByRole("dialog", { name: "Describe the picture" });
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(pictureIn(text)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
