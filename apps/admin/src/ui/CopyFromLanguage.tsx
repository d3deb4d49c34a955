import { useState } from "react";
import { Alert, App, Button, Dropdown, Flex, Typography } from "antd";
import { CopyOutlined, DownOutlined } from "./icons.tsx";
import { joinNames } from "@lawfirm/contract";
import { useLocale, useT } from "../i18n/I18nProvider.tsx";
import { useLanguageName } from "./contentLanguages.ts";

/**
 * Fills a new version's fields from another language's version (decision 0035, slice 8): its texts
 * as they are, to be translated; what it refers to as the same items in the new version's
 * language. Answers the names of what it left out because they have no version in that language.
 */
export type CopyVersion = (from: string, to: string) => Promise<readonly string[]>;

interface Copied {
  from: string;
  missing: readonly string[];
}

/**
 * Above a version not saved yet: "Copy from…", a choice among the item's other versions'
 * languages, which after a confirmation fills this version's form from that version's fields
 * (nothing is saved until the editor saves), then says what was copied and names what was left out.
 */
export function CopyFromLanguage({
  lang,
  sources,
  copy,
  onCopied,
}: {
  /** The new version's language. */
  lang: string;
  /** The languages it may be copied from. */
  sources: readonly string[];
  copy: CopyVersion;
  /** After a copy: the form has changed. */
  onCopied: () => void;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const { locale } = useLocale();
  const { modal, message } = App.useApp();
  const [copying, setCopying] = useState(false);
  const [copied, setCopied] = useState<Copied>();
  const target = languageName(lang);

  const copyFrom = (from: string) => {
    setCopying(true);
    copy(from, lang)
      .then((missing) => {
        setCopied({ from, missing });
        onCopied();
      })
      .catch(() => void message.error(t("languages.copyFailed")))
      .finally(() => setCopying(false));
  };
  const confirm = (from: string) =>
    void modal.confirm({
      title: t("languages.copyConfirm", { language: languageName(from) }),
      okText: t("languages.copyFrom", { language: languageName(from) }),
      cancelText: t("common.cancel"),
      onOk: () => copyFrom(from),
    });

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {sources.length > 0 && (
        <Flex wrap gap={8} align="center">
          <Typography.Text type="secondary">{t("languages.copyHint")}</Typography.Text>
          <Dropdown
            trigger={["click"]}
            menu={{
              items: sources.map((code) => ({ key: code, label: t("languages.copyFrom", { language: languageName(code) }) })),
              onClick: ({ key }) => confirm(key),
            }}
          >
            <Button icon={<CopyOutlined />} loading={copying}>
              {t("languages.copyFromMenu")} <DownOutlined />
            </Button>
          </Dropdown>
        </Flex>
      )}
      {copied && (
        <Alert
          type={copied.missing.length > 0 ? "warning" : "info"}
          showIcon
          closable={{ onClose: () => setCopied(undefined) }}
          title={t("languages.copied", { language: languageName(copied.from) })}
          description={
            copied.missing.length > 0
              ? t("languages.copyMissing", { language: target, names: joinNames(copied.missing, locale) })
              : undefined
          }
        />
      )}
    </Flex>
  );
}
