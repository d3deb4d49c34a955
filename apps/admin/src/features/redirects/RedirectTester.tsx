import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, Form, Input, Typography } from "antd";
import { ApiError, REDIRECT_TO_MAX_LENGTH, readableSitePath, type Redirect, type RedirectTest } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { SearchOutlined } from "../../ui/icons.tsx";
import { sameNameResolver } from "../../ui/fieldErrors.ts";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { redirectsApi } from "./redirects.api.ts";
import { answerWords, STATUS_NAMES } from "./redirectWords.ts";

interface TestForm {
  path: string;
}

const resolveField = sameNameResolver(["path"]);

/** What the site does at the address tried, in sentences: the redirect that matched and where it leads, or the page's own answer. */
function TestResult({ result, onEdit }: { result: RedirectTest; onEdit: (redirect: Redirect) => void }) {
  const t = useT();
  const { redirect, location, targetStatus } = result;
  const path = readableSitePath(result.path);
  const there =
    location === null
      ? undefined
      : targetStatus === null
        ? t("redirects.test.offSite")
        : t("redirects.test.there", { answer: answerWords(t, targetStatus) });
  const lines: string[] = [];
  let type: "success" | "info" | "warning" = "info";
  if (redirect && result.status === 410) {
    lines.push(t("redirects.test.gone", { path }));
  } else if (redirect && location !== null) {
    lines.push(
      t("redirects.test.redirected", {
        path,
        kind: t(STATUS_NAMES[redirect.status === 302 ? 302 : 301]),
        location: readableSitePath(location),
      }),
    );
    if (there) lines.push(there);
    type = targetStatus === null || targetStatus === 200 ? "success" : "warning";
  } else if (location !== null) {
    lines.push(t("redirects.test.siteRedirect", { path, answer: answerWords(t, result.status), location: readableSitePath(location) }));
    if (there) lines.push(there);
  } else {
    lines.push(t("redirects.test.noRedirect", { path, answer: answerWords(t, result.status) }));
    type = result.status === 200 ? "info" : "warning";
  }
  return (
    <Alert
      type={type}
      showIcon
      role="status"
      title={lines[0]}
      description={
        (lines.length > 1 || redirect) && (
          <Flex vertical gap={4} align="start">
            {lines.slice(1).map((line) => (
              <span key={line}>{line}</span>
            ))}
            {redirect && (
              <Flex gap={8} align="center" wrap>
                <Typography.Text type="secondary">
                  {t("redirects.test.matched", { from: readableSitePath(redirect.from) })}
                  {redirect.note ? ` · ${redirect.note}` : ""}
                </Typography.Text>
                <Button size="small" onClick={() => onEdit(redirect)}>
                  {t("redirects.test.edit")}
                </Button>
              </Flex>
            )}
          </Flex>
        )
      }
    />
  );
}

/** "Test an address": asks the server what the site answers an address now (a redirect, its target's answer, or the page's own). */
export function RedirectTester({ onEdit }: { onEdit: (redirect: Redirect) => void }) {
  const t = useT();
  const [form] = Form.useForm<TestForm>();
  const test = useMutation({
    mutationFn: (values: TestForm) => redirectsApi.test(values.path.trim()),
    onError: (error) => showServerErrors(form, error, resolveField),
  });
  const failure = test.error instanceof ApiError && test.error.fieldErrors.length > 0 ? undefined : test.error?.message;
  return (
    <Card title={t("redirects.test.title")} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t("redirects.test.intro")}</Typography.Paragraph>
      <Form<TestForm> form={form} layout="inline" onFinish={(values) => test.mutate(values)} style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item<TestForm>
          name="path"
          label={t("redirects.test.label")}
          rules={[{ required: true, whitespace: true, message: t("redirects.test.required") }]}
          style={{ flex: "1 1 320px", maxWidth: 560 }}
        >
          <Input maxLength={REDIRECT_TO_MAX_LENGTH} autoComplete="off" spellCheck={false} placeholder={t("redirects.test.placeholder")} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" icon={<SearchOutlined />} loading={test.isPending}>
            {t("redirects.test.submit")}
          </Button>
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
      {test.data && <TestResult result={test.data} onEdit={onEdit} />}
    </Card>
  );
}
