import { foldForSearch, searchSpellings } from "../people/search-name.ts";

/**
 * Text as the site search sees it (docs/decisions/0029): folded the way people's names are
 * (search-name.ts: case, accents, ß), split into the terms of a query, the short tokens that a
 * trigram index cannot find, and the places of a query's hits in a text for the snippets.
 */

/** Chinese (and Japanese, Korean) characters: their words are not separated by spaces. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Most terms of one query that are searched; more would only slow the query. */
export const MAX_QUERY_TERMS = 8;

const UMLAUT_SPELLING: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "ae", Ö: "oe", Ü: "ue" };
const UMLAUT = /[äöüÄÖÜ]|[aouAOU]\u0308/u;

/** A text folded for search, with the position in the original text of each folded character. */
export interface FoldedText {
  folded: string;
  /** `origins[i]` is the index in the original text of the character that gave `folded[i]`; one more entry for the end. */
  origins: number[];
}

const WHITE_SPACE = /\s/u;

/** Each character's folding, as it is met: per save, the index folds up to 60,000 characters of text. */
const foldedCharacters = { plain: new Map<string, string>(), umlautsSpelled: new Map<string, string>() };
/** Enough for every letter of the three languages and then some, yet bounded whatever a text holds. */
const MAX_FOLDED_CHARACTERS = 10_000;

function foldCharacter(char: string, spellUmlauts: boolean): string {
  const known = spellUmlauts ? foldedCharacters.umlautsSpelled : foldedCharacters.plain;
  let folded = known.get(char);
  if (folded === undefined) {
    folded = foldForSearch(spellUmlauts ? (UMLAUT_SPELLING[char.normalize("NFC")] ?? char) : char);
    if (known.size < MAX_FOLDED_CHARACTERS) known.set(char, folded);
  }
  return folded;
}

/**
 * Folds `text` as `foldForSearch` does, one character at a time, remembering where each folded
 * character came from; with `spellUmlauts`, ä ö ü become ae oe ue ("Müller" as "mueller"). Its
 * time grows with the text on the event loop (each save, each search's snippets): plain ASCII and
 * Chinese take no pattern, and other characters are folded once each (decision 0037).
 */
export function foldWithOrigins(text: string, spellUmlauts = false): FoldedText {
  let folded = "";
  const origins: number[] = [];
  // Nothing folded yet counts as a space: white space at the start is dropped.
  let endsInSpace = true;
  for (let index = 0; index < text.length;) {
    const code = text.charCodeAt(index);
    let length = 1;
    let piece: string;
    if (code < 0x80) {
      const isSpace = code === 0x20 || (code >= 0x09 && code <= 0x0d);
      // Only case folds in ASCII (the same as foldForSearch).
      piece = isSpace ? (endsInSpace ? "" : " ") : code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : text[index]!;
    } else if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3001 && code <= 0x303f)) {
      // Chinese characters and punctuation fold to themselves.
      piece = text[index]!;
    } else {
      length = text.codePointAt(index)! > 0xffff ? 2 : 1;
      const char = text.slice(index, index + length);
      piece = WHITE_SPACE.test(char) ? (endsInSpace ? "" : " ") : foldCharacter(char, spellUmlauts);
    }
    if (piece !== "") {
      for (let position = 0; position < piece.length; position++) origins.push(index);
      folded += piece;
      // A folded character is trimmed (foldForSearch): only white space ends in a space.
      endsInSpace = piece === " ";
    }
    index += length;
  }
  if (endsInSpace && folded !== "") {
    folded = folded.slice(0, -1);
    origins.pop();
  }
  origins.push(text.length);
  return { folded, origins };
}

/** Characters that fold by `foldCharacter`: neither ASCII nor Chinese characters and punctuation. */
const FOLDED_BY_CHARACTER = /[^\0-\x7f\u3001-\u303f\u4e00-\u9fff]/gu;

