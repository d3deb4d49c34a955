import { createRequire } from "node:module";
import slugify from "@sindresorhus/slugify";
import type * as PinyinPro from "pinyin-pro";
import { isSlug, SLUG_MAX_LENGTH } from "@lawfirm/contract";

// pinyin-pro's dictionaries hold about 12 MB of the process's memory (docs/performance.md): loaded
// by the first Chinese slug, not with the server.
let loadedPinyin: typeof PinyinPro.pinyin | undefined;
/** Chinese in pinyin without tones, a word per syllable; other text as it is. */
function pinyinWords(text: string): string[] {
  loadedPinyin ??= (createRequire(import.meta.url)("pinyin-pro") as typeof PinyinPro).pinyin;
  return loadedPinyin(text, { toneType: "none", type: "array", nonZh: "consecutive" });
}

/** "&" in a title, as a word of its language. */
const AND: Record<string, string> = { de: "und", zh: "he" };

/**
 * The slug a title makes in its language (decision 0054): German umlauts and ß spelled out
 * (`Größere Übernahme` is `groessere-uebernahme`), other letters without their accents, Chinese in
 * pinyin without tones (`并购` is `bing-gou`); at most `SLUG_MAX_LENGTH` characters, cut between
 * words. A title that makes no slug (digits only, punctuation) gives `fallback`.
 */
export function slugOf(title: string, lang: string, fallback: string): string {
  const language = lang.slice(0, 2).toLowerCase();
  const latin = language === "zh" ? pinyinWords(title).join(" ") : title;
  const slug = cutBetweenWords(slugify(latin, { decamelize: false, customReplacements: [["&", ` ${AND[language] ?? "and"} `]] }));
  if (isSlug(slug)) return slug;
  return slug === "" ? fallback : cutBetweenWords(`${fallback}-${slug}`);
}

function cutBetweenWords(slug: string): string {
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastBreak = cut.lastIndexOf("-");
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, "");
}

/** `slug`, or `slug-2`, `slug-3`, … : the first that `taken` does not hold, still within `SLUG_MAX_LENGTH`. */
export function firstFreeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let number = 2; ; number += 1) {
    const suffix = `-${number}`;
    const candidate = `${cutBetweenWords(slug.slice(0, SLUG_MAX_LENGTH - suffix.length))}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
