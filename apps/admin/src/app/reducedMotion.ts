import { useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** The media query, where the environment has one (not in a test's DOM without `matchMedia`). */
const query = () => (typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION) : undefined);

function subscribe(onChange: () => void) {
  const media = query();
  media?.addEventListener("change", onChange);
  return () => media?.removeEventListener("change", onChange);
}

/**
 * Whether the user asked their system for less motion: the back office then opens and closes its
 * dialogs, menus and drawers without Ant Design's animations, and follows a change of the setting
 * while it is open.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
