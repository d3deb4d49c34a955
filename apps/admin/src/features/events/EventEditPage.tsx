import { useParams, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Switch, Typography } from "antd";
import {
  ADDRESS_ROUTES,
  EVENT_LIMITS,
  EVENT_PLACE_KINDS,
  REGISTRATION_EXTRA_FIELDS,
  plainText,
  type EventFields,
  type EventVersion,
  type EventVersionInput,
} from "@lawfirm/contract";
import { formFields, kindForm, pageMetaFormFields, type FormField, type VersionValuesOf } from "../../ui/editing/kindForm.ts";
import { SearchAndSharing, type PageDefaults } from "../../ui/editing/SearchAndSharing.tsx";
import { SlugField } from "../../ui/editing/SlugField.tsx";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { KindEditorForm, KindEditPage } from "../../ui/editing/KindEditor.tsx";
import { numberedItemKind, useKindEditor, type EditedItem } from "../../ui/editing/useKindEditor.ts";
import type { PublishingKind } from "../../ui/publishing/KindPublication.tsx";
import { kindDraftFields, kindHistoryFields } from "../../ui/publishing/kindFields.ts";
import { withDraftFields } from "../../ui/publishing/PublicationPanel.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { SiteTimePicker } from "../../ui/SiteTimePicker.tsx";
import { berlinWallTimeToUtc, utcToBerlinWallTime } from "../../ui/siteTime.ts";
import { useFormatDateTimeWithZone } from "../../ui/format.ts";
import { requiredRule } from "../../ui/validation.ts";
import { officeChoices, personNames, PersonSelect, practiceAreaChoices, usePeoplePicks } from "../people/index.ts";
import { useLinkedChoices } from "../../ui/editing/linkedChoices.ts";
import { PLACE_LABELS, REGISTRATION_FIELD_LABELS } from "./eventLabels.ts";
import { eventKeys, eventsApi } from "./events.api.ts";
import { EventRegistrations } from "./EventRegistrations.tsx";
import { useRights } from "../../lib/rights.ts";

/** A time on the site's clock (Europe/Berlin) in the form, an instant on the wire; empty when none. */
const siteTimeField = {
  show: (stored) => (stored ? utcToBerlinWallTime(stored) : undefined),
  send: (value) => (value ? (berlinWallTimeToUtc(value) ?? value) : ""),
} satisfies FormField<string, string | undefined, string>;
const optionalSiteTimeField = {
  show: (stored) => (stored ? utcToBerlinWallTime(stored) : undefined),
  send: (value) => (value ? (berlinWallTimeToUtc(value) ?? value) : null),
} satisfies FormField<string | null, string | undefined, string | null>;
const same = <T,>(fallback: T) =>
  ({ show: (stored) => stored, send: (value) => value ?? fallback }) satisfies FormField<T, T | undefined, T>;

/**
 * An event's form (decision 0082): the times, the kind of place, the online link and the
 * registration's settings belong to the event (every version gets them); the title, address, text,
 * another place's address, and the office, speakers and practice areas (named in that version's
 * language, the same items in every version) are each version's.
 */
const EVENT_FORM = kindForm<EventVersion, EventVersion, EventVersionInput>()({
  stored: withDraftFields,
  item: {
    startsAt: siteTimeField,
    endsAt: siteTimeField,
    placeKind: same<EventVersion["placeKind"]>("office"),
    onlineUrl: formFields.optionalText,
    capacity: { show: (stored) => stored ?? undefined, send: (value) => value ?? null } satisfies FormField<
      number | null,
      number | undefined,
      number | null
    >,
    registrationDeadline: optionalSiteTimeField,
    registrationOpen: { show: (stored) => stored, send: (value) => value === true } satisfies FormField<
      boolean,
      boolean | undefined,
      boolean
    >,
    registrationFields: formFields.list<EventVersion["registrationFields"][number]>(),
  },
  version: {
    title: formFields.text,
    slug: formFields.text,
    office: { show: (stored) => stored ?? undefined, send: (value) => value ?? null } satisfies FormField<
      number | null,
      number | undefined,
      number | null
    >,
    venue: formFields.text,
    personIds: formFields.list<number>(),
    proFieldIds: formFields.list<number>(),
    content: formFields.richText,
    ...pageMetaFormFields,
  },
});

