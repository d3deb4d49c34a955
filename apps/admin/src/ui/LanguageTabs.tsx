import type { ReactNode } from "react";
import { Alert, Button, Dropdown, Flex, Popconfirm, Tabs, Tag, theme } from "antd";
import { DeleteOutlined, ExclamationCircleFilled, LockOutlined, PlusOutlined } from "./icons.tsx";
import { joinNames, type Language } from "@lawfirm/contract";
import { useLocale, useT } from "../i18n/I18nProvider.tsx";
import { useLanguageName } from "./contentLanguages.ts";
import { ReadOnly } from "./ReadOnly.tsx";

export interface LanguageTabsProps {
  /** Every content language, in order. */
  languages: readonly Language[];
  /** The languages the item has a version in: one tab each. */
  present: readonly string[];
  active: string | undefined;
  onActiveChange: (lang: string) => void;
  /** Adds a version in a language the item lacks; without it, no language can be added. */
  onAdd?: (lang: string) => void;
  /** Removes the version (after asking); without it, none can be removed. */
  onRemove?: (lang: string) => void;
  /**
   * Whether the account writes this language's version (a translator writes only its languages):
   * the others show read-only, for reference, and cannot be added or removed. Without it, every one.
   */
  mayWrite?: (lang: string) => boolean;
  /** Languages whose tab holds a field with an error: marked on the tab. */
  errorLangs?: ReadonlySet<string>;
  renderPane: (lang: string) => ReactNode;
}

/**
 * One tab per language version of an item, with adding and removing versions. Every pane stays
 * rendered, so that the form validates and keeps all versions, not only the visited ones.
 */
export function LanguageTabs({
  languages,
  present,
  active,
  onActiveChange,
  onAdd,
  onRemove,
  mayWrite = () => true,
  errorLangs,
  renderPane,
}: LanguageTabsProps) {
  const t = useT();
  const languageName = useLanguageName();
  const { locale } = useLocale();
  const { token } = theme.useToken();
  const shown = languages.filter((language) => present.includes(language.langCode));
  const missing = languages.filter((language) => !present.includes(language.langCode) && mayWrite(language.langCode));
  const ownNames = languages.filter((language) => mayWrite(language.langCode)).map((language) => languageName(language.langCode));
  const activeName = active ? languageName(active) : "";

  // Beside the tabs, not in their bar: a tab list may hold only tabs.
  const actions = (
    <Flex gap={8} justify="flex-end" wrap>
      {onAdd && missing.length > 0 && (
        <Dropdown
          trigger={["click"]}
          disabled={missing.length === 0}
          menu={{
            items: missing.map((language) => ({ key: language.langCode, label: language.langName })),
            onClick: ({ key }) => onAdd(key),
          }}
        >
          <Button icon={<PlusOutlined />}>{t("languages.add")}</Button>
        </Dropdown>
      )}
      {onRemove && active && mayWrite(active) && (
        <Popconfirm
          title={t("languages.removeTitle", { language: activeName })}
          description={t("languages.removeText")}
          okText={t("languages.removeConfirm")}
          okButtonProps={{ danger: true }}
          cancelText={t("common.cancel")}
          onConfirm={() => onRemove(active)}
          disabled={shown.length <= 1}
        >
          <Button danger icon={<DeleteOutlined />} disabled={shown.length <= 1}>
            {t("languages.remove", { language: activeName })}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );

  return (
    <>
      {(onAdd || onRemove) && actions}
      <Tabs
        activeKey={active}
        onChange={onActiveChange}
        items={shown.map((language) => {
          const hasError = errorLangs?.has(language.langCode) ?? false;
          const readOnly = !mayWrite(language.langCode);
          return {
            key: language.langCode,
            forceRender: true,
            label: (
              <span>
                {readOnly && <LockOutlined style={{ marginInlineEnd: 6 }} />}
                {language.langName}
                {readOnly && <Tag style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>{t("languages.readOnly")}</Tag>}
                {hasError && (
                  <ExclamationCircleFilled
                    role="img"
                    aria-label={t("languages.hasErrors")}
                    style={{ color: token.colorError, marginInlineStart: 6 }}
                  />
                )}
              </span>
            ),
            children: readOnly ? (
              <>
                <Alert
                  type="info"
                  showIcon
                  title={t("languages.readOnlyNote", { languages: joinNames(ownNames, locale) })}
                  style={{ marginBottom: 16 }}
                />
                <ReadOnly>{renderPane(language.langCode)}</ReadOnly>
              </>
            ) : (
              renderPane(language.langCode)
            ),
          };
        })}
      />
    </>
  );
}
