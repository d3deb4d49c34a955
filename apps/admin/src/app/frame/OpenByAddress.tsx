import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, Input, Space } from "antd";
import { addressEndpoints, ApiError, type AddressedItem } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { adminPath } from "../../lib/adminPath.ts";
import { inlineErrorApi } from "../../lib/api.ts";
import { articleKinds } from "../../features/articles/articleKinds.ts";
import { editPersonPath } from "../../features/people/people.api.ts";
import { editPracticeAreaPath } from "../../features/practice-areas/PracticeAreaListPage.tsx";

const PROBLEM_ID = "open-by-address-problem";

/** The editor of the item a page address names, on the version the address names. */
function editorPathOf(item: AddressedItem): string {
  switch (item.kind) {
    case "person":
      return editPersonPath(item.id);
    case "practiceArea":
      return editPracticeAreaPath(item.id);
    default:
      // An external news item's address opens its own editor from there.
      return `${adminPath(articleKinds[item.kind].paths.edit)}?no=${item.no}`;
  }
}

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
      const editor = editorPathOf(item);
      await navigate(`${editor}${editor.includes("?") ? "&" : "?"}lang=${item.lang}`);
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
