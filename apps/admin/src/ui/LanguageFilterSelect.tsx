import { Select, theme } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";
import { useContentLanguages } from "./contentLanguages.ts";
import { readablePlaceholder } from "./textStyles.ts";

/**
 * A list's language filter (a form control: `value` and `onChange` come from its Form.Item): the
 * content languages by their own names, empty for any language.
 */
export function LanguageFilterSelect(props: { value?: string | null; onChange?: (value: string | null) => void; id?: string }) {
  const t = useT();
  const languages = useContentLanguages();
  return (
    <Select
      {...props}
      allowClear
      placeholder={t("articles.search.anyLanguage")}
      styles={readablePlaceholder(theme.useToken().token.colorTextSecondary)}
      options={(languages.data ?? []).map((language) => ({ value: language.langCode, label: language.langName }))}
      style={{ width: 150 }}
    />
  );
}
