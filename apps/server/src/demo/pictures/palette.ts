/**
 * The brand palette of the demo pictures (PRODUCT.md 8): a deep ink blue, warm off-white
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

/** Muted skin tones of the portrait busts: stylised, not photographic. */
export const SKIN_TONES = ["#e9cdb5", "#d9b08c", "#c69274", "#a8775a", "#8a5e44", "#f0d9c4"] as const;

/** Hair colours, kept soft so that the busts stay calm. */
export const HAIR_COLOURS = ["#2a211c", "#4a3426", "#6e5138", "#a0805a", "#c8b9a6", "#8d8a86", "#1c1c22"] as const;

/** Clothing: dark suits and one lighter option. */
export const CLOTHING = [PALETTE.ink, PALETTE.inkSoft, "#2f3338", PALETTE.slate, "#3a2f2a"] as const;
