import { useId } from "react";
import { Flex, Segmented, Typography } from "antd";
import type { Language } from "@lawfirm/contract";
import { useT } from "../i18n/I18nProvider.tsx";

/** Which language's version a page shows: a row of language buttons with a label. */
export function LanguagePicker({
  languages,
  value,
  onChange,
}: {
  languages: readonly Language[] | undefined;
  value: string | undefined;
  onChange: (lang: string) => void;
}) {
  const t = useT();
  const labelId = useId();
  return (
    <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
      <Typography.Text id={labelId}>{t("languages.label")}</Typography.Text>
      <Segmented
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(String(next))}
        options={(languages ?? []).map((language) => ({ value: language.langCode, label: language.langName }))}
      />
    </Flex>
  );
}