/**
 * The text an index column holds: folded, white space collapsed. The same text as
 * `foldWithOrigins(text, spellUmlauts).folded` (a test holds them together), made by the engine's
 * own loops, a tenth of the time: no folded character comes with a space at either end, so white
 * space becomes one space wherever a run of it (with characters folded to nothing) stands.
 */
export function foldText(text: string, spellUmlauts = false): string {
  return text
    .replace(/\s+/gu, " ")
    .replace(/[A-Z]+/g, (capitals) => capitals.toLowerCase())
    .replace(FOLDED_BY_CHARACTER, (char) => foldCharacter(char, spellUmlauts))
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * The short tokens of a folded text, space-separated and padded with a space on both sides: every
 * Chinese character and every pair of neighbouring ones ("并购" is found in "并购重组"), and every
 * word of two letters or digits ("EU"). A trigram index finds anything of three characters or more.
 */
export function shortTokens(folded: string): string {
  const tokens = new Set<string>();
  for (const [run] of folded.matchAll(CJK_RUN)) {
    const chars = [...run];
    chars.forEach((char, index) => {
      tokens.add(char);
      const next = chars[index + 1];
      if (next) tokens.add(char + next);
    });
  }
  for (const word of folded.split(/[^\p{L}\p{N}]+/u)) {
    if ([...word].length === 2 && !CJK.test(word)) tokens.add(word);
  }
  return tokens.size === 0 ? "" : ` ${[...tokens].join(" ")} `;
}

/** One term of a query: the spellings it is searched by (any one matches). */
export interface QueryTerm {
  spellings: string[];
}

/** "mueller" is also searched as "muller", the spelling of "Müller" without its umlaut. */
const withoutSpelledUmlauts = (folded: string) => folded.replace(/([aou])e/g, "$1");

/** How many characters a spelling has (a Chinese character counts one). */
export const spellingLength = (spelling: string) => [...spelling].length;

/**
 * The terms of a query: split at white space, and where Chinese meets other script; each term
 * folded, with the umlaut spellings of search-name.ts both ways ("Müller" also as "mueller",
 * "mueller" also as "muller"). A single letter or digit alone is no term (a Chinese character is).
 */
export function queryTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const chunk of query.split(/\s+/u)) {
    for (const piece of chunk.split(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)/u)) {
      if (!piece) continue;
      if (CJK.test(piece)) {
        terms.push({ spellings: [foldText(piece)] });
        continue;
      }
      const trimmed = trimPunctuation(piece);
      if (!trimmed) continue;
      const spellings = searchSpellings(trimmed);
      const plain = foldText(trimmed);
      const all = [...new Set([...spellings, withoutSpelledUmlauts(plain)])].filter((spelling) => spellingLength(spelling) >= 2);
      if (all.length > 0) terms.push({ spellings: all });
    }
  }
  const unique = new Map(terms.map((term) => [term.spellings.join("\n"), term]));
  return [...unique.values()].slice(0, MAX_QUERY_TERMS);
}

/** Punctuation around a word ("(Müller)," or "„Recht“") is not part of it; inside it is ("M&A"). */
function trimPunctuation(piece: string): string {
  const chars = [...piece];
  let start = 0;
  let end = chars.length;
  while (start < end && !LETTER_OR_DIGIT.test(chars[start]!)) start++;
  while (end > start && !LETTER_OR_DIGIT.test(chars[end - 1]!)) end--;
  return chars.slice(start, end).join("");
}

/** A hit in a text: `[start, end)` in the original text's UTF-16 positions. */
export type Hit = [number, number];

