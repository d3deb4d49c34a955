import { CLOTHING, HAIR_COLOURS, PALETTE, SKIN_TONES } from "./palette.ts";
import { seededRandom } from "./random.ts";

export const PORTRAIT_SIZE = { width: 480, height: 640 } as const;

const BACKGROUNDS = [
  [PALETTE.paper, PALETTE.sand],
  [PALETTE.paper, PALETTE.mist],
  [PALETTE.linen, PALETTE.stone],
  ["#e6e9ec", PALETTE.slate],
  [PALETTE.paper, PALETTE.brassLight],
] as const;

type HairStyle = "short" | "side" | "long" | "bun" | "bald" | "bob";
const HAIR_STYLES: readonly HairStyle[] = ["short", "side", "long", "bun", "bald", "bob"];

/** Hair drawn behind the head (long styles) and on top of it. */
function hair(style: HairStyle, cx: number, cy: number, rx: number, ry: number, colour: string) {
  const top = cy - ry;
  switch (style) {
    case "short":
      return {
        back: "",
        front: `<path d="M${cx - rx - 2} ${cy - 8} C ${cx - rx - 6} ${top - 18}, ${cx + rx + 6} ${top - 18}, ${cx + rx + 2} ${cy - 8} C ${cx + rx - 10} ${top + 28}, ${cx - rx + 10} ${top + 28}, ${cx - rx - 2} ${cy - 8} Z" fill="${colour}"/>`,
      };
    case "side":
      return {
        back: "",
        front: `<path d="M${cx - rx - 3} ${cy - 2} C ${cx - rx - 10} ${top - 22}, ${cx + rx + 12} ${top - 26}, ${cx + rx + 3} ${cy - 12} C ${cx + 10} ${top + 22}, ${cx - rx + 20} ${top + 40}, ${cx - rx - 3} ${cy - 2} Z" fill="${colour}"/>`,
      };
    case "long":
      return {
        back: `<path d="M${cx - rx - 14} ${cy - 10} C ${cx - rx - 30} ${top - 10}, ${cx + rx + 30} ${top - 10}, ${cx + rx + 14} ${cy - 10} L ${cx + rx + 26} ${cy + ry + 70} C ${cx + 20} ${cy + ry + 90}, ${cx - 20} ${cy + ry + 90}, ${cx - rx - 26} ${cy + ry + 70} Z" fill="${colour}"/>`,
        front: `<path d="M${cx - rx - 4} ${cy + 10} C ${cx - rx - 8} ${top - 24}, ${cx + rx + 8} ${top - 24}, ${cx + rx + 4} ${cy + 10} C ${cx + rx - 12} ${top + 30}, ${cx - 4} ${top + 24}, ${cx - rx - 4} ${cy + 10} Z" fill="${colour}"/>`,
      };
    case "bob":
      return {
        back: `<path d="M${cx - rx - 16} ${cy} C ${cx - rx - 26} ${top - 16}, ${cx + rx + 26} ${top - 16}, ${cx + rx + 16} ${cy} L ${cx + rx + 14} ${cy + ry * 0.75} L ${cx - rx - 14} ${cy + ry * 0.75} Z" fill="${colour}"/>`,
        front: `<path d="M${cx - rx - 4} ${cy + 4} C ${cx - rx - 8} ${top - 22}, ${cx + rx + 8} ${top - 22}, ${cx + rx + 4} ${cy + 4} C ${cx + 30} ${top + 34}, ${cx - 30} ${top + 34}, ${cx - rx - 4} ${cy + 4} Z" fill="${colour}"/>`,
      };
    case "bun":
      return {
        back: `<circle cx="${cx + 6}" cy="${top - 16}" r="${rx * 0.42}" fill="${colour}"/>`,
        front: `<path d="M${cx - rx - 2} ${cy - 6} C ${cx - rx - 6} ${top - 16}, ${cx + rx + 6} ${top - 16}, ${cx + rx + 2} ${cy - 6} C ${cx + rx - 14} ${top + 22}, ${cx - rx + 14} ${top + 22}, ${cx - rx - 2} ${cy - 6} Z" fill="${colour}"/>`,
      };
    case "bald":
      return {
        back: "",
        front: `<path d="M${cx - rx - 1} ${cy + 6} C ${cx - rx} ${cy - 10}, ${cx - rx + 8} ${cy - 24}, ${cx - rx + 16} ${cy - 30} L ${cx - rx + 6} ${cy + 10} Z" fill="${colour}" opacity="0.8"/><path d="M${cx + rx + 1} ${cy + 6} C ${cx + rx} ${cy - 10}, ${cx + rx - 8} ${cy - 24}, ${cx + rx - 16} ${cy - 30} L ${cx + rx - 6} ${cy + 10} Z" fill="${colour}" opacity="0.8"/>`,
      };
  }
}

