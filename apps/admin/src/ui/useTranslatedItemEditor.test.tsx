// @vitest-environment happy-dom
import { useParams } from "react-router";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, editTagOf } from "@lawfirm/contract";
import { ExampleItemEditor, type ExampleVersion, type ExampleVersionInput } from "./testing/ExampleItemEditor.tsx";
import { page, renderInBackOffice, signedInAs } from "./testing/renderInBackOffice.tsx";

afterEach(cleanup);

const stored: ExampleVersion[] = [
  { id: 11, no: 5, lang: "en_US", title: "Annual report", body: "<p>Figures</p>" },
  { id: 12, no: 5, lang: "de_DE", title: "Jahresbericht", body: "<p>Zahlen</p>" },
];

type Save = (body: ExampleVersionInput[]) => Promise<ExampleVersion[]>;

/** What the server stores from a save: every version gets an id, the item a number. */
function storedFrom(body: ExampleVersionInput[], no = 5): ExampleVersion[] {
  return body.map((version, index) => ({
    id: version.id ?? 100 + index,
    no: version.no ?? no,
    lang: version.lang,
    title: version.title,
    body: version.body,
  }));
}

/** A page that never finishes loading. */
function NeverLoaded(): never {
  throw new Promise(() => {});
}

function EditedItemPage() {
  return <p>Editor of item {useParams().id}</p>;
}

