import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert, App, Button, Card, Form, Input, Skeleton, Tabs, Typography } from "antd";
import { DATA_NOTE_FORMS, DATA_NOTE_MAX_LENGTH, SUPPORTED_LOCALES, type DataNoteForm, type DataNotes } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useLanguageName } from "../../ui/contentLanguages.ts";
import { SaveOutlined } from "../../ui/icons.tsx";
import { privacyApi, privacyKeys } from "./privacy.api.ts";

type NotesForm = DataNotes["notes"];

const FORM_LABELS: Record<DataNoteForm, MessageKey> = {
  contact: "dataNote.form.contact",
  application: "dataNote.form.application",
  eventRegistration: "dataNote.form.eventRegistration",
  newsletter: "dataNote.form.newsletter",
};

/**
 * The note beside each of the site's forms on what the firm does with the data (decision 0085),
 * per form and language: the firm's own, or (left empty) the site's, which the empty field shows
 * greyed. One tab per form; one save for all.
 */
export function DataNoteCard() {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const languageName = useLanguageName();
  const [form] = Form.useForm<NotesForm>();
  const [shownForm, setShownForm] = useState<DataNoteForm>(DATA_NOTE_FORMS[0]);
  const notes = useQuery({ queryKey: privacyKeys.dataNotes, queryFn: ({ signal }) => privacyApi.dataNotes(signal) });
  const save = useMutation({
    mutationFn: (values: NotesForm) => privacyApi.setDataNotes(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyKeys.dataNotes, saved);
      form.setFieldsValue(saved.notes);
      void message.success(t("dataNote.saved"));
    },
  });

  return (
    <Card title={t("dataNote.title")}>
      {notes.error && <Alert type="error" showIcon title={notes.error.message} />}
      {!notes.data && !notes.error && <Skeleton active />}
      {notes.data && (
        <Form<NotesForm> form={form} layout="vertical" initialValues={notes.data.notes} onFinish={(values) => save.mutate(values)}>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
            {t("dataNote.intro")}
          </Typography.Paragraph>
          <Tabs
            // Every tab's fields stay in the form, so one save sends them all.
            destroyOnHidden={false}
            activeKey={shownForm}
            onChange={(key) => setShownForm(key as DataNoteForm)}
            items={DATA_NOTE_FORMS.map((noteForm) => ({
              key: noteForm,
              label: t(FORM_LABELS[noteForm]),
              forceRender: true,
              children: SUPPORTED_LOCALES.map((lang) => (
                <Form.Item key={lang} name={[noteForm, lang]} label={languageName(lang)} style={{ maxWidth: 720 }}>
                  <Input.TextArea
                    // Sized to the whole text, the site's own note in the empty field too; measured again once its tab shows (hidden, it has no width).
                    key={String(shownForm === noteForm)}
                    lang={lang.replace("_", "-")}
                    autoSize={{ minRows: 3 }}
                    maxLength={DATA_NOTE_MAX_LENGTH}
                    showCount
                    placeholder={notes.data.defaults[noteForm][lang]}
                  />
                </Form.Item>
              )),
            }))}
          />
          {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
            {t("common.save")}
          </Button>
        </Form>
      )}
    </Card>
  );
}