/**
 * A stylised bust on a soft gradient: no face, just head, hair, neck and shoulders in calm
 * colours, different for every seed (the person's key).
 */
export function portraitSvg(seed: string): string {
  const random = seededRandom(`portrait:${seed}`);
  const { width, height } = PORTRAIT_SIZE;
  const [light, deep] = random.pick(BACKGROUNDS);
  const skin = random.pick(SKIN_TONES);
  const hairColour = random.pick(HAIR_COLOURS);
  const style = random.pick(HAIR_STYLES);
  const suit = random.pick(CLOTHING);
  const cx = width / 2 + random.int(-14, 14);
  const cy = random.int(250, 275);
  const rx = random.int(70, 82);
  const ry = random.int(92, 104);
  const shoulderY = cy + ry + random.int(58, 74);
  const shoulderHalf = random.int(175, 205);
  const neckHalf = rx * 0.42;
  const collar = random.pick([PALETTE.paper, "#ffffff", PALETTE.mist, PALETTE.linen]);
  const accent = random.chance(0.35)
    ? `<path d="M${cx - 9} ${shoulderY + 6} L ${cx + 9} ${shoulderY + 6} L ${cx + 5} ${shoulderY + 120} L ${cx} ${shoulderY + 132} L ${cx - 5} ${shoulderY + 120} Z" fill="${random.pick([PALETTE.brass, PALETTE.inkDeep, PALETTE.slate])}"/>`
    : "";
  const glasses = random.chance(0.3)
    ? `<g fill="none" stroke="${PALETTE.inkDeep}" stroke-width="3" opacity="0.75"><rect x="${cx - 46}" y="${cy + 2}" width="36" height="24" rx="8"/><rect x="${cx + 10}" y="${cy + 2}" width="36" height="24" rx="8"/><path d="M${cx - 10} ${cy + 12} h 20"/></g>`
    : "";
  const glowX = random.int(80, 400);
  const { back, front } = hair(style, cx, cy, rx, ry, hairColour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="suit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${suit}"/><stop offset="1" stop-color="${PALETTE.inkDeep}"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${glowX}" cy="${random.int(120, 260)}" r="${random.int(180, 260)}" fill="url(#glow)"/>
${back}
<rect x="${cx - neckHalf}" y="${cy + ry - 30}" width="${neckHalf * 2}" height="${shoulderY - cy - ry + 50}" rx="${neckHalf * 0.6}" fill="${skin}"/>
<path d="M${cx - neckHalf} ${cy + ry + 8} Q ${cx} ${cy + ry + 30} ${cx + neckHalf} ${cy + ry + 8} L ${cx + neckHalf} ${cy + ry + 20} Q ${cx} ${cy + ry + 40} ${cx - neckHalf} ${cy + ry + 20} Z" fill="#000" opacity="0.08"/>
<path d="M${cx - shoulderHalf} ${height} L ${cx - shoulderHalf + 8} ${shoulderY + 70} C ${cx - shoulderHalf + 14} ${shoulderY + 10}, ${cx - 90} ${shoulderY - 6}, ${cx - neckHalf - 6} ${shoulderY - 10} L ${cx + neckHalf + 6} ${shoulderY - 10} C ${cx + 90} ${shoulderY - 6}, ${cx + shoulderHalf - 14} ${shoulderY + 10}, ${cx + shoulderHalf - 8} ${shoulderY + 70} L ${cx + shoulderHalf} ${height} Z" fill="url(#suit)"/>
<path d="M${cx - neckHalf - 4} ${shoulderY - 10} L ${cx} ${shoulderY + 96} L ${cx + neckHalf + 4} ${shoulderY - 10} Z" fill="${collar}"/>
${accent}
<path d="M${cx - neckHalf - 6} ${shoulderY - 10} L ${cx - 36} ${shoulderY + 150} L ${cx - 2} ${shoulderY + 100} Z" fill="${suit}" opacity="0.9"/>
<path d="M${cx + neckHalf + 6} ${shoulderY - 10} L ${cx + 36} ${shoulderY + 150} L ${cx + 2} ${shoulderY + 100} Z" fill="${suit}" opacity="0.9"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>
<ellipse cx="${cx - rx + 2}" cy="${cy + 14}" rx="9" ry="18" fill="${skin}"/>
<ellipse cx="${cx + rx - 2}" cy="${cy + 14}" rx="9" ry="18" fill="${skin}"/>
<ellipse cx="${cx + rx * 0.35}" cy="${cy + ry * 0.2}" rx="${rx * 0.7}" ry="${ry * 0.9}" fill="#000" opacity="0.05"/>
${front}
${glasses}
</svg>`;
}
