import { Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Row, Typography } from "antd";
import { PERSON_LIMITS } from "@lawfirm/contract";
import { PlusOutlined } from "../../ui/icons.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { FormListItemButtons } from "../../ui/FormListItemButtons.tsx";
import { requiredRule } from "../../ui/validation.ts";

/** One input of a profile list's entry: a line of text, a year or a web address. */
export interface EntryInput {
  name: string;
  label: MessageKey;
  kind: "text" | "year" | "url";
  required?: boolean;
  /** Its share of the row's 24 columns on a wide screen. */
  span: number;
}

/**
 * One list of a lawyer's full profile (decision 0068) in a version's form: its entries one under
 * the other, each a row of inputs, moved and removed like the biography's sections.
 */
export function ProfileEntryList({ name, label, inputs }: { name: (string | number)[]; label: MessageKey; inputs: readonly EntryInput[] }) {
  const t = useT();
  const list = t(label);
  return (
    <section aria-label={list}>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {list}
      </Typography.Title>
      <Form.List name={name}>
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={8}>
            {fields.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("people.profile.none", { list })} style={{ margin: 0 }} />
            )}
            {fields.map((entry, index) => (
              <Card
                key={entry.key}
                size="small"
                title={t("people.profile.entry", { list, number: index + 1 })}
                extra={
                  <FormListItemButtons
                    index={index}
                    count={fields.length}
                    labels={{
                      up: t("people.profile.entryUp", { list, number: index + 1 }),
                      down: t("people.profile.entryDown", { list, number: index + 1 }),
                      remove: t("people.profile.entryRemove", { list, number: index + 1 }),
                    }}
                    move={move}
                    remove={remove}
                  />
                }
              >
                <Row gutter={12}>
                  {inputs.map((input) => (
                    <Col key={input.name} xs={24} lg={input.span}>
                      <Form.Item
                        name={[entry.name, input.name]}
                        label={t(input.label)}
                        rules={[
                          // A year is a number, which the text rule's whitespace check would refuse.
                          ...(input.required
                            ? [
                                input.kind === "year"
                                  ? { required: true, message: t("people.profile.required") }
                                  : requiredRule(t("people.profile.required")),
                              ]
                            : []),
                          ...(input.kind === "url" ? [{ type: "url" as const, message: t("people.profile.linkInvalid") }] : []),
                        ]}
                        style={{ marginBottom: 0 }}
                      >
                        {input.kind === "year" ? (
                          <InputNumber min={PERSON_LIMITS.firstYear} max={PERSON_LIMITS.lastYear} precision={0} style={{ width: "100%" }} />
                        ) : (
                          <Input
                            maxLength={input.kind === "url" ? 2048 : PERSON_LIMITS.profileText}
                            inputMode={input.kind === "url" ? "url" : undefined}
                          />
                        )}
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </Card>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({})}
              disabled={fields.length >= PERSON_LIMITS.profileEntries}
              style={{ alignSelf: "start" }}
            >
              {t("people.profile.add", { list })}
            </Button>
          </Flex>
        )}
      </Form.List>
    </section>
  );
}

/** The entries' inputs of each list, in the order the site shows them. */
export const PROFILE_LISTS = {
  barAdmissions: [
    { name: "jurisdiction", label: "people.profile.jurisdiction", kind: "text", required: true, span: 18 },
    { name: "year", label: "people.profile.year", kind: "year", required: true, span: 6 },
  ],
  education: [
    { name: "degree", label: "people.profile.degree", kind: "text", required: true, span: 9 },
    { name: "institution", label: "people.profile.institution", kind: "text", required: true, span: 9 },
    { name: "year", label: "people.profile.year", kind: "year", required: true, span: 6 },
  ],
  publications: [
    { name: "title", label: "people.profile.publicationTitle", kind: "text", required: true, span: 24 },
    { name: "where", label: "people.profile.publishedIn", kind: "text", span: 12 },
    { name: "year", label: "people.profile.year", kind: "year", required: true, span: 4 },
    { name: "url", label: "people.profile.link", kind: "url", span: 8 },
  ],
  rankings: [
    { name: "text", label: "people.profile.rankingText", kind: "text", required: true, span: 12 },
    { name: "year", label: "people.profile.year", kind: "year", required: true, span: 4 },
    { name: "url", label: "people.profile.link", kind: "url", span: 8 },
  ],
} as const satisfies Record<string, readonly EntryInput[]>;
