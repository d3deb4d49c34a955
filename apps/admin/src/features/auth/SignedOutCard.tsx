import type { ReactNode } from "react";
import { Card } from "antd";
import { LanguageSwitcher } from "../../ui/LanguageSwitcher.tsx";

/** The frame of the pages outside the signed-in back office (login, set password): a card in the middle, the language menu above. */
export function SignedOutCard({ children }: { children: ReactNode }) {
  return (
    <main
      style={{
        minHeight: "100vh",
        display: "grid",
        placeItems: "center",
        padding: 24,
        background: "#f4f1eb",
        position: "relative",
      }}
    >
      <div style={{ position: "absolute", top: 16, insetInlineEnd: 16 }}>
        <LanguageSwitcher />
      </div>
      <Card style={{ width: "100%", maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
        {children}
      </Card>
    </main>
  );
}