/** Opens the example editor: of a new item at /items/new, of `initial` at /items/11. */
async function openEditor({
  initial,
  create = vi.fn<Save>(),
  update = vi.fn<Save>(),
  account = signedInAs("editor"),
}: {
  initial?: ExampleVersion[];
  create?: Save;
  update?: Save;
  account?: ReturnType<typeof signedInAs>;
}) {
  const router = await renderInBackOffice(
    [
      page("/items/new", <ExampleItemEditor create={create} update={update} />),
      page("/items/11", <ExampleItemEditor initial={initial} create={create} update={update} />),
      page("/items/:id", <EditedItemPage />),
      page("/items", <p>List of items</p>),
    ],
    initial ? "/items/11" : "/items/new",
    account,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

/** Lets promise callbacks run, but not React's rendering (a task), until `save` has been called. */
async function untilCalled(save: ReturnType<typeof vi.fn>) {
  for (let turn = 0; turn < 1000 && save.mock.calls.length === 0; turn++) await Promise.resolve();
  expect(save).toHaveBeenCalled();
}

const saveButton = () => screen.getByRole("button", { name: /Save/ });

// Each test renders antd and tiptap in happy-dom: seconds on a busy machine.
describe("the editor of a translated item", { timeout: 20_000 }, () => {
  it("creates a new item in the interface's language and then shows the new item's editor", async () => {
    const create = vi.fn<Save>(async (body) => storedFrom(body));
    const { router, user } = await openEditor({ create });

    await user.type(screen.getByLabelText("Title (en_US)"), "Office opening");
    await user.click(saveButton());

    expect(await screen.findByText("Editor of item 100")).toBeDefined();
    expect(router.state.location.pathname).toBe("/items/100");
    expect(create).toHaveBeenCalledWith([{ lang: "en_US", title: "Office opening", body: "" }]);
  });

  it("keeps the creating form disabled until the created item's editor replaces it, so nothing typed meanwhile is lost", async () => {
    const create = vi.fn<Save>(async (body) => storedFrom(body));
    const router = await renderInBackOffice(
      [
        page("/items/new", <ExampleItemEditor create={create} update={vi.fn<Save>()} />),
        // The created item's editor is still loading (a lazy page, its data): the router keeps showing the creating form.
        page("/items/:id", <NeverLoaded />),
      ],
      "/items/new",
      signedInAs("editor"),
    );
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText("Title (en_US)"), "Office opening");
    await user.click(saveButton());

    await waitFor(() => expect(router.state.location.pathname).toBe("/items/100"));
    expect(screen.getByLabelText<HTMLInputElement>("Title (en_US)").disabled).toBe(true);
  });

  it("saves once when Save is clicked twice in a row", async () => {
    let answer: (versions: ExampleVersion[]) => void = () => {};
    const update = vi.fn<Save>((body) => new Promise((resolve) => (answer = () => resolve(storedFrom(body)))));
    const { user } = await openEditor({ initial: stored, update });

    await user.type(screen.getByLabelText("Title (en_US)"), " 2025");
    // The second click arrives once the first one's save has started, before the page shows it.
    fireEvent.click(saveButton());
    await untilCalled(update);
    fireEvent.click(saveButton());
    // The page shows the save in progress only after every promise callback has run, the second click's too.
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saving…"));
    answer([]);

    expect(await screen.findByText("Saved")).toBeDefined();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("saves every language version with its id and the item's number, and stays in the editor", async () => {
    const update = vi.fn<Save>(async (body) => storedFrom(body));
    const { router, user } = await openEditor({ initial: stored, update });

    await user.type(screen.getByLabelText("Title (en_US)"), " 2025");
    await user.click(saveButton());

    expect(await screen.findByText("Saved")).toBeDefined();
    expect(update).toHaveBeenCalledWith(
      [
        { id: 11, no: 5, lang: "en_US", title: "Annual report 2025", body: "<p>Figures</p>" },
        { id: 12, no: 5, lang: "de_DE", title: "Jahresbericht", body: "<p>Zahlen</p>" },
      ],
      // The item's edit tag as it was read: a change made meanwhile refuses the save.
      editTagOf(stored),
    );
    expect(router.state.location.pathname).toBe("/items/11");
  });

  it("shows what the server stored after a save, and the form is no longer edited", async () => {
    // The server trims and may reword: the editor shows its version, not what was typed.
    const update = vi.fn<Save>(async (body) => storedFrom(body).map((version) => ({ ...version, title: version.title.trim() })));
    const { user } = await openEditor({ initial: stored, update });

    await user.type(screen.getByLabelText("Title (en_US)"), " 2025   ");
    expect(screen.getByText("Unsaved changes")).toBeDefined();
    await user.click(saveButton());

    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Title (en_US)").value).toBe("Annual report 2025"));
    expect(screen.queryByText("Unsaved changes")).toBeNull();
  });

  it("creates a version added in another language along with the item's stored ones, and knows its id afterwards", async () => {
    const update = vi.fn<Save>(async (body) => storedFrom(body));
    const { user } = await openEditor({ initial: stored.slice(0, 1), update });

    await user.click(screen.getByRole("button", { name: /Add language/ }));
    await user.click(await screen.findByText("Deutsch"));
    await user.type(screen.getByLabelText("Title (de_DE)"), "Jahresbericht");
    await user.click(saveButton());
    expect(await screen.findByText("Saved")).toBeDefined();
    await user.click(saveButton());

    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[0]?.[0]).toEqual([
      { id: 11, no: 5, lang: "en_US", title: "Annual report", body: "<p>Figures</p>" },
      { no: 5, lang: "de_DE", title: "Jahresbericht", body: "" },
    ]);
    expect(update.mock.calls[1]?.[0].map((version) => version.id)).toEqual([11, 101]);
  });

  it("shows a problem the server found at its field, in the language tab that holds it", async () => {
    const refusal = new ApiError("Bad request", 400, "Invalid input", [
      { field: "body.1.title", lang: "de_DE", message: "This title is already used" },
    ]);
    const update = vi.fn<Save>(async () => Promise.reject(refusal));
    const { user } = await openEditor({ initial: stored, update });

    await user.type(screen.getByLabelText("Title (en_US)"), " 2025");
    await user.click(saveButton());

    expect(await screen.findByText("This title is already used")).toBeDefined();
    const germanTab = screen.getByRole("tab", { name: /Deutsch/ });
    expect(germanTab.getAttribute("aria-selected")).toBe("true");
    expect(within(germanTab).getByRole("img", { name: "has errors" })).toBeDefined();
    expect(screen.getByRole("status").textContent).toBe("Not saved: Bad request");
  });

  it("lets the editor leave without asking once the edits are saved", async () => {
    const update = vi.fn<Save>(async (body) => storedFrom(body));
    const { router, user } = await openEditor({ initial: stored, update });

    await user.type(screen.getByLabelText("Title (en_US)"), " 2025");
    await user.click(saveButton());
    expect(await screen.findByText("Saved")).toBeDefined();
    await router.navigate("/items");

    expect(await screen.findByText("List of items")).toBeDefined();
    expect(screen.queryByText("Discard your changes?")).toBeNull();
  });
});

describe("the editor of a translated item, for a translator", { timeout: 20_000 }, () => {
  const germanTranslator = signedInAs("translator", ["de_DE"]);

  it("shows the other languages' versions read-only beside its own, and saves them exactly as they were loaded", async () => {
    const update = vi.fn<Save>(async (body) => storedFrom(body));
    const { user } = await openEditor({ initial: stored, update, account: germanTranslator });

    const englishTab = screen.getByRole("tab", { name: /English/ });
    expect(within(englishTab).getByText("Read only")).toBeDefined();
    expect(screen.getByText("For reference only: you translate German. This version is saved unchanged.")).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>("Title (en_US)").disabled).toBe(true);
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Add language/ })).toBeNull();

    await user.click(screen.getByRole("tab", { name: /Deutsch/ }));
    expect(within(screen.getByRole("tab", { name: /Deutsch/ })).queryByText("Read only")).toBeNull();
    await user.type(screen.getByLabelText("Title (de_DE)"), " 2025");
    await user.click(saveButton());

    expect(await screen.findByText("Saved")).toBeDefined();
    expect(update).toHaveBeenCalledWith(
      [
        { id: 11, no: 5, lang: "en_US", title: "Annual report", body: "<p>Figures</p>" },
        { id: 12, no: 5, lang: "de_DE", title: "Jahresbericht 2025", body: "<p>Zahlen</p>" },
      ],
      editTagOf(stored),
    );
  });

  it("adds a version only in its own language and cannot remove another language's", async () => {
    const update = vi.fn<Save>(async (body) => storedFrom(body));
    const { user } = await openEditor({ initial: stored.slice(0, 1), update, account: germanTranslator });

    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: /Add language/ }));
    const choices = await screen.findAllByRole("menuitem");
    expect(choices.map((choice) => choice.textContent)).toEqual(["Deutsch"]);
    await user.click(choices[0] as HTMLElement);
    await user.type(screen.getByLabelText("Title (de_DE)"), "Jahresbericht");
    // Its own new version can be removed again.
    expect(screen.getByRole("button", { name: /Remove/ })).toBeDefined();
    await user.click(saveButton());

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[0]).toEqual([
      { id: 11, no: 5, lang: "en_US", title: "Annual report", body: "<p>Figures</p>" },
      { no: 5, lang: "de_DE", title: "Jahresbericht", body: "" },
    ]);
  });
});
