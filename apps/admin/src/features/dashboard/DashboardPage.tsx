import type { ReactNode } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Col, Empty, Flex, Grid, Row, Table, Tag, Typography } from "antd";
import {
  DASHBOARD_TRANSLATION_KINDS,
  dashboardEndpoints,
  type Dashboard,
  type DashboardKind,
  type DashboardTranslationKind,
  type DocumentName,
  type LegalNoticeRequirement,
  type RevisionAction,
} from "@lawfirm/contract";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { api } from "../../lib/api.ts";
import { Page } from "../../ui/frame/Page.tsx";
import { ItemList } from "../../ui/ItemList.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName } from "../../ui/contentLanguages.ts";
import { useRights } from "../../lib/rights.ts";
import { OutboxNotice } from "../outbox/index.ts";
import { LoadErrorAlert } from "../../ui/LoadErrorAlert.tsx";
import { useSiteTimeText } from "../../ui/publishing/publicationState.tsx";
import { useRevisionActionText } from "../../ui/publishing/revisionWords.tsx";
import { EarlierStateTag, ReviewComment, ReviewDecisionTag } from "../../ui/publishing/VersionReviews.tsx";

const KIND_LABELS: Record<DashboardKind, MessageKey> = {
  news: "audit.kind.news",
  case: "audit.kind.case",
  honor: "audit.kind.honor",
  person: "audit.kind.person",
  practiceArea: "audit.kind.practiceArea",
  banner: "audit.kind.banner",
  document: "audit.kind.document",
  opening: "audit.kind.opening",
  event: "audit.kind.event",
};

/** The kinds as a count's row names them: as the menu does. */
const PLURAL_LABELS: Record<DashboardTranslationKind, MessageKey> = {
  news: "nav.news",
  case: "nav.cases",
  honor: "nav.honors",
  person: "page.peopleList",
  practiceArea: "page.expertiseList",
  document: "page.docs",
  opening: "page.openingsList",
  event: "page.eventsList",
};

const ACTION_LABELS: Record<RevisionAction, MessageKey> = {
  save: "dashboard.action.save",
  saveDraft: "dashboard.action.saveDraft",
  publish: "dashboard.action.publish",
  unpublish: "dashboard.action.unpublish",
  restore: "dashboard.action.restore",
};

interface VersionRef {
  kind: DashboardKind;
  no: number;
  id: number;
  lang: string;
  title: string;
  name?: DocumentName | undefined;
}

/**
 * Where a version is edited: its item's editor, by the item's number, on the version's tab
 * (decision 0060); the banner list (of the banner's language) opens the banner's dialog, the
 * documents page the document in the version's language.
 */
function editorOf({ kind, no, id, lang, name }: VersionRef): string {
  if (kind === "banner") return `${adminPath("banner/list")}?${new URLSearchParams({ lang, edit: String(id) })}`;
  if (kind === "document") return `${adminPath("docs")}?${new URLSearchParams(name ? { name, lang } : { lang })}`;
  return editorPath(kind, no, { lang });
}

/** One version as a dashboard line: its title (a link to its editor), its kind and language, and what the card says of it (`below`: more, under it). */
function VersionLine({ version, tag, children, below }: { version: VersionRef; tag?: ReactNode; children: ReactNode; below?: ReactNode }) {
  const t = useT();
  const languageName = useLanguageName();
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex gap={6} align="center" wrap>
        {tag}
        <Link to={editorOf(version)}>{version.title}</Link>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(KIND_LABELS[version.kind])} · {languageName(version.lang)} · {children}
      </Typography.Text>
      {below}
    </Flex>
  );
}

/** A card's heading with the number of entries in all; a long heading wraps, and the number stays in sight. */
function CardTitle({ label, total }: { label: string; total?: number }) {
  return (
    <Flex gap={8} align="center" style={{ whiteSpace: "normal" }}>
      <span style={{ minWidth: 0, flex: "0 1 auto" }}>{label}</span>
      {total !== undefined && <Tag style={{ marginInlineEnd: 0 }}>{total}</Tag>}
    </Flex>
  );
}

function Waiting({ waiting }: { waiting: Dashboard["waiting"] }) {
  const t = useT();
  const siteTime = useSiteTimeText();
  return (
    <Card title={<CardTitle label={t("dashboard.waiting")} total={waiting.total} />}>
      <ItemList
        items={waiting.entries}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.waitingEmpty")} />}
        renderItem={(entry) => (
          <VersionLine
            version={entry}
            tag={
              <Tag color={entry.waiting === "changes" ? "#ad4e00" : undefined}>
                {t(entry.waiting === "changes" ? "publishing.draftTag" : "publishing.state.draft")}
              </Tag>
            }
          >
            {t("dashboard.savedBy", { time: siteTime(entry.since), name: entry.operatorName ?? t("publishing.someone") })}
          </VersionLine>
        )}
      />
    </Card>
  );
}

