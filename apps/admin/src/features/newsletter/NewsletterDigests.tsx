import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Empty, Flex, Input, Select, Typography } from "antd";
import { useState } from "react";
import { NEWSLETTER_DIGEST_FREQUENCIES, toLanguageTag, type NewsletterDigest, type NewsletterDigestInput } from "@lawfirm/contract";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useFormatDateTimeWithZone } from "../../ui/format.ts";
import { newsletterApi, newsletterKeys } from "./newsletter.api.ts";

type Frequency = NewsletterDigestInput["frequency"] | "off";
const OFF = "off" as const;

/**
 * The digest of each offered topic (decision 0088): off, weekly on a weekday or monthly on a day,
 * at a time of the site's clock; its last and next run. A digest collects the topic's news
 * published since the last one and goes to its subscribers in their languages.
 */
export function NewsletterDigests() {
  const t = useT();
  const digests = useQuery({ queryKey: newsletterKeys.digests, queryFn: ({ signal }) => newsletterApi.digests(signal) });
  return (
    <Card title={t("newsletter.digests")} style={{ marginTop: 16 }}>
      <Typography.Paragraph>{t("newsletter.digestsHelp")}</Typography.Paragraph>
      {digests.data?.length === 0 ? <Empty description={t("newsletter.noOfferedTopics")} /> : null}
      <Flex vertical gap={16}>
        {(digests.data ?? []).map((digest) => (
          <DigestRow key={digest.topicId} digest={digest} />
        ))}
      </Flex>
    </Card>
  );
}

function DigestRow({ digest }: { digest: NewsletterDigest }) {
  const t = useT();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTimeWithZone();
  const [frequency, setFrequency] = useState<Frequency>(digest.setting?.frequency ?? OFF);
  const [day, setDay] = useState(digest.setting?.day ?? 1);
  const [time, setTime] = useState(digest.setting?.time ?? "08:00");
  const save = useMutation({
    mutationFn: () =>
      frequency === OFF ? newsletterApi.removeDigest(digest.topicId) : newsletterApi.saveDigest(digest.topicId, { frequency, day, time }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: newsletterKeys.digests });
      void message.success(t("newsletter.digestSaved"));
    },
  });
  const weekday = new Intl.DateTimeFormat(toLanguageTag(locale), { weekday: "long", timeZone: "UTC" });
  // 1 January 2024 was a Monday.
  const days =
    frequency === "weekly"
      ? Array.from({ length: 7 }, (_, index) => ({ value: index + 1, label: weekday.format(Date.UTC(2024, 0, index + 1)) }))
      : Array.from({ length: 28 }, (_, index) => ({ value: index + 1, label: t("newsletter.dayOfMonth", { day: index + 1 }) }));
  const name = digest.names[locale] ?? Object.values(digest.names)[0] ?? "";
  const label = (what: string) => `${name}: ${what}`;
  return (
    <Flex gap={12} align="center" wrap>
      <Typography.Text strong style={{ minWidth: 180 }}>
        {name}
      </Typography.Text>
      <Select<Frequency>
        aria-label={label(t("newsletter.digestFrequency"))}
        value={frequency}
        onChange={(value) => {
          setFrequency(value);
          if (value === "weekly" && day > 7) setDay(1);
        }}
        options={([OFF, ...NEWSLETTER_DIGEST_FREQUENCIES] as const).map((value) => ({ value, label: t(`newsletter.frequency.${value}`) }))}
        style={{ width: 150 }}
      />
      {frequency !== OFF ? (
        <>
          <Select aria-label={label(t("newsletter.digestDay"))} value={day} onChange={setDay} options={days} style={{ width: 190 }} />
          <Input
            aria-label={label(t("newsletter.digestTime"))}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            placeholder="08:00"
            maxLength={5}
            style={{ width: 90 }}
          />
        </>
      ) : null}
      <Button onClick={() => save.mutate()} loading={save.isPending}>
        {t("common.save")}
      </Button>
      <Typography.Text type="secondary">
        {t("newsletter.digestRuns", {
          last: digest.lastRunTime ? formatDateTime(digest.lastRunTime) : "—",
          next: digest.nextRunTime ? formatDateTime(digest.nextRunTime) : "—",
        })}
      </Typography.Text>
      {digest.lastError ? <Typography.Text type="danger">{digest.lastError}</Typography.Text> : null}
    </Flex>
  );
}
