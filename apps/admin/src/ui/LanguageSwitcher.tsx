import { Button, Dropdown } from "antd";
import { DownOutlined, GlobalOutlined } from "./icons.tsx";
import { SUPPORTED_LOCALES, isSupportedLocale, toLanguageTag } from "@lawfirm/contract";
import { LOCALE_NAMES } from "../i18n/catalogs.ts";
import { useLocale, useT } from "../i18n/I18nProvider.tsx";

/** Switches the UI language in place; the choice is shared with the public site. `compact`: the globe alone (phones). */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const items = SUPPORTED_LOCALES.map((option) => ({
    key: option,
    label: <span lang={toLanguageTag(option)}>{LOCALE_NAMES[option]}</span>,
  }));
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items,
        selectable: true,
        selectedKeys: [locale],
        style: { minWidth: 160 },
        onClick: ({ key }) => {
          if (isSupportedLocale(key)) setLocale(key);
        },
      }}
    >
      {/* Named "Language: English": the name holds what the button shows (voice control finds it by that). */}
      <Button type="text" aria-label={`${t("frame.language")}: ${LOCALE_NAMES[locale]}`} icon={<GlobalOutlined />}>
        {compact ? null : (
          <>
            <span lang={toLanguageTag(locale)}>{LOCALE_NAMES[locale]}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
