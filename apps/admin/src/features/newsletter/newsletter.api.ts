import {
  newsletterAdminEndpoints,
  type Locale,
  type NewsletterDigestInput,
  type NewsletterIssueInput,
  type NewsletterSubscriber,
} from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

export interface PagedQuery {
  pageNo: number;
  pageSize: number;
}

export const newsletterKeys = {
  all: ["newsletter"] as const,
  topics: ["newsletter", "topics"] as const,
  issues: (query: PagedQuery) => ["newsletter", "issues", query] as const,
  subscribers: (query: SubscriberQuery) => ["newsletter", "subscribers", query] as const,
  mail: ["newsletter", "mail"] as const,
  digests: ["newsletter", "digests"] as const,
  preview: (id: number) => ["newsletter", "preview", id] as const,
  news: (lang: Locale, topicIds: readonly number[], ids: readonly number[]) => ["newsletter", "news", lang, topicIds, ids] as const,
  recipients: (lang: Locale, topicIds: readonly number[]) => ["newsletter", "recipients", lang, topicIds] as const,
};

/** The Subscribers screen's list: a page, a state, the beginning of an address. */
export type SubscriberQuery = PagedQuery & { state?: NewsletterSubscriber["state"]; email?: string };

export const newsletterApi = {
  topics: (signal?: AbortSignal) => api.call(newsletterAdminEndpoints.topics, {}, { signal }),
  saveTopics: (topics: { kind: "practiceArea" | "newsFolder"; no: number }[]) =>
    api.call(newsletterAdminEndpoints.save, { body: { topics } }),
  subscribers: (query: SubscriberQuery, signal?: AbortSignal) =>
    inlineErrorApi.call(newsletterAdminEndpoints.subscribers, { query }, { signal }),
  reactivate: (id: number) => api.call(newsletterAdminEndpoints.reactivate, { params: { id } }),
  issues: (query: PagedQuery, signal?: AbortSignal) => inlineErrorApi.call(newsletterAdminEndpoints.issues, { query }, { signal }),
  createIssue: (body: NewsletterIssueInput) => api.call(newsletterAdminEndpoints.create, { body }),
  updateIssue: (id: number, body: NewsletterIssueInput) => api.call(newsletterAdminEndpoints.update, { params: { id }, body }),
  preview: (id: number, signal?: AbortSignal) => api.call(newsletterAdminEndpoints.preview, { params: { id } }, { signal }),
  sendTest: (id: number) => api.call(newsletterAdminEndpoints.sendTest, { params: { id } }),
  send: (id: number) => api.call(newsletterAdminEndpoints.send, { params: { id } }),
  mail: (signal?: AbortSignal) => api.call(newsletterAdminEndpoints.mail, {}, { signal }),
  digests: (signal?: AbortSignal) => api.call(newsletterAdminEndpoints.digests, {}, { signal }),
  saveDigest: (topicId: number, body: NewsletterDigestInput) =>
    api.call(newsletterAdminEndpoints.saveDigest, { params: { id: topicId }, body }),
  removeDigest: (topicId: number) => api.call(newsletterAdminEndpoints.removeDigest, { params: { id: topicId } }),
  /** The published news of a language an issue can show, newest first: of `topicIds` (all without any), and the chosen `ids`. */
  news: (lang: Locale, topicIds: readonly number[], ids: readonly number[], signal?: AbortSignal) =>
    api.call(newsletterAdminEndpoints.news, { query: { lang, topicIds: topicIds.join(","), ids: ids.join(",") } }, { signal }),
  /** How many subscribers an issue of `lang` and `topicIds` goes to if sent now. */
  recipients: (lang: Locale, topicIds: readonly number[], signal?: AbortSignal) =>
    api.call(newsletterAdminEndpoints.recipients, { query: { lang, topicIds: topicIds.join(",") } }, { signal }),
};
