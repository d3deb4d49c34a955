import { useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Flex, Form, Input, Typography, theme } from "antd";
import { PlusOutlined, SearchOutlined } from "../../ui/icons.tsx";
import { ICON_NAME_MAX, iconEndpoints, type Icon } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { Page } from "../../ui/frame/Page.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useRights } from "../../lib/rights.ts";
import { ImageUpload } from "../../ui/ImageUpload.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { DeleteRowButton } from "../../ui/RowActions.tsx";
import { requiredRule } from "../../ui/validation.ts";
import { SaveFailedAlert } from "../../ui/SaveFailedAlert.tsx";
import { IconLibraryGrid, iconsKey, useIconLibrary } from "./IconLibraryGrid.tsx";

interface IconForm {
  name: string;
  url: string | null;
}

/** Adds an icon: an uploaded picture with a name. */
function AddIconForm({ onAdded }: { onAdded: (icon: Icon) => void }) {
  const t = useT();
  const [form] = Form.useForm<IconForm>();
  const [summary, setSummary] = useState<string>();
  const submitting = useRef(false);
  const create = useMutation({
    mutationFn: (values: IconForm) =>
      inlineErrorApi.call(iconEndpoints.create, { body: { name: values.name.trim(), url: values.url ?? "" } }),
    onSuccess: (icon) => {
      form.resetFields();
      setSummary(undefined);
      onAdded(icon);
    },
    onError: (error) =>
      setSummary(
        showServerErrors(form, error, (path) => {
          if (path[0] === "name") return ["name"];
          if (path[0] === "url" || path[0] === "fileId") return ["url"];
          return undefined;
        }).summary,
      ),
  });

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t("icons.add")}
        </Typography.Title>
      }
      style={{ marginBottom: 16 }}
    >
      <SaveFailedAlert summary={summary} />
      <Form<IconForm>
        form={form}
        layout="vertical"
        disabled={create.isPending}
        initialValues={{ name: "", url: null }}
        onFinish={(values) => {
          if (submitting.current) return;
          submitting.current = true;
          create.mutate(values, { onSettled: () => (submitting.current = false) });
        }}
      >
        <Flex gap={24} wrap align="start">
          <Form.Item<IconForm> name="url" label={t("icons.image")} rules={[{ required: true, message: t("icons.imageRequired") }]}>
            <ImageUpload purpose="icon" previewWidth={80} previewHeight={80} />
          </Form.Item>
          <Form.Item<IconForm>
            name="name"
            label={t("icons.name")}
            rules={[requiredRule(t("icons.nameRequired"))]}
            style={{ minWidth: 260 }}
          >
            <Input maxLength={ICON_NAME_MAX} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
              {t("icons.create")}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
    </Card>
  );
}

/** The icon library that practice areas pick from: add (upload and name), list as a grid, delete. */
export default function IconsPage() {
  const t = useT();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState("");
  const icons = useIconLibrary();
  // The icon library is the content's structure: an account without content.write only looks.
  const mayChange = useRights().can("content.write");
  const remove = useMutation({
    mutationFn: (icon: Icon) => api.call(iconEndpoints.remove, { params: { id: icon.id } }),
    onSuccess: (_, icon) => {
      void message.success(t("icons.deleted", { name: icon.name }));
      void queryClient.invalidateQueries({ queryKey: iconsKey });
    },
  });

  return (
    <Page>
      {mayChange && (
        <AddIconForm
          onAdded={(icon) => {
            void message.success(t("icons.created", { name: icon.name }));
            void queryClient.invalidateQueries({ queryKey: iconsKey });
          }}
        />
      )}
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t("icons.library", { count: icons.data?.length ?? 0 })}
          </Typography.Title>
        }
        extra={
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t("icons.filter")}
            aria-label={t("icons.filter")}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            style={{ width: 220 }}
          />
        }
      >
        <IconLibraryGrid
          filter={filter}
          cellWidth={140}
          gap={12}
          renderIcon={(icon) => (
            <Flex
              vertical
              align="center"
              gap={8}
              style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: 12, height: "100%" }}
            >
              <img src={icon.url} alt="" width={56} height={56} style={{ objectFit: "contain" }} />
              <Typography.Text ellipsis={{ tooltip: icon.name }} style={{ maxWidth: "100%" }}>
                {icon.name}
              </Typography.Text>
              {mayChange && (
                <DeleteRowButton
                  size="small"
                  label={t("icons.delete", { name: icon.name })}
                  confirmTitle={t("icons.deleteTitle", { name: icon.name })}
                  confirmText={t("icons.deleteText")}
                  onConfirm={() => remove.mutateAsync(icon)}
                />
              )}
            </Flex>
          )}
        />
      </Card>
    </Page>
  );
}
