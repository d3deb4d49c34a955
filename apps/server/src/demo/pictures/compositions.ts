import { PALETTE } from "./palette.ts";
import { seededRandom, type Random } from "./random.ts";

/** Editorial covers of news, case analyses and honors (16:9). */
export const COVER_SIZE = { width: 1200, height: 675 } as const;
/** Home page banners: wide. */
export const BANNER_SIZE = { width: 1920, height: 800 } as const;
/** Pictures of the office environment (3:2). */
export const ENVIRONMENT_SIZE = { width: 1200, height: 800 } as const;

export type CoverKind = "news" | "case" | "honor";

const svg = (width: number, height: number, body: string, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

const linear = (id: string, from: string, to: string, angle: "down" | "diagonal" | "across" = "down") => {
  const [x2, y2] = angle === "down" ? [0, 1] : angle === "across" ? [1, 0] : [1, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
};

/** Light and dark grounds; a cover uses one of them and draws in the other. */
const GROUNDS = [
  { from: PALETTE.paper, to: PALETTE.linen, ink: PALETTE.ink, soft: PALETTE.sand, dark: false },
  { from: PALETTE.inkSoft, to: PALETTE.inkDeep, ink: PALETTE.paper, soft: PALETTE.slate, dark: true },
  { from: "#eef0f2", to: PALETTE.mist, ink: PALETTE.ink, soft: PALETTE.stone, dark: false },
] as const;
type Ground = (typeof GROUNDS)[number];

function columns(random: Random, width: number, height: number, ground: Ground) {
  const count = random.int(5, 9);
  const gap = width / (count + 2);
  const accentAt = random.int(0, count - 1);
  const bars = Array.from({ length: count }, (_, index) => {
    const barHeight = random.between(0.25, 0.75) * height;
    const x = gap * (index + 1);
    const colour = index === accentAt ? PALETTE.brass : index % 2 ? ground.soft : ground.ink;
    return `<rect x="${x.toFixed(0)}" y="${(height - barHeight).toFixed(0)}" width="${(gap * 0.56).toFixed(0)}" height="${barHeight.toFixed(0)}" fill="${colour}" opacity="${index === accentAt ? 1 : 0.85}"/>`;
  });
  const line = `<rect x="0" y="${(height * random.between(0.18, 0.3)).toFixed(0)}" width="${width}" height="2" fill="${ground.ink}" opacity="0.35"/>`;
  return bars.join("") + line;
}

function arcs(random: Random, width: number, height: number, ground: Ground) {
  const cx = random.pick([0, width]);
  const cy = random.pick([0, height]);
  const rings = Array.from({ length: random.int(6, 11) }, (_, index) => {
    const r = (index + 1) * random.between(70, 95);
    return `<circle cx="${cx}" cy="${cy}" r="${r.toFixed(0)}" fill="none" stroke="${ground.ink}" stroke-width="${index % 3 === 0 ? 3 : 1.5}" opacity="${(0.75 - index * 0.05).toFixed(2)}"/>`;
  });
  const dot = `<circle cx="${random.int(width * 0.35, width * 0.75)}" cy="${random.int(height * 0.3, height * 0.7)}" r="${random.int(28, 60)}" fill="${PALETTE.brass}"/>`;
  return rings.join("") + dot;
}

function grid(random: Random, width: number, height: number, ground: Ground) {
  const size = random.pick([60, 75, 90]);
  const cells: string[] = [];
  for (let y = size / 2; y < height - size; y += size * 1.25) {
    for (let x = size / 2; x < width - size; x += size * 1.25) {
      const roll = random.next();
      if (roll < 0.55) continue;
      const fill = roll > 0.97 ? PALETTE.brass : roll > 0.8 ? ground.ink : "none";
      const stroke = fill === "none" ? ` stroke="${ground.ink}" stroke-width="1.5"` : "";
      cells.push(`<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${size}" height="${size}" fill="${fill}"${stroke} opacity="0.85"/>`);
    }
  }
  return cells.join("");
}

function horizon(random: Random, width: number, height: number, ground: Ground) {
  const base = height * random.between(0.58, 0.7);
  const buildings: string[] = [];
  let x = -20;
  while (x < width) {
    const buildingWidth = random.int(50, 150);
    const buildingHeight = random.int(60, Math.round(height * 0.45));
    buildings.push(
      `<rect x="${x}" y="${(base - buildingHeight).toFixed(0)}" width="${buildingWidth}" height="${(height - base + buildingHeight).toFixed(0)}" fill="${ground.ink}" opacity="${random.between(0.55, 0.95).toFixed(2)}"/>`,
    );
    x += buildingWidth + random.int(0, 14);
  }
  const sun = `<circle cx="${random.int(width * 0.15, width * 0.85)}" cy="${(base - random.int(120, 220)).toFixed(0)}" r="${random.int(50, 90)}" fill="${PALETTE.brass}" opacity="0.9"/>`;
  return (
    sun +
    buildings.join("") +
    `<rect x="0" y="${base.toFixed(0)}" width="${width}" height="${(height - base).toFixed(0)}" fill="${ground.ink}"/>`
  );
}

function diagonal(random: Random, width: number, height: number, ground: Ground) {
  const split = random.between(0.3, 0.7) * width;
  const lines = Array.from({ length: random.int(8, 16) }, (_, index) => {
    const offset = split + index * random.between(18, 30);
    return `<path d="M${offset.toFixed(0)} 0 L ${(offset - height * 0.6).toFixed(0)} ${height}" stroke="${ground.ink}" stroke-width="1.5" opacity="0.5"/>`;
  });
  const block = `<path d="M0 0 L ${split.toFixed(0)} 0 L ${(split - height * 0.6).toFixed(0)} ${height} L 0 ${height} Z" fill="${ground.soft}" opacity="0.55"/>`;
  const bar = `<rect x="${random.int(60, 200)}" y="${random.int(60, 140)}" width="${random.int(140, 260)}" height="10" fill="${PALETTE.brass}"/>`;
  return block + lines.join("") + bar;
}

/** A medal-like mark for honors: rings inside a wreath of leaves. */
function laurel(random: Random, width: number, height: number, ground: Ground) {
  const cx = width * random.between(0.3, 0.7);
  const cy = height * random.between(0.45, 0.55);
  const r = height * random.between(0.2, 0.27);
  const count = random.int(7, 10);
  const leaves: string[] = [];
  for (const side of [-1, 1]) {
    for (let index = 0; index < count; index++) {
      const degrees = 90 + side * (18 + index * (130 / count));
      const angle = (degrees * Math.PI) / 180;
      const x = cx + Math.cos(angle) * r * 1.42;
      const y = cy + Math.sin(angle) * r * 1.42;
      const rotate = degrees + side * 60;
      leaves.push(
        `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(r * 0.22).toFixed(0)}" ry="${(r * 0.08).toFixed(0)}" transform="rotate(${rotate.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${index % 3 === 0 ? PALETTE.brass : ground.ink}" opacity="0.85"/>`,
      );
    }
  }
  const stripes = Array.from(
    { length: random.int(0, 3) },
    (_, index) => `<rect x="${random.int(40, 160) + index * 18}" y="0" width="6" height="${height}" fill="${ground.soft}" opacity="0.5"/>`,
  );
  const mark = random.pick([
    `<path d="M${(cx - r * 0.3).toFixed(0)} ${cy.toFixed(0)} l ${(r * 0.2).toFixed(0)} ${(r * 0.22).toFixed(0)} l ${(r * 0.42).toFixed(0)} ${(-r * 0.42).toFixed(0)}" fill="none" stroke="${PALETTE.paper}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${starPath(cx, cy, r * 0.42, r * 0.18)}" fill="${PALETTE.paper}"/>`,
    `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(r * 0.22).toFixed(0)}" fill="${PALETTE.paper}"/>`,
  ]);
  const rings = `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${PALETTE.brass}"/><circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(r * 0.78).toFixed(0)}" fill="none" stroke="${PALETTE.paper}" stroke-width="3"/>${mark}`;
  return stripes.join("") + leaves.join("") + rings;
}

function starPath(cx: number, cy: number, outer: number, inner: number) {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(cx + Math.cos(angle) * radius).toFixed(1)} ${(cy + Math.sin(angle) * radius).toFixed(1)}`;
  });
  return `M${points.join(" L ")} Z`;
}

const COMPOSITIONS: Record<CoverKind, readonly ((random: Random, width: number, height: number, ground: Ground) => string)[]> = {
  news: [columns, arcs, grid, horizon, diagonal],
  case: [columns, diagonal, grid, arcs],
  honor: [laurel],
};

/** A geometric editorial cover, different for every seed (the item's key). */
export function coverSvg(kind: CoverKind, seed: string): string {
  const random = seededRandom(`cover:${kind}:${seed}`);
  const { width, height } = COVER_SIZE;
  const ground = kind === "case" ? random.pick([GROUNDS[1], GROUNDS[2]]) : random.pick(GROUNDS);
  const body = random.pick(COMPOSITIONS[kind])(random, width, height, ground);
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>${body}`,
    linear("ground", ground.from, ground.to, "diagonal"),
  );
}