/** The items naming a client without a recorded consent (decision 0066): none of them can be published until it is recorded. */
function ClientsWithoutConsent({ unconsented }: { unconsented: Dashboard["clientsWithoutConsent"] }) {
  const t = useT();
  return (
    <Card title={<CardTitle label={t("dashboard.clientsWithoutConsent")} total={unconsented.total} />}>
      <Typography.Paragraph type="secondary">{t("dashboard.clientsWithoutConsentHint")}</Typography.Paragraph>
      <ItemList
        items={unconsented.entries}
        renderItem={(entry) => (
          <VersionLine version={entry}>{t("dashboard.clientsWithoutConsentNames", { clients: entry.clients.join(", ") })}</VersionLine>
        )}
      />
    </Card>
  );
}

function Scheduled({ scheduled }: { scheduled: Dashboard["scheduled"] }) {
  const t = useT();
  const siteTime = useSiteTimeText();
  return (
    <Card title={<CardTitle label={t("dashboard.scheduled")} total={scheduled.total} />}>
      <ItemList
        items={scheduled.entries}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.scheduledEmpty")} />}
        renderItem={(entry) => (
          <VersionLine version={entry}>
            {t(entry.change === "publish" ? "dashboard.publishesAt" : "dashboard.unpublishesAt", { time: siteTime(entry.at) })}
          </VersionLine>
        )}
      />
    </Card>
  );
}

function Recent({ recent }: { recent: Dashboard["recent"] }) {
  const t = useT();
  const siteTime = useSiteTimeText();
  // A schedule reads "Scheduled for {time}", as in the history.
  const actionText = useRevisionActionText(ACTION_LABELS);
  return (
    <Card title={<CardTitle label={t("dashboard.recent")} />}>
      <ItemList
        items={recent}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.recentEmpty")} />}
        renderItem={(entry) => (
          <VersionLine version={entry}>
            {actionText(entry)} ·{" "}
            {entry.operatorName === ""
              ? siteTime(entry.savedAt)
              : t("dashboard.savedBy", { time: siteTime(entry.savedAt), name: entry.operatorName ?? t("publishing.someone") })}
          </VersionLine>
        )}
      />
    </Card>
  );
}

/** The newest reviews from approval links (decision 0052): what was decided, by whom and when, the comment; a review of an earlier state says so. */
function Reviews({ reviews }: { reviews: Dashboard["reviews"] }) {
  const t = useT();
  const siteTime = useSiteTimeText();
  return (
    <Card title={<CardTitle label={t("dashboard.reviews")} />}>
      <ItemList
        items={reviews}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.reviewsEmpty")} />}
        renderItem={(review) => (
          <VersionLine
            version={review}
            tag={
              <>
                <ReviewDecisionTag decision={review.decision} />
                {!review.current && <EarlierStateTag />}
              </>
            }
            below={review.comment && <ReviewComment comment={review.comment} />}
          >
            {review.reviewerName
              ? t("dashboard.reviewedBy", { time: siteTime(review.reviewedAt), name: review.reviewerName })
              : siteTime(review.reviewedAt)}
          </VersionLine>
        )}
      />
    </Card>
  );
}

/** Per kind and language, how many items lack a version in that language and how many of its versions are out of date; then, per language, the first of each. */
function TranslationGaps({ gaps }: { gaps: Dashboard["gaps"] }) {
  const t = useT();
  const nameOf = useLanguageName();
  // On a phone the languages' columns may run past the card: the kind stays put, and a line says the table scrolls.
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <Card title={<CardTitle label={t("dashboard.gaps")} />}>
      <Typography.Paragraph type="secondary">{t("dashboard.gapsHint")}</Typography.Paragraph>
      {narrow && gaps.length > 1 && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t("dashboard.gapsScroll")}
        </Typography.Paragraph>
      )}
      <Table<DashboardTranslationKind>
        rowKey={(kind) => kind}
        pagination={false}
        size="small"
        scroll={{ x: "max-content" }}
        dataSource={[...DASHBOARD_TRANSLATION_KINDS]}
        columns={[
          {
            key: "kind",
            title: t("dashboard.kind"),
            fixed: "left" as const,
            render: (_, kind) => t(PLURAL_LABELS[kind]),
          },
          ...gaps.map((gap) => ({
            key: gap.lang,
            title: nameOf(gap.lang),
            children: [
              {
                key: `${gap.lang}-missing`,
                title: t("dashboard.gapsMissing"),
                align: "end" as const,
                render: (_: unknown, kind: DashboardTranslationKind) => gap.counts[kind] ?? 0,
              },
              {
                key: `${gap.lang}-outdated`,
                title: t("dashboard.gapsOutdated"),
                align: "end" as const,
                render: (_: unknown, kind: DashboardTranslationKind) => gap.outdated[kind] ?? 0,
              },
            ],
          })),
        ]}
      />
      {gaps.map((gap) => (
        <GapEntries
          key={gap.lang}
          heading={t("dashboard.gapsIn", { language: nameOf(gap.lang) })}
          // A legal document is edited one language at a time: its editor opens the missing one.
          entries={gap.entries.map((entry) => ({
            key: `${entry.kind}-${entry.no}`,
            kind: entry.kind,
            title: entry.title,
            to: entry.kind === "document" ? editorOf({ ...entry, lang: gap.lang }) : editorOf(entry),
          }))}
        />
      ))}
      {gaps.map((gap) => (
        <GapEntries
          key={`${gap.lang}-outdated`}
          heading={t("dashboard.outdatedIn", { language: nameOf(gap.lang) })}
          // The editor opens the out-of-date version's tab, where its notice says what changed.
          entries={gap.outdatedEntries.map((entry) => ({
            key: `${entry.kind}-${entry.id}`,
            kind: entry.kind,
            title: entry.title,
            to: editorOf(entry),
          }))}
        />
      ))}
    </Card>
  );
}

