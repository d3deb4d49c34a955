import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ApiError } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";

/** How long after the last edit an editor saves its draft by itself. */
export const AUTOSAVE_DELAY_MS = 3000;

/**
 * The delay the editors below wait after the last edit; null: they do not save by themselves. The
 * back office's React tests of other behaviour render without autosave (`renderInBackOffice`), so
 * that a slow machine's pauses between their steps do not save in between.
 */
export const AutosaveDelayContext = createContext<number | null>(AUTOSAVE_DELAY_MS);

/** The outcome of the editor's last save, which its save bar shows (see `SaveStatus`). */
export type SaveState =
  | { status: "idle" }
  /** The last save stored the draft at `at` (ISO 8601). */
  | { status: "saved"; at: string }
  /** The last save, or an autosave the form's check held back, did not store the draft: why. */
  | { status: "failed"; reason: string };

/** What an editor tells `useAutosave` each time its timer runs out. */
export interface AutosaveOptions {
  /** Whether the editor saves by itself at all (a stored item or version the account writes, no conflict open). */
  enabled: boolean;
  /** Whether there are edits to save and no save is running: read when the timer runs out. */
  due: () => boolean;
  /** Checks the form (marking the fields in error) and resolves whether it may be saved. */
  check: () => Promise<boolean>;
  /** Saves the draft through the editor's own save (the Save button's). */
  save: () => void;
}

/**
 * Autosave of a draft (decision 0058): `edited` (the form's every change) starts the timer again;
 * once it runs out with edits to save, no save running and a form that passes its check, the
 * editor's own save runs. A form that fails its check is not saved: the fields show why and the
 * save bar says so. The editor reports each save's outcome (`saved`, `failed`); `state` is what
 * its save bar shows. `edits` counts the changes, so that a save answered after more typing does
 * not mark those edits saved.
 */
export function useAutosave(options: AutosaveOptions) {
  const t = useT();
  const delay = useContext(AutosaveDelayContext);
  const [state, setState] = useState<SaveState>({ status: "idle" });
  // The options of the last render, for the timer's run.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const edits = useRef(0);

  const stop = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => stop, [stop]);

  const run = useCallback(async () => {
    if (!latest.current.enabled || !latest.current.due()) return;
    const at = edits.current;
    const valid = await latest.current.check();
    // Typing during the check started the timer again: that run checks and saves.
    if (at !== edits.current) return;
    if (!valid) setState({ status: "failed", reason: t("autosave.invalid") });
    else if (latest.current.enabled && latest.current.due()) latest.current.save();
  }, [t]);

  const edited = useCallback(() => {
    edits.current += 1;
    clearTimeout(timer.current);
    if (latest.current.enabled && delay !== null) timer.current = setTimeout(() => void run(), delay);
  }, [run, delay]);

  return {
    state,
    /** The form changed: the timer starts again. */
    edited,
    /** The number of changes so far: a save takes it when it starts, and hands it to `isCurrent` when it is answered. */
    edits: () => edits.current,
    /** Whether no change was made since `edits()` answered `at`. */
    isCurrent: (at: number) => at === edits.current,
    saved: () => setState({ status: "saved", at: new Date().toISOString() }),
    failed: (error: unknown) => setState({ status: "failed", reason: error instanceof ApiError ? error.message : t("form.saveFailed") }),
    reset: () => setState({ status: "idle" }),
    /** No autosave until the next change (a save started by hand). */
    stop,
  };
}

export type Autosave = ReturnType<typeof useAutosave>;