/** A wide, quiet banner: a deep gradient with large architectural arcs and one brass line. */
export function bannerSvg(seed: string): string {
  const random = seededRandom(`banner:${seed}`);
  const { width, height } = BANNER_SIZE;
  const arcsX = random.int(width * 0.55, width * 0.85);
  const rings = Array.from({ length: 7 }, (_, index) => {
    const r = 180 + index * random.int(70, 95);
    return `<circle cx="${arcsX}" cy="${height + 80}" r="${r}" fill="none" stroke="${PALETTE.paper}" stroke-width="${index === 2 ? 3 : 1.2}" opacity="${(0.32 - index * 0.035).toFixed(2)}"/>`;
  });
  const pillars = Array.from({ length: random.int(4, 7) }, (_, index) => {
    const x = arcsX - 420 + index * 140;
    const pillarHeight = random.int(260, 520);
    return `<rect x="${x}" y="${height - pillarHeight}" width="${random.int(26, 46)}" height="${pillarHeight}" fill="${PALETTE.paper}" opacity="0.07"/>`;
  });
  const light = `<radialGradient id="light" cx="${(arcsX / width).toFixed(2)}" cy="0.9" r="0.6"><stop offset="0" stop-color="${PALETTE.mist}" stop-opacity="0.16"/><stop offset="1" stop-color="${PALETTE.brassLight}" stop-opacity="0"/></radialGradient>`;
  const from = random.pick([PALETTE.inkSoft, PALETTE.ink, "#22324a"]);
  const body = `<rect width="${width}" height="${height}" fill="url(#ground)"/><rect width="${width}" height="${height}" fill="url(#light)"/>${pillars.join("")}${rings.join("")}<rect x="160" y="${random.int(520, 600)}" width="${random.int(120, 200)}" height="4" fill="${PALETTE.brass}"/>`;
  return svg(width, height, body, linear("ground", from, PALETTE.inkDeep, "across") + light);
}

