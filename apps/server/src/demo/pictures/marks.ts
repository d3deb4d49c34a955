import { PALETTE } from "./palette.ts";

export const LOGO_SIZE = 256;
export const ICON_SIZE = 128;

/** The firm's mark: a monogram (L and A) in brass on ink, drawn with strokes (no font needed). */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 256 256">
<rect width="256" height="256" rx="28" fill="${PALETTE.ink}"/>
<rect x="18" y="18" width="220" height="220" rx="18" fill="none" stroke="${PALETTE.brass}" stroke-width="3"/>
<g fill="none" stroke="${PALETTE.paper}" stroke-width="14" stroke-linecap="square">
<path d="M66 66 V 186 H 124"/>
<path d="M122 186 L 160 66 L 198 186"/>
<path d="M138 142 H 182"/>
</g>
<rect x="66" y="206" width="124" height="4" fill="${PALETTE.brass}"/>
</svg>`;
}

/** Line art of the practice-area icons, on a 48-unit grid. */
const ICON_PATHS: Record<string, string> = {
  handshake:
    '<path d="M4 20 L12 14 L20 16 L28 12 L36 14 L44 20"/><path d="M12 14 L12 28 L20 36 C22 38 25 38 26 36 L34 28"/><path d="M20 24 L28 32"/><path d="M24 20 L32 28"/><path d="M36 14 L36 28"/>',
  bank: '<path d="M6 18 L24 8 L42 18 Z"/><path d="M8 40 H40"/><path d="M6 44 H42"/><path d="M12 22 V36 M20 22 V36 M28 22 V36 M36 22 V36"/>',
  gavel: '<path d="M14 14 L26 26"/><path d="M10 18 L18 10 L30 22 L22 30 Z"/><path d="M26 26 L40 40"/><path d="M8 42 H24"/>',
  people:
    '<circle cx="17" cy="16" r="6"/><path d="M6 38 C6 30 10 26 17 26 C24 26 28 30 28 38"/><circle cx="33" cy="18" r="5"/><path d="M30 27 C38 26 42 31 42 38"/>',
  lightbulb:
    '<path d="M24 6 C15 6 10 13 12 21 C13 26 18 28 18 34 H30 C30 28 35 26 36 21 C38 13 33 6 24 6 Z"/><path d="M19 39 H29 M20 43 H28"/><path d="M24 14 V22"/>',
  building:
    '<path d="M10 42 V10 H28 V42"/><path d="M28 20 H38 V42"/><path d="M6 42 H42"/><path d="M15 16 H23 M15 23 H23 M15 30 H23 M32 27 H35 M32 34 H35"/><path d="M17 42 V36 H21 V42"/>',
  percent:
    '<path d="M12 6 H30 L38 14 V42 H12 Z"/><path d="M30 6 V14 H38"/><path d="M18 34 L32 20"/><circle cx="19" cy="21" r="2.5"/><circle cx="31" cy="33" r="2.5"/>',
  scales:
    '<path d="M24 6 V40"/><path d="M14 42 H34"/><path d="M8 14 H40"/><path d="M8 14 L3 26 H13 Z"/><path d="M40 14 L35 26 H45 Z"/><circle cx="24" cy="9" r="2"/>',
  shield: '<path d="M24 4 L40 10 V22 C40 32 33 39 24 44 C15 39 8 32 8 22 V10 Z"/><path d="M17 23 L22 28 L31 18"/>',
  globe:
    '<circle cx="24" cy="24" r="18"/><path d="M6 24 H42"/><path d="M24 6 C16 14 16 34 24 42 C32 34 32 14 24 6"/><path d="M9 15 H39 M9 33 H39"/>',
};

export const ICON_KEYS = Object.keys(ICON_PATHS);

/** A practice-area icon: ink line art with a small brass dot, on a transparent ground. */
export function iconSvg(key: string): string {
  const paths = ICON_PATHS[key];
  if (!paths) throw new Error(`No demo icon named "${key}" (known: ${ICON_KEYS.join(", ")})`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 48 48">
<g fill="none" stroke="${PALETTE.ink}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>
<circle cx="42" cy="42" r="2.4" fill="${PALETTE.brass}"/>
</svg>`;
}
