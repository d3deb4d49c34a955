import type { CSSProperties } from "react";

/**
 * Text that wraps onto a second line and is cut with an ellipsis after it (a list's title or name).
 * A word too long for the column (a German compound) is hyphenated by the page's language where the
 * browser can, and only else broken where it must.
 */
export const TWO_LINES: CSSProperties = {
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "break-word",
  hyphens: "auto",
};

/** A title in a list with room for it: three lines before the ellipsis (the whole title shows on hover). */
export const THREE_LINES: CSSProperties = { ...TWO_LINES, WebkitLineClamp: 3 };

/**
 * A column's heading: words wrap whole, and a word too long for the column is hyphenated by the
 * page's language (a German compound), never cut at any letter.
 */
export const HEADING_WORDS: CSSProperties = { overflowWrap: "normal", wordBreak: "normal", hyphens: "auto" };

/** A filter's placeholder says what an empty filter does: readable text (WCAG AA), not the faint default (a Select's `styles`). */
export const readablePlaceholder = (color: string) => ({ placeholder: { color } });