type VersionValues = VersionValuesOf<typeof EVENT_FORM>;
/** The office and practice areas it names, the same items in every language. */
const LINKED = { office: officeChoices, proFieldIds: practiceAreaChoices };

/** What an event's page says of it without its own search-engine fields: the site's rules (no picture: the firm's logo). */
const eventPageDefaults = (values: VersionValues): PageDefaults => ({
  title: values.title?.trim() ?? "",
  description: plainText(values.content ?? ""),
  image: null,
});

const DRAFT_FIELDS = kindDraftFields("event");

const EVENT = numberedItemKind<EventVersion>(adminPath("events/list"), "events.notFound", eventKeys, eventsApi);

function EventEditor({ item }: { item: EditedItem<EventVersion[], EventVersion> }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choices = useLinkedChoices(LINKED, item.languages);
  const formatTime = useFormatDateTimeWithZone();
  const rights = useRights();
  const savedId = item.initial?.[0]?.id;

  const publishing = (lang: string): PublishingKind<EventVersion, EventFields> => {
    return {
      api: eventsApi,
      preview: { kind: "event" },
      draftFields: DRAFT_FIELDS,
      historyFields: kindHistoryFields("event", {
        startsAt: { read: (fields) => formatTime(fields.startsAt) },
        endsAt: { read: (fields) => formatTime(fields.endsAt) },
        registrationDeadline: { read: (fields) => formatTime(fields.registrationDeadline) },
        placeKind: { read: (fields) => t(PLACE_LABELS[fields.placeKind]) },
        capacity: { read: (fields) => (fields.capacity === null ? t("events.capacityNone") : String(fields.capacity)) },
        office: { read: (fields) => (fields.office ? [fields.office] : []), names: choices.namesOf("office", lang) },
        personIds: { names: (ids) => personNames(queryClient, ids) },
        proFieldIds: { names: choices.namesOf("proFieldIds", lang) },
        registrationFields: { read: (fields) => fields.registrationFields.map((name) => t(REGISTRATION_FIELD_LABELS[name])) },
      }),
    };
  };
  const editor = useKindEditor(item, {
    publishing,
    ...EVENT_FORM,
    create: eventsApi.create,
    update: eventsApi.update,
    createdMessage: "events.created",
    editPathOf: (created) => editorPath("event", created.no),
  });
  const { form, versions } = editor;
  const { langs } = versions;

  // The speakers are the event's: picked in one tab, the same people in every tab.
  const speakers = usePeoplePicks(
    queryClient,
    (lang, ids) => form.setFieldValue(["versions", lang, "personIds"], ids),
    (lang) => (form.getFieldValue(["versions", lang, "personIds"]) as number[] | undefined) ?? [],
    Object.fromEntries((item.initial ?? []).map((version) => [version.lang, version.people])),
  );

  const placeKind = Form.useWatch(EVENT_FORM.itemField("placeKind"), form) as EventVersion["placeKind"] | undefined;

  return (
    <KindEditorForm
      editor={editor}
      newVersions={{
        added: (lang, from) => {
          const values: VersionValues = { title: "", content: "", venue: "", proFieldIds: [], personIds: [] };
          if (!from) return values;
          return { ...values, ...choices.copied(form.getFieldValue(["versions", from]) as VersionValues | undefined, from, lang).values };
        },
        copied: (source, from, to) => ({
          values: {
            title: source.title ?? "",
            content: source.content ?? "",
            venue: source.venue ?? "",
            personIds: [],
            ...choices.copied(source, from, to).values,
          },
          missing: [],
        }),
        follow: async (from, to) => (await speakers.copy(from, to)).map((person) => person.name),
      }}
      fields={(lang, { field, sharedFieldsReadOnly }) => (
        <>
          <Form.Item name={field("title")} label={t("events.field.title")} rules={[requiredRule(t("events.titleRequired"))]}>
            <Input maxLength={EVENT_LIMITS.title} />
          </Form.Item>
          <SlugField name={field("slug")} lang={lang} route={ADDRESS_ROUTES.event} />
          {placeKind === "office" && (
            <Form.Item
              name={field("office")}
              label={t("events.field.office")}
              rules={[{ required: true, message: t("events.officeRequired") }]}
              extra={
                choices.options(lang, "office").length === 0 && !choices.isPending ? (
                  <Typography.Link
                    href={adminPath("reference/offices")}
                    onClick={(event) => (event.preventDefault(), void navigate(adminPath("reference/offices")))}
                  >
                    {t("people.noOffices")}
                  </Typography.Link>
                ) : undefined
              }
            >
              <Select
                allowClear
                options={choices.options(lang, "office")}
                disabled={sharedFieldsReadOnly}
                onChange={(value: number | undefined) => choices.onChange(form, langs, "office", lang, value)}
              />
            </Form.Item>
          )}
          {placeKind === "address" && (
            <Form.Item
              name={field("venue")}
              label={t("events.field.venue")}
              extra={t("events.venueHint")}
              rules={[requiredRule(t("events.venueRequired"))]}
            >
              <Input.TextArea rows={3} maxLength={EVENT_LIMITS.venue} />
            </Form.Item>
          )}
          <Form.Item name={field("personIds")} label={t("events.field.speakers")}>
            <PersonSelect
              lang={lang}
              known={speakers.known(lang)}
              disabled={sharedFieldsReadOnly}
              onPicked={(picked) => speakers.picked(lang, picked, versions.langs)}
            />
          </Form.Item>
          <Form.Item name={field("proFieldIds")} label={t("events.field.practiceAreas")}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: "label" }}
              options={choices.options(lang, "proFieldIds")}
              disabled={sharedFieldsReadOnly}
              maxCount={EVENT_LIMITS.practiceAreas}
              onChange={(value: number[]) => choices.onChange(form, langs, "proFieldIds", lang, value)}
            />
          </Form.Item>
          <Form.Item name={field("content")} label={t("events.field.content")}>
            <RichTextEditor label={t("events.field.content")} />
          </Form.Item>
          <SearchAndSharing lang={lang} route={ADDRESS_ROUTES.event} defaultsOf={eventPageDefaults} />
        </>
      )}
    >
      <Card style={{ marginBottom: 16 }} title={t("events.whenAndWhere")}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name={EVENT_FORM.itemField("startsAt")}
              label={t("events.field.startsAt")}
              rules={[{ required: true, message: t("events.startRequired") }]}
            >
              <SiteTimePicker />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={EVENT_FORM.itemField("endsAt")}
              label={t("events.field.endsAt")}
              rules={[{ required: true, message: t("events.endRequired") }]}
            >
              <SiteTimePicker />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={EVENT_FORM.itemField("placeKind")} label={t("events.field.placeKind")}>
              <Select options={EVENT_PLACE_KINDS.map((kind) => ({ value: kind, label: t(PLACE_LABELS[kind]) }))} />
            </Form.Item>
          </Col>
          {placeKind === "online" && (
            <Col xs={24} md={12}>
              <Form.Item name={EVENT_FORM.itemField("onlineUrl")} label={t("events.field.onlineUrl")} extra={t("events.onlineUrlHint")}>
                <Input type="url" maxLength={2048} placeholder="https://" />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>
      <Card style={{ marginBottom: 16 }} title={t("events.registration")}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name={EVENT_FORM.itemField("registrationOpen")} label={t("events.field.registrationOpen")} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={EVENT_FORM.itemField("capacity")} label={t("events.field.capacity")} extra={t("events.capacityHint")}>
              <InputNumber min={1} max={EVENT_LIMITS.capacity} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={EVENT_FORM.itemField("registrationDeadline")}
              label={t("events.field.registrationDeadline")}
              extra={t("events.deadlineHint")}
            >
              <SiteTimePicker />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name={EVENT_FORM.itemField("registrationFields")} label={t("events.field.registrationFields")}>
              <Checkbox.Group
                options={REGISTRATION_EXTRA_FIELDS.map((name) => ({ value: name, label: t(REGISTRATION_FIELD_LABELS[name]) }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      {savedId !== undefined && rights.can("inbox.manage") ? (
        <Card style={{ marginBottom: 16 }}>
          <EventRegistrations eventId={savedId} />
        </Card>
      ) : null}
    </KindEditorForm>
  );
}

/** `events/add` (no number) and `events/edit/:id`, whose `{id}` is the item number (decision 0060). */
export default function EventEditPage() {
  const params = useParams();
  return (
    <KindEditPage kind={EVENT} itemId={Number(params.id) || undefined}>
      {(item) => <EventEditor item={item} />}
    </KindEditPage>
  );
}