const LEGAL_NOTICE_LABELS: Record<LegalNoticeRequirement, MessageKey> = {
  address: "siteConfig.address",
  email: "siteConfig.email",
  register: "legalNotice.register",
  vatId: "legalNotice.vatId",
  bar: "legalNotice.bar",
  titles: "legalNotice.titles",
  rules: "legalNotice.rules",
  insurer: "legalNotice.insurer",
  insuranceScope: "legalNotice.insuranceScope",
  disputeResolution: "legalNotice.disputeResolution",
};

/**
 * The facts the live legal notice lacks (decision 0067), as a warning: the site leaves them out of
 * the Impressum, which the law asks for. A link to the site configuration for those who may edit it.
 */
function LegalNoticeWarning({ missing }: { missing: Dashboard["legalNoticeMissing"] }) {
  const t = useT();
  const { can } = useRights();
  if (missing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t("dashboard.legalNoticeMissing")}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {missing.map((name) => (
              <li key={name}>{t(LEGAL_NOTICE_LABELS[name])}</li>
            ))}
          </ul>
          {can("config.manage") && (
            <Link to={adminPath("site/config")} style={{ textDecoration: "underline" }}>
              {t("dashboard.legalNoticeEdit")}
            </Link>
          )}
        </>
      }
    />
  );
}

/**
 * The back office's landing page (decision 0035): what waits, what reviewers said through approval
 * links (decision 0052), what is scheduled, what changed, what lacks a translation.
 */
export default function DashboardPage() {
  const dashboard = useQuery({
    queryKey: ["dashboard"],
    queryFn: ({ signal }) => api.call(dashboardEndpoints.get, {}, { signal }),
  });
  return (
    <Page>
      {dashboard.isError && <LoadErrorAlert onRetry={() => void dashboard.refetch()} />}
      {dashboard.isPending && (
        <Row gutter={[16, 16]}>
          {[0, 1, 2, 3, 4].map((index) => (
            <Col key={index} xs={24} xl={12}>
              <Card loading />
            </Col>
          ))}
        </Row>
      )}
      {dashboard.data && <LegalNoticeWarning missing={dashboard.data.legalNoticeMissing} />}
      {dashboard.data && <OutboxNotice linked />}
      {dashboard.data && (
        <Row gutter={[16, 16]}>
          {dashboard.data.clientsWithoutConsent.total > 0 && (
            <Col xs={24}>
              <ClientsWithoutConsent unconsented={dashboard.data.clientsWithoutConsent} />
            </Col>
          )}
          <Col xs={24} xl={12}>
            <Waiting waiting={dashboard.data.waiting} />
          </Col>
          <Col xs={24} xl={12}>
            <Reviews reviews={dashboard.data.reviews} />
          </Col>
          <Col xs={24} xl={12}>
            <Scheduled scheduled={dashboard.data.scheduled} />
          </Col>
          <Col xs={24} xl={12}>
            <Recent recent={dashboard.data.recent} />
          </Col>
          <Col xs={24}>
            <TranslationGaps gaps={dashboard.data.gaps} />
          </Col>
        </Row>
      )}
    </Page>
  );
}

/** One language's items to translate, each a link to its editor with its kind beside it; nothing when there are none. */
function GapEntries({
  heading,
  entries,
}: {
  heading: string;
  entries: readonly { key: string; kind: DashboardKind; title: string; to: string }[];
}) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <Flex vertical gap={4} style={{ marginTop: 16 }}>
      <Typography.Text strong>{heading}</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {/* Underlined: beside the kind in the same line, colour alone would not mark it as a link. */}
            <Link to={entry.to} style={{ textDecoration: "underline" }}>
              {entry.title}
            </Link>{" "}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              · {t(KIND_LABELS[entry.kind])}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
