import { Form, Input } from "antd";
import type { NamePath } from "antd/es/form/interface";
import { isSlug, isSupportedLocale, localizedPath, SLUG_MAX_LENGTH } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";

/**
 * A version's readable address (decision 0054): its slug after the page's section in the version's
 * language (`/de/news/`). Left empty, the server makes it from the title when the version is saved;
 * a changed one keeps the old address working, as a permanent redirect here.
 */
export function SlugField({ name, lang, route }: { name: NamePath; lang: string; route: string }) {
  const t = useT();
  const section = route.replace(/:slug$/, "");
  const prefix = isSupportedLocale(lang) ? localizedPath(lang, section) : section;
  return (
    <Form.Item
      name={name}
      label={t("address.field")}
      extra={t("address.hint")}
      normalize={(value: string) => value.toLowerCase()}
      rules={[
        {
          validator: async (_, value?: string) =>
            !value || isSlug(value.trim()) ? undefined : Promise.reject(new Error(t("address.invalid"))),
        },
      ]}
    >
      <Input
        addonBefore={prefix.endsWith("/") ? prefix : `${prefix}/`}
        placeholder={t("address.placeholder")}
        maxLength={SLUG_MAX_LENGTH}
        spellCheck={false}
      />
    </Form.Item>
  );
}
