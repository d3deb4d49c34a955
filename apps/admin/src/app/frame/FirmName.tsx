import { Flex } from "antd";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useFirm } from "../../lib/firm.ts";

/**
 * The firm's logo and name, as its site configuration gives them (the back office's name until it
 * has one); only the logo (else "§") where there is no room for the name.
 */
export function FirmName({ logoOnly = false }: { logoOnly?: boolean }) {
  const t = useT();
  const firm = useFirm();
  const name = firm?.name || t("app.title");
  return (
    <Flex align="center" gap={10} style={{ minWidth: 0 }}>
      {firm?.logo ? (
        <img src={firm.logo} alt="" style={{ height: 28, maxWidth: 96, objectFit: "contain", flex: "none" }} />
      ) : (
        logoOnly && <span aria-hidden="true">§</span>
      )}
      {!logoOnly && (
        // A long name takes two lines; a longer one is cut short there, the whole of it on hover.
        <span
          title={name}
          style={{ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden", lineHeight: 1.25 }}
        >
          {name}
        </span>
      )}
    </Flex>
  );
}
