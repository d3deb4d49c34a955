import { SITE_TIME_ZONE, toLanguageTag, type Locale } from "@lawfirm/contract";

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const languageNames = new Map<Locale, Intl.DisplayNames>();

/** A date as the locale writes it, in the firm's time zone: "3 May 2024", "3. Mai 2024", "2024年5月3日". Empty for an invalid date. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "long", timeZone: SITE_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/**
 * Year, month and day as `2024-05-03` (the Canadian English form is ISO 8601), in the firm's time
 * zone. Made on first use: a format with a time zone costs a phone tens of milliseconds to make.
 */
let calendarDay: Intl.DateTimeFormat | undefined;

/** The `datetime` attribute of a `<time>`: the calendar day shown beside it. */
export function isoDate(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  calendarDay ??= new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: SITE_TIME_ZONE });
  return calendarDay.format(date);
}

export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(toLanguageTag(locale));
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A content language's name in the interface language ("German", "Deutsch", "德语"). */
export function languageName(lang: string, locale: Locale): string {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([toLanguageTag(locale)], { type: "language", languageDisplay: "standard" });
    languageNames.set(locale, names);
  }
  const tag = toLanguageTag(lang).split("-")[0] ?? lang;
  try {
    return names.of(tag) ?? lang;
  } catch {
    return lang;
  }
}

/** Plain text from (sanitised) rich text, e.g. for a meta description: tags dropped, shortened at a word. */
export function plainText(html: string, maxLength = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
