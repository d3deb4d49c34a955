import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { App, Modal } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";

export interface UnsavedChanges {
  dirty: boolean;
  /** Marks the form edited (true) or saved/discarded (false); takes effect at once, also for a navigation right after. */
  setDirty: (dirty: boolean) => void;
  /** The "leave without saving?" dialog: render it once on the page. */
  prompt: ReactNode;
  /** Runs an action that drops the edits (another language, closing a dialog): asks first when there are edits. */
  confirmDiscard: (action: () => void) => void;
}

/**
 * Warns before edits are lost: leaving the page inside the back office (menu, breadcrumb, back
 * button) asks first, and closing or reloading the tab triggers the browser's own warning.
 */
export function useUnsavedChanges(): UnsavedChanges {
  const t = useT();
  const { modal } = App.useApp();
  const [dirty, setDirtyState] = useState(false);
  // The blocker is asked during a navigation that may follow a save in the same event: it reads this.
  const dirtyRef = useRef(false);

  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const prompt = (
    <Modal
      open={blocker.state === "blocked"}
      title={t("unsaved.title")}
      okText={t("unsaved.leave")}
      okButtonProps={{ danger: true }}
      cancelText={t("unsaved.stay")}
      onOk={() => {
        dirtyRef.current = false;
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      {t("unsaved.text")}
    </Modal>
  );

  const confirmDiscard = useCallback(
    (action: () => void) => {
      if (!dirtyRef.current) {
        action();
        return;
      }
      modal.confirm({
        title: t("unsaved.title"),
        content: t("unsaved.discardText"),
        okText: t("unsaved.discard"),
        okButtonProps: { danger: true },
        cancelText: t("unsaved.stay"),
        onOk: () => {
          setDirty(false);
          action();
        },
      });
    },
    [modal, t, setDirty],
  );

  return { dirty, setDirty, prompt, confirmDiscard };
}
