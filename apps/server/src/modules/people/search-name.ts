/**
 * Names normalised for search, so that matching works the same on SQLite and PostgreSQL without
 * extensions: the server stores the normalised name when a person is saved and matches the
 * normalised keyword against it with a plain LIKE. See docs/decisions/0008.
 */

/** German umlauts also have a spelling without the diacritic: "Müller" is written "Mueller" too. */
const UMLAUT_SPELLING: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

/** Letters that Unicode does not decompose into a base letter and a mark. */
const LETTER_SPELLING: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", ı: "i", þ: "th" };

/** Lower case, compatibility forms folded (NFKD), accents and other marks removed, white space collapsed. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøđðłıþ]/g, (letter) => LETTER_SPELLING[letter] ?? letter)
    .replace(/\s+/g, " ")
    .trim();
}

/** The spellings a name or keyword is searched by: accents removed, and umlauts as ae/oe/ue. */
export function searchSpellings(text: string): string[] {
  const plain = foldForSearch(text);
  const umlautsSpelledOut = foldForSearch(text.normalize("NFC").replace(/[äöüÄÖÜ]/g, (letter) => UMLAUT_SPELLING[letter] ?? letter));
  return [...new Set([plain, umlautsSpelledOut])].filter(Boolean);
}

/**
 * The stored search column: the spellings, one per line. A keyword is folded to one line, so a
 * match never spans two spellings; the first line (accents removed) is also the sort key.
 */
export function searchNameOf(name: string): string {
  return searchSpellings(name).join("\n");
}
