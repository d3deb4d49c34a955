// @vitest-environment happy-dom
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { page, renderInBackOffice } from "./testing/renderInBackOffice.tsx";
import { useUnsavedChanges } from "./useUnsavedChanges.tsx";

afterEach(cleanup);

/** A page with a form in miniature: an edit, a save that leaves at once, a switch that drops the edits. */
function EditorPage() {
  const unsaved = useUnsavedChanges();
  const navigate = useNavigate();
  const [language, setLanguage] = useState("English");
  return (
    <>
      {unsaved.prompt}
      <p>Editing the {language} version</p>
      <button onClick={() => unsaved.setDirty(true)}>Type a word</button>
      <button
        onClick={() => {
          unsaved.setDirty(false);
          void navigate("/list");
        }}
      >
        Save and close
      </button>
      <button onClick={() => unsaved.confirmDiscard(() => setLanguage("German"))}>Show the German version</button>
      <Link to="/list">Back to the list</Link>
      <Link to="/editor?tab=2">Second tab</Link>
    </>
  );
}

async function openEditorPage() {
  const router = await renderInBackOffice([page("/editor", <EditorPage />), page("/list", <p>The list</p>)], "/editor");
  return { router, user: userEvent.setup({ delay: null }) };
}

/** Whether the browser would warn before closing or reloading the tab. */
function browserWarnsBeforeUnload(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("leaving an editor with unsaved changes", { timeout: 20_000 }, () => {
  it("leaves at once when nothing was edited", async () => {
    const { user } = await openEditorPage();
    await user.click(screen.getByRole("link", { name: "Back to the list" }));
    expect(await screen.findByText("The list")).toBeDefined();
    expect(screen.queryByText("Discard your changes?")).toBeNull();
  });

  it("asks before leaving with unsaved changes, and Keep editing stays on the page", async () => {
    const { router, user } = await openEditorPage();
    await user.click(screen.getByRole("button", { name: "Type a word" }));
    await user.click(screen.getByRole("link", { name: "Back to the list" }));

    expect(await screen.findByText("Discard your changes?")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/editor");
    expect(screen.getByText("Editing the English version")).toBeDefined();
  });

  it("leaves without saving when the editor confirms it", async () => {
    const { user } = await openEditorPage();
    await user.click(screen.getByRole("button", { name: "Type a word" }));
    await user.click(screen.getByRole("link", { name: "Back to the list" }));
    await user.click(await screen.findByRole("button", { name: "Leave without saving" }));

    expect(await screen.findByText("The list")).toBeDefined();
  });

  it("asks before another address of the same page too (a tab kept in the address)", async () => {
    const { router, user } = await openEditorPage();
    await user.click(screen.getByRole("button", { name: "Type a word" }));
    await user.click(screen.getByRole("link", { name: "Second tab" }));

    expect(await screen.findByText("Discard your changes?")).toBeDefined();
    expect(router.state.location.search).toBe("");
  });

  it("does not ask when a save leaves the page right away", async () => {
    const { user } = await openEditorPage();
    await user.click(screen.getByRole("button", { name: "Type a word" }));
    await user.click(screen.getByRole("button", { name: "Save and close" }));

    expect(await screen.findByText("The list")).toBeDefined();
    expect(screen.queryByText("Discard your changes?")).toBeNull();
  });

  it("warns before the tab is closed or reloaded with unsaved changes, and not without", async () => {
    const { user } = await openEditorPage();
    expect(browserWarnsBeforeUnload()).toBe(false);

    await user.click(screen.getByRole("button", { name: "Type a word" }));
    expect(browserWarnsBeforeUnload()).toBe(true);

    await user.click(screen.getByRole("button", { name: "Save and close" }));
    await screen.findByText("The list");
    expect(browserWarnsBeforeUnload()).toBe(false);
  });
});

describe("dropping edits on the page (another language, a closed dialog)", { timeout: 20_000 }, () => {
  it("happens at once when nothing was edited", async () => {
    const { user } = await openEditorPage();
    await user.click(screen.getByRole("button", { name: "Show the German version" }));
    expect(screen.getByText("Editing the German version")).toBeDefined();
  });

  it("asks first when there are edits, and Keep editing keeps them", async () => {
    const { user } = await openEditorPage();
    await user.click(screen.getByRole("button", { name: "Type a word" }));
    await user.click(screen.getByRole("button", { name: "Show the German version" }));

    expect(await screen.findByText("You have changes that are not saved. They are lost if you continue.")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Editing the English version")).toBeDefined();
    expect(browserWarnsBeforeUnload()).toBe(true);
  });

  it("drops the edits after Discard changes, and leaving no longer asks", async () => {
    const { user } = await openEditorPage();
    await user.click(screen.getByRole("button", { name: "Type a word" }));
    await user.click(screen.getByRole("button", { name: "Show the German version" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));

    expect(await screen.findByText("Editing the German version")).toBeDefined();
    await user.click(screen.getByRole("link", { name: "Back to the list" }));
    expect(await screen.findByText("The list")).toBeDefined();
  });
});