/** Where the query's terms occur in `text` (any spelling, with or without spelled-out umlauts), merged and in order. */
export function findHits(text: string, terms: readonly QueryTerm[]): Hit[] {
  const hits: Hit[] = [];
  // Umlauts spelled out ("mueller" marks "Müller") only where the text has umlauts.
  const spellings = UMLAUT.test(text) ? [false, true] : [false];
  // A result found by its title often has no hit in its text (up to 60,000 characters): the
  // folding without origins says so in a tenth of the time.
  const spelled = spellings.map((spellUmlauts) => foldText(text, spellUmlauts));
  if (!terms.some((term) => term.spellings.some((spelling) => spelled.some((folded) => folded.includes(spelling))))) return hits;
  const versions = spellings.map((spellUmlauts) => foldWithOrigins(text, spellUmlauts));
  for (const version of versions) {
    for (const term of terms) {
      for (const spelling of term.spellings) {
        let from = 0;
        for (;;) {
          const at = version.folded.indexOf(spelling, from);
          if (at < 0) break;
          const start = version.origins[at]!;
          const lastOrigin = version.origins[at + spelling.length - 1]!;
          // The hit ends after the whole original character that gave its last folded one.
          const end = lastOrigin + (text.codePointAt(lastOrigin)! > 0xffff ? 2 : 1);
          hits.push([start, end]);
          from = at + spelling.length;
        }
      }
    }
  }
  return mergeHits(hits);
}

function mergeHits(hits: Hit[]): Hit[] {
  const sorted = [...hits].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Hit[] = [];
  for (const hit of sorted) {
    const last = merged.at(-1);
    if (last && hit[0] <= last[1]) last[1] = Math.max(last[1], hit[1]);
    else merged.push([hit[0], hit[1]]);
  }
  return merged;
}

/** A piece of text with the query's hits in it, as the site marks them. */
export interface Snippet {
  text: string;
  hits: Hit[];
}

/**
 * About `length` characters of `text` around its first hit (its beginning when there is none),
 * cut at spaces where the script has them, with "…" where it was cut; hits relative to the snippet.
 */
export function snippetOf(text: string, terms: readonly QueryTerm[], length: number): Snippet {
  const hits = findHits(text, terms);
  const first = hits[0];
  let start = first ? Math.max(0, first[0] - Math.floor(length / 3)) : 0;
  let end = Math.min(text.length, start + length);
  if (end === text.length) start = Math.max(0, end - length);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space >= 0 && space < (first?.[0] ?? end) && space - start < 20) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + length / 2 && (!first || space > first[1])) end = space;
  }
  // Never cut a surrogate pair in two.
  if (start > 0 && /[\udc00-\udfff]/.test(text[start] ?? "")) start--;
  if (end < text.length && /[\udc00-\udfff]/.test(text[end] ?? "")) end++;
  const prefix = start > 0 ? "…" : "";
  const suffix = end < text.length ? "…" : "";
  const offset = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    hits: hits.filter(([from, to]) => from >= start && to <= end).map(([from, to]) => [from + offset, to + offset]),
  };
}

/** Damerau–Levenshtein distance (adjacent transpositions count one), for typos in names. */
export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const rows = left.length + 1;
  const columns = right.length + 1;
  const distance: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row++) {
    for (let column = 1; column < columns; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let best = Math.min(distance[row - 1]![column]! + 1, distance[row]![column - 1]! + 1, distance[row - 1]![column - 1]! + cost);
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]) {
        best = Math.min(best, distance[row - 2]![column - 2]! + 1);
      }
      distance[row]![column] = best;
    }
  }
  return distance[left.length]![right.length]!;
}

/** Fewest characters a term needs before a name that differs from it counts as a typo of it ("Yang" is no typo of "Wang"). */
export const TYPO_MIN_LENGTH = 5;

/**
 * Whether `word` could be `term` mistyped: the same first letter, then one edit in a short word,
 * two from eight characters on ("Mueler", "Schmitt" for Schmidt).
 */
export function isTypoOf(term: string, word: string): boolean {
  const length = spellingLength(term);
  if (length < TYPO_MIN_LENGTH || CJK.test(term) || term[0] !== word[0]) return false;
  const allowed = length >= 8 ? 2 : 1;
  if (Math.abs(spellingLength(word) - length) > allowed) return false;
  return editDistance(term, word) <= allowed;
}
