import { PALETTE } from "./palette.ts";
import { seededRandom } from "./random.ts";

export const PORTRAIT_SIZE = { width: 480, height: 640 } as const;

/** Words of a name that are titles, not names: left out of the initials. */
const TITLES = new Set(["dr", "dr.", "prof", "prof.", "professor", "ll.m.", "von", "van", "de", "der"]);

/**
 * The initials of a name, at most two: the first and the last name's first letter
 * ("Dr Katharina Müller" KM, "Maximilian von Hohenberg-Straßburger" MH, "Wang Xiaoming" WX);
 * a name in Chinese characters gives its family name ("王小明" 王).
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (/^\p{Script=Han}/u.test(trimmed)) return trimmed.slice(0, 1);
  const words = trimmed
    .replace(/,.*$/, "")
    .split(/\s+/)
    .filter((word) => word && !TITLES.has(word.toLowerCase()));
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => word?.match(/\p{L}/u)?.[0] ?? "")
    .join("");
  return letters.toLocaleUpperCase("de-DE");
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A portrait while real photographs are missing: a monogram card in the site's palette (ink
 * ground, the initials in paper-white serif, a brass frame and rule), the same treatment for
 * every person. The seed only shifts the ground's light a little, so that a grid of cards is not
 * flat; it never changes the design.
 */
export function portraitSvg(seed: string, name: string): string {
  const random = seededRandom(`portrait:${seed}`);
  const { width, height } = PORTRAIT_SIZE;
  const initials = escapeXml(initialsOf(name));
  const han = /\p{Script=Han}/u.test(initials);
  const glowX = random.int(0, 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="ground" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${PALETTE.inkSoft}"/><stop offset="0.55" stop-color="${PALETTE.ink}"/><stop offset="1" stop-color="${PALETTE.inkDeep}"/></linearGradient>
<radialGradient id="light" cx="${glowX}%" cy="18%" r="75%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.09"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#ground)"/>
<rect width="${width}" height="${height}" fill="url(#light)"/>
<rect x="28" y="28" width="${width - 56}" height="${height - 56}" fill="none" stroke="${PALETTE.brass}" stroke-opacity="0.55" stroke-width="1.5"/>
<text x="${width / 2}" y="${height / 2 + (han ? 52 : 48)}" text-anchor="middle" fill="${PALETTE.paper}" font-family="${han ? "Noto Serif CJK SC, Source Han Serif SC, serif" : "Georgia, DejaVu Serif, Noto Serif, serif"}" font-size="${han ? 150 : 136}" letter-spacing="${han ? 0 : 6}">${initials}</text>
<rect x="${width / 2 - 28}" y="${height / 2 + (han ? 112 : 96)}" width="56" height="2" fill="${PALETTE.brassLight}"/>
</svg>`;
}
