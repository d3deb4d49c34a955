// German typography for text the product writes itself (its messages, the demo firm's pages):
// no schema, so the site's bundle may import it.

/** A non-breaking space, and the narrow one that joins the letters of an abbreviation ("z. B."). */
const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";

/** A sign or abbreviation a line must not leave alone before its number or letter: "§ 5", "Abs. 2", "Art. 6", "lit. f". */
const BEFORE_NUMBER = /(§§?|Abs\.|Art\.|Nr\.|S\.|Ziff\.|lit\.|Rn\.) (?=[0-9a-z])/g;
/** Abbreviations of two letters written with a space (DIN 5008): "z. B.", "d. h.", "u. a.", "i. d. R.". */
const SPACED_ABBREVIATION = /(?<=(?:^|[\s(„"])(?:[a-zA-Z]\.\u202f)*[a-zA-Z]\.) (?=[a-zA-Z]\.)/g;

/**
 * German text with the spaces a line must not break at made non-breaking: after "§", "Abs.",
 * "Art.", "Nr." and their kind before a number or letter, and inside "z. B." (a narrow one).
 */
export function germanSpacing(text: string): string {
  return text.replace(BEFORE_NUMBER, `$1${NBSP}`).replace(SPACED_ABBREVIATION, NARROW_NBSP);
}
