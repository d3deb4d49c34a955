import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, Input, Space } from "antd";
import { addressEndpoints, ApiError } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { editorPath } from "../../lib/editorPaths.ts";
import { inlineErrorApi } from "../../lib/api.ts";

const PROBLEM_ID = "open-by-address-problem";

/**
 * The header's search for a page of the website: an editor pastes its address (a whole URL or a
 * path; its readable address, an old one, or `…/detail/{id}`) and the item's editor opens on the
 * version it names (decision 0054). What the server says of an address that names no item is
 * shown under the box.
 */
export function OpenByAddress() {
  const t = useT();
  const navigate = useNavigate();
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState<string>();
  const [opening, setOpening] = useState(false);

  const open = async (value: string) => {
    if (!value.trim()) return;
    setOpening(true);
    setProblem(undefined);
    try {
      const item = await inlineErrorApi.call(addressEndpoints.findItem, { query: { address: value.trim() } });
      setAddress("");
      // On the version the address names; an external news item's opens its own editor from there.
      await navigate(editorPath(item.kind, item.no, { lang: item.lang }));
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : t("openByAddress.failed"));
    } finally {
      setOpening(false);
    }
  };

  return (
    <div style={{ position: "relative", width: 340, maxWidth: "40vw" }}>
      <Space.Compact style={{ width: "100%" }}>
        <Input
          type="search"
          aria-label={t("openByAddress.label")}
          placeholder={t("openByAddress.placeholder")}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem(undefined);
          }}
          onPressEnter={() => void open(address)}
          status={problem ? "error" : undefined}
          spellCheck={false}
          inputMode="url"
          aria-describedby={problem ? PROBLEM_ID : undefined}
        />
        <Button onClick={() => void open(address)} loading={opening} disabled={!address.trim()}>
          {t("openByAddress.open")}
        </Button>
      </Space.Compact>
      {problem && (
        <div
          id={PROBLEM_ID}
          role="alert"
          style={{
            position: "absolute",
            top: "100%",
            insetInline: 0,
            marginTop: 4,
            padding: "6px 10px",
            lineHeight: 1.4,
            fontSize: 13,
            background: "#fff2f0",
            border: "1px solid #ffccc7",
            borderRadius: 6,
            zIndex: 20,
          }}
        >
          {problem}
        </div>
      )}
    </div>
  );
}
