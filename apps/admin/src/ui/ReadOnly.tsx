import { createContext, useContext, type ReactNode } from "react";
import { ConfigProvider } from "antd";

const ReadOnlyContext = createContext(false);

/**
 * Shows its fields for reference only (`readOnly`, else as they are): every antd control inside is
 * disabled, and so is the rich-text editor, which reads `useReadOnly`.
 */
export function ReadOnly({ readOnly = true, children }: { readOnly?: boolean; children: ReactNode }) {
  if (!readOnly) return children;
  return (
    <ConfigProvider componentDisabled>
      <ReadOnlyContext.Provider value>{children}</ReadOnlyContext.Provider>
    </ConfigProvider>
  );
}

/** Whether the surrounding fields are shown for reference only. */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}