export type EnvironmentScene = "reception" | "library" | "meeting" | "terrace";

/** An abstract interior: floor and ceiling in perspective, windows of light, a few objects. */
export function environmentSvg(scene: EnvironmentScene): string {
  const random = seededRandom(`environment:${scene}`);
  const { width, height } = ENVIRONMENT_SIZE;
  const horizonY = height * 0.58;
  const vanishX = width * random.between(0.4, 0.6);
  const floor = `<path d="M0 ${height} L ${vanishX - 260} ${horizonY} L ${vanishX + 260} ${horizonY} L ${width} ${height} Z" fill="${PALETTE.sand}"/>`;
  const floorLines = Array.from({ length: 9 }, (_, index) => {
    const x = (width / 8) * index;
    return `<path d="M${x.toFixed(0)} ${height} L ${(vanishX - 260 + (520 / 8) * index).toFixed(0)} ${horizonY}" stroke="${PALETTE.stone}" stroke-width="1.5" opacity="0.6"/>`;
  });
  const wall = `<rect x="${vanishX - 260}" y="90" width="520" height="${horizonY - 90}" fill="${PALETTE.paper}"/>`;
  const windows =
    scene === "library"
      ? Array.from({ length: 5 }, (_, column) =>
          Array.from({ length: 4 }, (_, row) => {
            const x = vanishX - 240 + column * 98;
            const y = 110 + row * 72;
            const books = Array.from(
              { length: 7 },
              (_, book) =>
                `<rect x="${x + 6 + book * 11}" y="${y + random.int(8, 22)}" width="8" height="${random.int(36, 50)}" fill="${random.pick([PALETTE.ink, PALETTE.inkSoft, PALETTE.brass, PALETTE.slate, "#6b4e3a"])}"/>`,
            ).join("");
            return `<rect x="${x}" y="${y}" width="90" height="64" fill="${PALETTE.linen}"/>${books}`;
          }).join(""),
        ).join("")
      : Array.from({ length: scene === "terrace" ? 1 : 3 }, (_, index) => {
          const panes = scene === "terrace" ? 1 : 3;
          const paneWidth = 480 / panes - 20;
          const x = vanishX - 240 + index * (paneWidth + 20) + 10;
          const view =
            scene === "terrace"
              ? Array.from(
                  { length: 12 },
                  (_, tower) =>
                    `<rect x="${x + tower * 38 + 4}" y="${horizonY - 30 - random.int(40, 180)}" width="${random.int(18, 32)}" height="300" fill="${PALETTE.slate}" opacity="0.7"/>`,
                ).join("")
              : "";
          return `<rect x="${x}" y="120" width="${paneWidth}" height="${horizonY - 150}" fill="url(#sky)"/>${view}`;
        }).join("");
  const furniture =
    scene === "meeting"
      ? `<path d="M${vanishX - 200} ${horizonY + 70} L ${vanishX + 200} ${horizonY + 70} L ${vanishX + 320} ${horizonY + 150} L ${vanishX - 320} ${horizonY + 150} Z" fill="${PALETTE.ink}"/>` +
        Array.from(
          { length: 6 },
          (_, index) =>
            `<rect x="${vanishX - 300 + index * 110}" y="${horizonY + 150}" width="60" height="70" rx="10" fill="${PALETTE.inkSoft}"/>`,
        ).join("")
      : scene === "reception"
        ? `<rect x="${vanishX - 170}" y="${horizonY + 40}" width="340" height="110" fill="${PALETTE.ink}"/><rect x="${vanishX - 170}" y="${horizonY + 40}" width="340" height="8" fill="${PALETTE.brass}"/><circle cx="${vanishX + 300}" cy="${horizonY + 20}" r="60" fill="#5f6f5a" opacity="0.85"/><rect x="${vanishX + 290}" y="${horizonY + 60}" width="20" height="110" fill="#4a3a2c"/>`
        : scene === "library"
          ? `<rect x="${vanishX - 120}" y="${horizonY + 90}" width="240" height="16" fill="#4a3a2c"/><rect x="${vanishX - 110}" y="${horizonY + 106}" width="12" height="80" fill="#4a3a2c"/><rect x="${vanishX + 98}" y="${horizonY + 106}" width="12" height="80" fill="#4a3a2c"/><circle cx="${vanishX + 40}" cy="${horizonY + 40}" r="34" fill="${PALETTE.brassLight}" opacity="0.8"/>`
          : `<rect x="0" y="${horizonY - 6}" width="${width}" height="6" fill="${PALETTE.ink}"/><circle cx="${vanishX - 330}" cy="${horizonY + 60}" r="70" fill="#5f6f5a" opacity="0.9"/>`;
  const defs =
    linear("ceiling", PALETTE.linen, PALETTE.paper) +
    linear("sky", "#dfe6ec", PALETTE.mist) +
    linear("side", PALETTE.linen, PALETTE.sand, "across");
  const body = `<rect width="${width}" height="${height}" fill="url(#ceiling)"/><path d="M0 0 L ${vanishX - 260} 90 L ${vanishX - 260} ${horizonY} L 0 ${height} Z" fill="url(#side)"/><path d="M${width} 0 L ${vanishX + 260} 90 L ${vanishX + 260} ${horizonY} L ${width} ${height} Z" fill="${PALETTE.linen}"/>${wall}${windows}${floor}${floorLines.join("")}${furniture}`;
  return svg(width, height, body, defs);
}
