import type { ComponentType, ReactNode } from "react";
import {
  AppstoreOutlined,
  AuditOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileImageOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  InboxOutlined,
  MailOutlined,
  NotificationOutlined,
  SafetyOutlined,
  PictureOutlined,
  SettingOutlined,
  SmileOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
  UserSwitchOutlined,
} from "../ui/icons.tsx";
import type { Right } from "@lawfirm/contract";
import { adminPath } from "../lib/adminPath.ts";
import type { MessageKey } from "../i18n/catalogs.ts";

/**
 * The one table of back-office pages: the router, the side menu, the breadcrumbs and the page
 * titles are all derived from it. Add a page here and it appears everywhere.
 */

export type PageModule = { default: ComponentType };

export interface AdminPage {
  kind: "page";
  /** Path below `/admin/`, as in the specification (`people/edit/:id`). */
  path: string;
  /** Page title, breadcrumb and (for menu pages) menu label. */
  title: PageTitleKey;
  /** Listed in the side menu; add and edit pages are reached from their list instead. */
  menu: boolean;
  /** For pages outside the menu: the list page the breadcrumb links back to and the menu highlights. */
  parent?: string;
  icon?: ReactNode;
  /** The right an account needs to use the page (and to see it in the menu). */
  right: Right;
  load: () => Promise<PageModule>;
}

export interface AdminGroup {
  kind: "group";
  key: string;
  label: MessageKey;
  icon?: ReactNode;
  children: AdminNode[];
}

export type AdminNode = AdminGroup | AdminPage;

/** The messages a page title may use: the `page.*` ones. */
export type PageTitleKey = Extract<MessageKey, `page.${string}`>;

/** `load` for a module that holds several pages (one per kind of article): picks one by name. */
function pick<M, K extends keyof M>(load: () => Promise<M>, name: K): () => Promise<PageModule> {
  return () => load().then((module) => ({ default: module[name] as ComponentType }));
}
const articleList = () => import("../features/articles/ArticleListPage.tsx");
const articleEdit = () => import("../features/articles/ArticleEditPage.tsx");
const folders = () => import("../features/catalogs/FolderPage.tsx");
const personEdit = () => import("../features/people/PersonEditPage.tsx");
const practiceAreaEdit = () => import("../features/practice-areas/PracticeAreaEditPage.tsx");
const jobOpeningEdit = () => import("../features/job-openings/JobOpeningEditPage.tsx");
const eventEdit = () => import("../features/events/EventEditPage.tsx");
const reference = () => import("../features/reference/ReferencePage.tsx");

function page(
  path: string,
  title: PageTitleKey,
  options: Partial<Pick<AdminPage, "parent" | "icon" | "right">> & Pick<AdminPage, "load">,
): AdminPage {
  return {
    kind: "page",
    path,
    title,
    menu: !options.parent,
    right: "content.read",
    ...options,
  };
}

