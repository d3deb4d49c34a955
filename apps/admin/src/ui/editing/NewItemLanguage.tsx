import { useState } from "react";
import { Button, Card, Flex, Radio, Typography } from "antd";
import type { Language } from "@lawfirm/contract";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useRights, type Rights } from "../../lib/rights.ts";
import { preferredLanguage } from "../contentLanguages.ts";

/**
 * The language a new item's first version is offered in: a translator's first language, else the
 * back office's language, of those the account writes (`writable`, in the content languages' order).
 */
export function firstLanguageFor(
  writable: readonly Language[],
  locale: string,
  languageLimit: Rights["languageLimit"],
): string | undefined {
  const own = [...(languageLimit ?? [])].find((code) => writable.some((language) => language.langCode === code));
  return own ?? preferredLanguage(writable, locale);
}

/**
 * The first step of a new item (decision 0058): the language its first version is written in,
 * among those the account writes, the one `firstLanguageFor` names chosen already; Continue
 * (`onChoose`) opens the editor on it. The other languages are added in the editor afterwards.
 */
export function NewItemLanguage({ writable, onChoose }: { writable: readonly Language[]; onChoose: (lang: string) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { languageLimit } = useRights();
  const [chosen, setChosen] = useState(() => firstLanguageFor(writable, locale, languageLimit));
  return (
    <Card style={{ maxWidth: 560 }}>
      <form
        aria-labelledby="new-item-language"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onChoose(chosen);
        }}
      >
        <Typography.Title level={4} id="new-item-language" style={{ marginTop: 0 }}>
          {t("newItem.languageTitle")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("newItem.languageHint")}</Typography.Paragraph>
        <Radio.Group
          value={chosen}
          onChange={(event) => setChosen(String(event.target.value))}
          aria-labelledby="new-item-language"
          style={{ marginBottom: 24 }}
        >
          <Flex vertical gap={12}>
            {writable.map((language) => (
              <Radio key={language.langCode} value={language.langCode}>
                {language.langName}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" disabled={!chosen} autoFocus>
            {t("newItem.continue")}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
