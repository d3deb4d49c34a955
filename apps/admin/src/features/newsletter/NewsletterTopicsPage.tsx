import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Checkbox, Empty, Flex, Grid, Spin, Tag, Typography } from "antd";
import { useState } from "react";
import type { NewsletterTopic } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { newsletterApi, newsletterKeys } from "./newsletter.api.ts";
import { NewsletterDigests } from "./NewsletterDigests.tsx";
import { topicName } from "./topicName.ts";

const keyOf = (topic: Pick<NewsletterTopic, "kind" | "no">) => `${topic.kind}:${topic.no}`;

/**
 * The topics the newsletter offers (decision 0083): the published practice areas and the news
 * folders, each named from its own names in every language; the ones ticked are offered, in the
 * order ticked. A topic no longer offered takes its subscriptions to it along. Below, each offered
 * topic's digest (decision 0088).
 */
export default function NewsletterTopicsPage() {
  const t = useT();
  const narrow = Grid.useBreakpoint().md === false;
  const { locale } = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const topics = useQuery({ queryKey: newsletterKeys.topics, queryFn: ({ signal }) => newsletterApi.topics(signal) });
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  const all = topics.data ?? [];
  const offered = chosen ?? all.filter((topic) => topic.id !== null).map(keyOf);
  const save = useMutation({
    mutationFn: () =>
      newsletterApi.saveTopics(
        offered.map((key) => {
          const [kind, no] = key.split(":");
          return { kind: kind as NewsletterTopic["kind"], no: Number(no) };
        }),
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(newsletterKeys.topics, result);
      void queryClient.invalidateQueries({ queryKey: newsletterKeys.digests });
      setChosen(undefined);
      void message.success(t("newsletter.topicsSaved"));
    },
  });
  const group = (kind: NewsletterTopic["kind"]) => all.filter((topic) => topic.kind === kind);

  return (
    <Page>
      <Card>
        <Typography.Paragraph>{t("newsletter.topicsHelp")}</Typography.Paragraph>
        {topics.isLoading ? <Spin /> : null}
        {!topics.isLoading && all.length === 0 ? <Empty description={t("newsletter.noCandidates")} /> : null}
        {(["practiceArea", "newsFolder"] as const).map((kind) =>
          group(kind).length > 0 ? (
            <section key={kind} style={{ marginBottom: 24 }}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t(`newsletter.kind.${kind}`)}
              </Typography.Title>
              <Flex vertical gap={8}>
                {group(kind).map((topic) => (
                  <Flex key={keyOf(topic)} gap={narrow ? 4 : 12} align={narrow ? "start" : "center"} vertical={narrow} wrap>
                    <Checkbox
                      checked={offered.includes(keyOf(topic))}
                      onChange={(event) =>
                        setChosen(event.target.checked ? [...offered, keyOf(topic)] : offered.filter((key) => key !== keyOf(topic)))
                      }
                    >
                      {topicName(topic, locale)}
                    </Checkbox>
                    {/* On a phone its other names and count go under its name, indented as the name is, not under the box. */}
                    <Flex gap="4px 12px" align="center" wrap style={narrow ? { marginInlineStart: 24 } : undefined}>
                      <Typography.Text type="secondary">
                        {Object.entries(topic.names)
                          .filter(([lang]) => lang !== locale)
                          .map(([, name]) => name)
                          .join(" · ")}
                      </Typography.Text>
                      {topic.id !== null ? <Tag>{t("newsletter.subscribers", { count: topic.subscribers })}</Tag> : null}
                    </Flex>
                  </Flex>
                ))}
              </Flex>
            </section>
          ) : null,
        )}
        <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} disabled={chosen === undefined}>
          {t("newsletter.saveTopics")}
        </Button>
      </Card>
      <NewsletterDigests />
    </Page>
  );
}
