// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, editTagOf } from "@lawfirm/contract";
import { ExampleItemEditor, type ExampleVersion, type ExampleVersionInput } from "../testing/ExampleItemEditor.tsx";
import { page, renderInBackOffice, signedInAs } from "../testing/renderInBackOffice.tsx";
import { AUTOSAVE_DELAY_MS } from "./useAutosave.ts";

// Autosave on the layer beneath every translated kind's editor (`useTranslatedItemEditor` with
// `LanguageVersionsForm`), on a clock the tests move.

const stored: ExampleVersion[] = [
  { id: 11, no: 5, lang: "en_US", title: "Annual report", body: "<p>Figures</p>" },
  { id: 12, no: 5, lang: "de_DE", title: "Jahresbericht", body: "<p>Zahlen</p>" },
];

type Save = (body: ExampleVersionInput[], ifMatch?: string) => Promise<ExampleVersion[]>;

const storedFrom = (body: ExampleVersionInput[]): ExampleVersion[] =>
  body.map((version, index) => ({ id: version.id ?? 100 + index, no: 5, lang: version.lang, title: version.title, body: version.body }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // 13:32 UTC is 14:32 in Berlin (winter time).
  vi.setSystemTime(new Date("2026-12-03T13:32:00Z"));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openEditor({ initial, create = vi.fn<Save>(), update }: { initial?: ExampleVersion[]; create?: Save; update: Save }) {
  await renderInBackOffice(
    [
      page("/items/new", <ExampleItemEditor create={create} update={update} />),
      page("/items/11", <ExampleItemEditor initial={initial} create={create} update={update} />),
    ],
    initial ? "/items/11" : "/items/new",
    signedInAs("editor"),
    { autosave: true },
  );
  return userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
}

/** Moves the clock on by `ms` and lets what it set off run. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const status = () => screen.getByRole("status").textContent;
const title = (lang: string) => screen.getByLabelText<HTMLInputElement>(`Title (${lang})`);

describe("autosave of a draft", { timeout: 30_000 }, () => {
  it("saves the draft a few seconds after the typing stops, with the item's edit tag, and says when", async () => {
    const update = vi.fn<Save>(async (body) => storedFrom(body));
    const user = await openEditor({ initial: stored, update });

    await user.type(title("en_US"), " 2025");
    await wait(AUTOSAVE_DELAY_MS - 500);
    expect(update).not.toHaveBeenCalled();
    expect(status()).toBe("Unsaved changes");
    await wait(500);

    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(
      [
        { id: 11, no: 5, lang: "en_US", title: "Annual report 2025", body: "<p>Figures</p>" },
        { id: 12, no: 5, lang: "de_DE", title: "Jahresbericht", body: "<p>Zahlen</p>" },
      ],
      editTagOf(stored),
    );
    expect(status()).toBe("Saved as draft at 2:32 PM");
    // The form was never held up: the input keeps its focus and what was typed.
    expect(title("en_US").disabled).toBe(false);
    expect(document.activeElement).toBe(title("en_US"));
  });

  it("starts waiting again with every key pressed", async () => {
    const update = vi.fn<Save>(async (body) => storedFrom(body));
    const user = await openEditor({ initial: stored, update });

    await user.type(title("en_US"), " 20");
    await wait(AUTOSAVE_DELAY_MS - 1000);
    await user.type(title("en_US"), "25");
    await wait(AUTOSAVE_DELAY_MS - 1000);
    expect(update).not.toHaveBeenCalled();
    await wait(1000);

    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[0][0]?.title).toBe("Annual report 2025");
  });

  it("does not save a form that fails its check, and shows why instead", async () => {
    const update = vi.fn<Save>(async (body) => storedFrom(body));
    const user = await openEditor({ initial: stored, update });

    await user.clear(title("en_US"));
    await wait(AUTOSAVE_DELAY_MS);

    expect(update).not.toHaveBeenCalled();
    expect(status()).toBe("Not saved: please check the marked fields");
    expect(screen.getByText("Please enter the title")).toBeDefined();
  });

  it("keeps what is typed while an autosave runs, unsaved, and saves it the next time", async () => {
    let answer: () => void = () => {};
    const update = vi.fn<Save>((body) => new Promise((resolve) => (answer = () => resolve(storedFrom(body)))));
    const user = await openEditor({ initial: stored, update });

    await user.type(title("en_US"), " 2025");
    await wait(AUTOSAVE_DELAY_MS);
    expect(status()).toBe("Saving…");
    await user.type(title("en_US"), " (draft)");
    await act(async () => answer());

    expect(title("en_US").value).toBe("Annual report 2025 (draft)");
    expect(status()).toBe("Unsaved changes");
    await wait(AUTOSAVE_DELAY_MS);
    await act(async () => answer());
    expect(update).toHaveBeenCalledTimes(2);
    // The second save is made over the versions the first one stored.
    expect(update.mock.calls[1]?.[0][0]?.title).toBe("Annual report 2025 (draft)");
    expect(update.mock.calls[1]?.[1]).toBe(editTagOf(storedFrom(update.mock.calls[0]?.[0] ?? [])));
    expect(status()).toBe("Saved as draft at 2:32 PM");
  });

  it("does not save by itself while a save by hand runs", async () => {
    let answer: () => void = () => {};
    const update = vi.fn<Save>((body) => new Promise((resolve) => (answer = () => resolve(storedFrom(body)))));
    const user = await openEditor({ initial: stored, update });

    await user.type(title("en_US"), " 2025");
    await user.click(screen.getByRole("button", { name: /Save/ }));
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(update).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    await wait(AUTOSAVE_DELAY_MS);

    expect(update).toHaveBeenCalledTimes(1);
    expect(status()).toBe("Saved as draft at 2:32 PM");
  });

  it("says why a save was refused, and does not try again until the next edit", async () => {
    const update = vi.fn<Save>(async () => Promise.reject(new ApiError("The item is not reachable", 0, undefined)));
    const user = await openEditor({ initial: stored, update });

    await user.type(title("en_US"), " 2025");
    await wait(AUTOSAVE_DELAY_MS);
    expect(status()).toBe("Not saved: The item is not reachable");
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(update).toHaveBeenCalledTimes(1);
    await user.type(title("en_US"), "!");
    await wait(AUTOSAVE_DELAY_MS);

    expect(update).toHaveBeenCalledTimes(2);
  });

  it("leaves a new item to its first save by hand, which creates it", async () => {
    const create = vi.fn<Save>(async (body) => storedFrom(body));
    const update = vi.fn<Save>();
    const user = await openEditor({ create, update });

    await user.type(title("en_US"), "Office opening");
    await wait(AUTOSAVE_DELAY_MS * 2);

    expect(create).not.toHaveBeenCalled();
    expect(status()).toBe("Unsaved changes");
  });
});