export const adminNavigation: AdminNode[] = [
  page("dashboard", "page.dashboard", { icon: <DashboardOutlined />, load: () => import("../features/dashboard/DashboardPage.tsx") }),
  {
    kind: "group",
    key: "articles",
    label: "nav.articles",
    icon: <FileTextOutlined />,
    children: [
      {
        kind: "group",
        key: "articles/news",
        label: "nav.news",
        children: [
          page("articles/news/list", "page.newsList", { load: pick(articleList, "NewsListPage") }),
          page("articles/news/folder", "page.newsFolders", { load: pick(folders, "NewsFoldersPage") }),
          page("articles/news/edit", "page.newsEdit", { parent: "articles/news/list", load: pick(articleEdit, "NewsEditPage") }),
          page("articles/news/edit-external", "page.newsEditExternal", {
            parent: "articles/news/list",
            load: pick(articleEdit, "NewsExternalEditPage"),
          }),
        ],
      },
      {
        kind: "group",
        key: "articles/cases",
        label: "nav.cases",
        children: [
          page("articles/cases/list", "page.casesList", { load: pick(articleList, "CaseListPage") }),
          page("articles/cases/folder", "page.casesFolders", { load: pick(folders, "CaseFoldersPage") }),
          page("articles/cases/edit", "page.casesEdit", { parent: "articles/cases/list", load: pick(articleEdit, "CaseEditPage") }),
        ],
      },
      {
        kind: "group",
        key: "articles/honors",
        label: "nav.honors",
        children: [
          page("articles/honors/list", "page.honorsList", { load: pick(articleList, "HonorListPage") }),
          page("articles/honors/edit", "page.honorsEdit", { parent: "articles/honors/list", load: pick(articleEdit, "HonorEditPage") }),
        ],
      },
    ],
  },
  page("banner/list", "page.banners", { icon: <PictureOutlined />, load: () => import("../features/banners/BannerListPage.tsx") }),
  page("site/config", "page.siteConfig", {
    icon: <SettingOutlined />,
    right: "config.manage",
    load: () => import("../features/site-config/SiteConfigPage.tsx"),
  }),
  page("site/redirects", "page.redirects", {
    icon: <SwapOutlined />,
    right: "content.write",
    load: () => import("../features/redirects/RedirectsPage.tsx"),
  }),
  page("people/list", "page.peopleList", { icon: <TeamOutlined />, load: () => import("../features/people/PeopleListPage.tsx") }),
  page("people/add", "page.peopleAdd", { parent: "people/list", right: "content.translate", load: personEdit }),
  page("people/edit/:id", "page.peopleEdit", { parent: "people/list", load: personEdit }),
  page("expertise/list", "page.expertiseList", {
    icon: <AppstoreOutlined />,
    load: () => import("../features/practice-areas/PracticeAreaListPage.tsx"),
  }),
  page("expertise/add", "page.expertiseAdd", { parent: "expertise/list", right: "content.translate", load: practiceAreaEdit }),
  page("expertise/edit/:id", "page.expertiseEdit", { parent: "expertise/list", load: practiceAreaEdit }),
  page("careers/list", "page.openingsList", {
    icon: <SolutionOutlined />,
    load: () => import("../features/job-openings/JobOpeningListPage.tsx"),
  }),
  page("careers/add", "page.openingsAdd", { parent: "careers/list", right: "content.translate", load: jobOpeningEdit }),
  page("careers/edit/:id", "page.openingsEdit", { parent: "careers/list", load: jobOpeningEdit }),
  page("events/list", "page.eventsList", { icon: <CalendarOutlined />, load: () => import("../features/events/EventListPage.tsx") }),
  page("events/add", "page.eventsAdd", { parent: "events/list", right: "content.translate", load: eventEdit }),
  page("events/edit/:id", "page.eventsEdit", { parent: "events/list", load: eventEdit }),
  {
    kind: "group",
    key: "reference",
    label: "nav.reference",
    icon: <DatabaseOutlined />,
    children: [
      page("reference/offices", "page.offices", { load: pick(reference, "OfficesPage") }),
      page("reference/jobs", "page.jobs", { load: pick(reference, "JobsPage") }),
    ],
  },
  page("docs", "page.docs", { icon: <FileProtectOutlined />, load: () => import("../features/documents/DocumentsPage.tsx") }),
  page("icons", "page.icons", { icon: <SmileOutlined />, load: () => import("../features/icons/IconsPage.tsx") }),
  page("media", "page.media", { icon: <FileImageOutlined />, load: () => import("../features/media/MediaPage.tsx") }),
  page("accounts", "page.accounts", {
    icon: <UserSwitchOutlined />,
    right: "accounts.manage",
    load: () => import("../features/accounts/AccountsPage.tsx"),
  }),
  {
    // What visitors send (decisions 0077, 0080): each part with its own right, so an account sees the parts it may read.
    kind: "group",
    key: "inboxGroup",
    label: "nav.inbox",
    icon: <InboxOutlined />,
    children: [
      page("inbox", "page.inbox", { right: "inbox.manage", load: () => import("../features/inbox/InboxPage.tsx") }),
      page("inbox/applications", "page.applications", {
        right: "applications.manage",
        load: () => import("../features/inbox/ApplicationsPage.tsx"),
      }),
    ],
  },
  {
    kind: "group",
    key: "newsletter",
    label: "nav.newsletter",
    icon: <NotificationOutlined />,
    children: [
      page("newsletter/issues", "page.newsletterIssues", {
        right: "content.write",
        load: () => import("../features/newsletter/NewsletterIssuesPage.tsx"),
      }),
      page("newsletter/topics", "page.newsletterTopics", {
        right: "config.manage",
        load: () => import("../features/newsletter/NewsletterTopicsPage.tsx"),
      }),
      page("newsletter/subscribers", "page.newsletterSubscribers", {
        right: "inbox.manage",
        load: () => import("../features/newsletter/NewsletterSubscribersPage.tsx"),
      }),
    ],
  },
  page("outbox", "page.outbox", {
    icon: <MailOutlined />,
    right: "config.manage",
    load: () => import("../features/outbox/OutboxPage.tsx"),
  }),
  page("privacy", "page.privacy", {
    icon: <SafetyOutlined />,
    right: "config.manage",
    load: () => import("../features/privacy/PrivacyPage.tsx"),
  }),
  page("audit", "page.audit", { icon: <AuditOutlined />, right: "audit.read", load: () => import("../features/audit/AuditLogPage.tsx") }),
];

/** A page with what surrounds it in the table. */
export interface ResolvedPage extends AdminPage {
  /** The menu groups it sits in, outermost first. */
  groups: AdminGroup[];
  parentPage?: ResolvedPage;
}

function flatten(nodes: AdminNode[], groups: AdminGroup[] = []): Omit<ResolvedPage, "parentPage">[] {
  return nodes.flatMap((node) => (node.kind === "group" ? flatten(node.children, [...groups, node]) : [{ ...node, groups }]));
}

/** Every page of the table, in menu order. */
export const adminPages: ResolvedPage[] = (() => {
  const pages: ResolvedPage[] = flatten(adminNavigation);
  for (const resolved of pages) {
    if (!resolved.parent) continue;
    resolved.parentPage = pages.find((candidate) => candidate.path === resolved.parent);
    if (!resolved.parentPage) throw new Error(`Route table: ${resolved.path} names an unknown parent ${resolved.parent}`);
  }
  return pages;
})();

/** Where `/admin` leads. */
export const ADMIN_HOME = adminPath("dashboard");

/** The menu entry that stands for a page: itself, or for add and edit pages their list. */
export function menuPageOf(resolved: ResolvedPage): ResolvedPage {
  return resolved.menu ? resolved : (resolved.parentPage ?? resolved);
}
