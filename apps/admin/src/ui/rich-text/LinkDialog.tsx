import { Button, Form, Input, Modal } from "antd";
import { urlOrSitePathSchema } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";

/** What a link in rich text may lead to: a web address, a page of this site, an email address or a phone number. */
export function isLinkTarget(value: string): boolean {
  const trimmed = value.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(trimmed)) return true;
  if (/^tel:\+?[0-9 ()/-]{3,}$/i.test(trimmed)) return true;
  return urlOrSitePathSchema.safeParse(trimmed).success;
}

interface LinkForm {
  href: string;
}

/** Asks for a link's address; offers to remove the link when the selection has one. */
export function LinkDialog({
  open,
  initialHref,
  hasLink,
  onApply,
  onRemove,
  onCancel,
}: {
  open: boolean;
  initialHref: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<LinkForm>();
  return (
    <Modal
      open={open}
      title={hasLink ? t("editor.linkEdit") : t("editor.linkAdd")}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        hasLink && (
          <Button key="remove" danger onClick={onRemove}>
            {t("editor.linkRemove")}
          </Button>
        ),
        <Button key="cancel" onClick={onCancel}>
          {t("common.cancel")}
        </Button>,
        <Button key="apply" type="primary" onClick={() => form.submit()}>
          {t("editor.linkApply")}
        </Button>,
      ]}
    >
      <Form<LinkForm>
        form={form}
        layout="vertical"
        initialValues={{ href: initialHref }}
        clearOnDestroy
        onFinish={(values) => onApply(values.href.trim())}
      >
        <Form.Item<LinkForm>
          name="href"
          label={t("editor.linkAddress")}
          extra={t("editor.linkHint")}
          rules={[
            { required: true, whitespace: true, message: t("editor.linkRequired") },
            {
              validator: async (_, value: string | undefined) => {
                if (value && !isLinkTarget(value)) throw new Error(t("validation.link"));
              },
            },
          ]}
        >
          <Input autoFocus placeholder="https://" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
