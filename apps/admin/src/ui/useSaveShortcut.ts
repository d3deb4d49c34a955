import { useEffect, useRef } from "react";

/** Whether a key press is Ctrl+S (⌘S on a Mac). */
export const isSaveShortcut = (event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "s";

/**
 * Ctrl+S (⌘S on a Mac) saves the form the returned ref's element is in, as its Save button does,
 * instead of the browser saving the page: while the focus is in that form, or nowhere (a dialog
 * open over the page keeps the shortcut to its own form). Off while `enabled` is false.
 */
export function useSaveShortcut<E extends HTMLElement>(enabled = true) {
  const inside = useRef<E>(null);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const form = inside.current?.closest("form");
      if (!form || !isSaveShortcut(event)) return;
      const focused = document.activeElement;
      if (focused && focused !== document.body && !form.contains(focused)) return;
      event.preventDefault();
      form.requestSubmit();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
  return inside;
}
