import { Alert } from "antd";
import { addressesAllGenders } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";

/**
 * The AGG's expectation of a German job title (decision 0071): shown under the title of a German
 * version that names no gender-neutral marker or form. A warning, never a block: the title may
 * address every gender in a way the check does not know.
 */
export function AggWarning({ lang, title }: { lang: string; title: string | undefined }) {
  const t = useT();
  if (lang !== "de_DE" || !title?.trim() || addressesAllGenders(title)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      message={t("openings.agg.title")}
      description={t("openings.agg.text")}
    />
  );
}
