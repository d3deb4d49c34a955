import { SITE_TIME_ZONE, toLanguageTag, type Locale } from "@lawfirm/contract";

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const languageNames = new Map<Locale, Intl.DisplayNames>();
const countryNames = new Map<Locale, Intl.DisplayNames>();
let calendarDay: Intl.DateTimeFormat | undefined;

/**
 * The texts the `Intl` formats below made, by what they were made from. The server sends a page's
 * along with it (`recordFormattedTexts`), and the browser takes the page over with them
 * (`rememberFormattedTexts`) without making a single format: the first one costs a phone tens of
 * milliseconds, in the middle of the takeover.
 */
let formattedTexts = new Map<string, string>();

function formatted(key: string, make: () => string): string {
  let text = formattedTexts.get(key);
  if (text === undefined) {
    text = make();
    formattedTexts.set(key, text);
  }
  return text;
}

/** The server's side: renders with a fresh record of formatted texts, and answers them with the result. */
export function recordFormattedTexts<T>(render: () => T): { result: T; texts: Record<string, string> } {
  const outer = formattedTexts;
  formattedTexts = new Map();
  try {
    const result = render();
    return { result, texts: Object.fromEntries(formattedTexts) };
  } finally {
    formattedTexts = outer;
  }
}

/** The browser's side: the texts the server formatted for the page it sent. */
export function rememberFormattedTexts(texts: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(texts)) formattedTexts.set(key, text);
}

/** A date as the locale writes it, in the firm's time zone: "3 May 2024", "3. Mai 2024", "2024年5月3日". Empty for an invalid date. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatted(`date ${locale} ${iso}`, () => {
    let format = dateFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "long", timeZone: SITE_TIME_ZONE });
      dateFormats.set(locale, format);
    }
    return format.format(date);
  });
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A time of day as the locale writes it, in the firm's time zone: "18:00", "6:00 PM", "18:00". Empty for an invalid time. */
export function formatTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatted(`time ${locale} ${iso}`, () => {
    let format = timeFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(toLanguageTag(locale), { timeStyle: "short", timeZone: SITE_TIME_ZONE });
      timeFormats.set(locale, format);
    }
    return format.format(date);
  });
}

const dayAndMonthFormats = new Map<Locale, { day: Intl.DateTimeFormat; month: Intl.DateTimeFormat }>();

/**
 * The day of the month and the month's short name in the firm's time zone, for a date block: "16",
 * "Dec" ("12月" in Chinese, whose month is a number and a sign). Empty for an invalid date.
 */
export function formatDayAndMonth(iso: string, locale: Locale): { day: string; month: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { day: "", month: "" };
  const formats = () => {
    let made = dayAndMonthFormats.get(locale);
    if (!made) {
      const tag = toLanguageTag(locale);
      made = {
        day: new Intl.DateTimeFormat(tag, { day: "numeric", timeZone: SITE_TIME_ZONE }),
        month: new Intl.DateTimeFormat(tag, { month: "short", timeZone: SITE_TIME_ZONE }),
      };
      dayAndMonthFormats.set(locale, made);
    }
    return made;
  };
  return {
    // German writes the day "16.": the block shows the number alone.
    day: formatted(`day of month ${locale} ${iso}`, () => formats().day.format(date).replace(/\D+$/, "")),
    month: formatted(`short month ${locale} ${iso}`, () => formats().month.format(date)),
  };
}

/**
 * The `datetime` attribute of a `<time>`: the calendar day shown beside it, as `2024-05-03` (the
 * Canadian English form is ISO 8601), in the firm's time zone.
 */
export function isoDate(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatted(`day ${iso}`, () => {
    calendarDay ??= new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: SITE_TIME_ZONE });
    return calendarDay.format(date);
  });
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * Names (speakers, practice areas) joined as the locale joins them: "A, B and C" ("A, B, and C",
 * "A, B und C", "A、B和C"). Chinese separates names with its enumeration comma, never ", ".
 */
export function formatList(items: readonly string[], locale: Locale): string {
  if (items.length < 2) return items[0] ?? "";
  return formatted(`list ${locale} ${items.join("\u0000")}`, () => {
    let format = listFormats.get(locale);
    if (!format) {
      format = new Intl.ListFormat(toLanguageTag(locale), { type: "conjunction", style: "long" });
      listFormats.set(locale, format);
    }
    return format.format(items);
  });
}

/** How the site's languages group the digits of a whole number: "1.250", "1,250", "1,250". */
const DIGIT_GROUP_SEPARATORS: Readonly<Record<Locale, string>> = { de_DE: ".", en_US: ",", zh_CN: "," };

/**
 * A whole number (a count, a figure) as the locale writes it. Written out rather than by
 * `Intl.NumberFormat`, whose first use costs a phone tens of milliseconds while it takes the page
 * over; the tests hold it to Intl's answer.
 */
export function formatNumber(value: number, locale: Locale): string {
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+$)/g, DIGIT_GROUP_SEPARATORS[locale]);
  return value < 0 ? `-${digits}` : digits;
}

/**
 * The plural form a count takes in the locale: German and English say "1 Platz", "2 Plätze";
 * Chinese has none ("还剩 1 个名额", "还剩 2 个名额"). Written out as `formatNumber` is; the tests
 * hold it to `Intl.PluralRules`.
 */
export function pluralForm(count: number, locale: Locale): "one" | "other" {
  return locale !== "zh_CN" && count === 1 ? "one" : "other";
}

/** A content language's name in the interface language ("German", "Deutsch", "德语"). */
export function languageName(lang: string, locale: Locale): string {
  return formatted(`language ${locale} ${lang}`, () => {
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
  });
}

/** A country's name in the locale's language, from its ISO 3166-1 alpha-2 code ("DE": "Deutschland", "Germany", "德国"). */
export function countryName(code: string, locale: Locale): string {
  if (!code) return "";
  return formatted(`country ${locale} ${code}`, () => {
    let names = countryNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([toLanguageTag(locale)], { type: "region" });
      countryNames.set(locale, names);
    }
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  });
}
