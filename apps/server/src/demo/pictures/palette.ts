/**
 * The brand palette of the demo pictures (docs/product.md, "The look"): a deep ink blue, warm off-white
 * backgrounds, muted neutrals, and one accent (brass) used sparingly.
 */
export const PALETTE = {
  ink: "#15233a",
  inkDeep: "#0d1626",
  inkSoft: "#2b3d58",
  slate: "#5a6b80",
  mist: "#c9d1d9",
  paper: "#f6f2ea",
  linen: "#ece4d6",
  sand: "#d8c9b0",
  stone: "#a59d92",
  brass: "#b08d57",
  brassLight: "#d4b98a",
} as const;
