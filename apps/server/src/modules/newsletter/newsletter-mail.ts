import { ADDRESS_ROUTES, buildPath, localizedPath, SITE_ROUTES, toLanguageTag, type Locale } from "@lawfirm/contract";
import { FIRM_TIME_ZONE, labelled, listed, message, renderMessage, type Message } from "../../i18n/messages.ts";
import type { MailHeaders } from "../mail/mail.service.ts";
import { escapeHtml } from "../preview/preview-banner.ts";

/**
 * The newsletter's e-mails (decision 0083), each a text and an HTML body built here (every text
 * escaped): the confirmation, the note to an address already subscribed, and an issue. Every
 * address in them is absolute, on the site's public origin.
 */

/** The pages a subscriber's links open, below the language prefix. */
export const NEWSLETTER_PAGES = {
  confirm: SITE_ROUTES.newsletterConfirm,
  preferences: SITE_ROUTES.newsletterPreferences,
  unsubscribe: SITE_ROUTES.newsletterUnsubscribe,
} as const;

/** An address of the site in `lang` with a subscriber's token. */
export const subscriberLink = (origin: string, lang: Locale, page: keyof typeof NEWSLETTER_PAGES, token: string) =>
  `${origin}${localizedPath(lang, NEWSLETTER_PAGES[page])}?s=${encodeURIComponent(token)}`;

export interface BuiltMail {
  subject: string;
  text: string;
  html: string;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1f3a5f;color:#ffffff;padding:12px 20px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
const small = (html: string) => `<p style="margin:24px 0 0;font-size:13px;color:#555555">${html}</p>`;
const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#1f3a5f">${escapeHtml(label)}</a>`;

function page(lang: Locale, firm: string, body: string): string {
  return [
    `<!doctype html><html lang="${lang.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(firm)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f2ee;font-family:Georgia,'Times New Roman',serif;color:#1c1c1c;line-height:1.5">`,
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px">`,
    `<p style="margin:0 0 24px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#1f3a5f">${escapeHtml(firm)}</p>`,
    body,
    `</div></body></html>`,
  ].join("");
}

const say = (lang: Locale, text: Message) => renderMessage(lang, text);

/** The confirmation mail: the topics chosen and the link that confirms them. */
export function confirmationMail(lang: Locale, firm: string, topics: readonly string[], confirmUrl: string): BuiltMail {
  const intro = say(lang, message("newsletter.confirm.intro", { firm, topics: listed(lang, topics) }));
  const action = say(lang, message("newsletter.confirm.action"));
  const ignore = say(lang, message("newsletter.confirm.ignore"));
  return {
    subject: say(lang, message("newsletter.confirm.subject", { firm })),
    text: [intro, "", labelled(lang, action), confirmUrl, "", ignore].join("\n"),
    html: page(lang, firm, paragraph(intro) + button(confirmUrl, action) + small(escapeHtml(ignore))),
  };
}

/** To an address subscribed already: no change from an unconfirmed request, only the way to its preferences. */
export function alreadySubscribedMail(lang: Locale, firm: string, preferencesUrl: string): BuiltMail {
  const intro = say(lang, message("newsletter.known.intro", { firm }));
  const action = say(lang, message("newsletter.mail.preferences"));
  const ignore = say(lang, message("newsletter.known.ignore"));
  return {
    subject: say(lang, message("newsletter.known.subject", { firm })),
    text: [intro, "", labelled(lang, action), preferencesUrl, "", ignore].join("\n"),
    html: page(lang, firm, paragraph(intro) + button(preferencesUrl, action) + small(escapeHtml(ignore))),
  };
}

export interface IssueArticle {
  title: string;
  slug: string;
  /** Its teaser, else the beginning of its text (empty when it has neither). */
  summary: string;
  /** When it was published; null for none. */
  publishAt: string | null;
}

/** A news item's date as the issue's language writes it, on the firm's calendar: "3. Mai 2024", "3 May 2024", "2024年5月3日". */
const newsDate = (lang: Locale, iso: string) =>
  new Intl.DateTimeFormat(toLanguageTag(lang), { dateStyle: "long", timeZone: FIRM_TIME_ZONE }).format(new Date(iso));

/** The address of a news item's page in `lang`. */
export const articleUrl = (origin: string, lang: Locale, slug: string) =>
  `${origin}${localizedPath(lang, buildPath(ADDRESS_ROUTES.news, { slug }))}`;

/** An issue as one subscriber receives it: the intro, the news with their links, and the subscriber's own links. */
export function issueMail(
  lang: Locale,
  firm: string,
  issue: { subject: string; intro: string; articles: readonly IssueArticle[] },
  origin: string,
  links: { preferences: string; unsubscribe: string },
): BuiltMail {
  const readMore = say(lang, message("newsletter.issue.readMore"));
  const why = say(lang, message("newsletter.issue.why", { firm }));
  const preferences = say(lang, message("newsletter.mail.preferences"));
  const unsubscribe = say(lang, message("newsletter.issue.unsubscribe"));
  const text = [
    ...(issue.intro ? [issue.intro, ""] : []),
    ...issue.articles.flatMap((article) => [
      article.title,
      ...(article.publishAt ? [newsDate(lang, article.publishAt)] : []),
      ...(article.summary ? [article.summary] : []),
      labelled(lang, readMore, articleUrl(origin, lang, article.slug)),
      "",
    ]),
    "--",
    why,
    labelled(lang, preferences, links.preferences),
    labelled(lang, unsubscribe, links.unsubscribe),
  ].join("\n");
  const articles = issue.articles
    .map(
      (article) =>
        `<h2 style="font-size:20px;margin:24px 0 4px;font-weight:normal">${link(articleUrl(origin, lang, article.slug), article.title)}</h2>` +
        (article.publishAt
          ? `<p style="margin:0 0 8px;font-size:13px;color:#555555">${escapeHtml(newsDate(lang, article.publishAt))}</p>`
          : "") +
        (article.summary ? paragraph(article.summary) : "") +
        `<p style="margin:0 0 16px">${link(articleUrl(origin, lang, article.slug), `${readMore} →`)}</p>`,
    )
    .join("");
  const footer = small(`${escapeHtml(why)}<br>${link(links.preferences, preferences)} · ${link(links.unsubscribe, unsubscribe)}`);
  return {
    subject: issue.subject,
    text,
    html: page(lang, firm, (issue.intro ? paragraph(issue.intro) : "") + articles + footer),
  };
}

/** The one-click unsubscribe of RFC 8058: the https address a mail client posts `List-Unsubscribe=One-Click` to. */
export const unsubscribeHeaders = (unsubscribeUrl: string): MailHeaders => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
