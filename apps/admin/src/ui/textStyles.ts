import type { CSSProperties } from "react";

/** Text that wraps onto a second line and is cut with an ellipsis after it (a list's title or name). */
export const TWO_LINES: CSSProperties = {
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "break-word",
};
