import { bannerSvg, coverSvg, environmentSvg, type CoverKind, type EnvironmentScene } from "./compositions.ts";
import { iconSvg, logoSvg } from "./marks.ts";
import { portraitSvg } from "./portrait.ts";
import { renderSvg, type RenderedPicture } from "./render.ts";

export type { RenderedPicture } from "./render.ts";
export { ICON_KEYS } from "./marks.ts";

/**
 * The demo's pictures, generated from seeds (no network, no shipped photographs): the same
 * seed always gives the same picture. File names start with `demo-` so that `seed:demo --force`
 * can recognise and remove them.
 */
async function picture(svg: string, format: "webp" | "png", name: string): Promise<RenderedPicture> {
  return { bytes: await renderSvg(svg, format, name), fileName: `demo-${name}.${format}` };
}

export const demoPictures = {
  /** A portrait while photographs are missing: the monogram card of `name`, 3:4 (480×640). */
  portrait: (seed: string, name: string) => picture(portraitSvg(seed, name), "webp", `portrait-${seed}`),
  /** A cover of a news item, case analysis or honor, 16:9 (1200×675). */
  cover: (kind: CoverKind, seed: string) => picture(coverSvg(kind, seed), "webp", `${kind}-${seed}`),
  /** A home page banner (1920×800). */
  banner: (seed: string) => picture(bannerSvg(seed), "webp", `banner-${seed}`),
  /** A picture of the office environment (1200×800). */
  environment: (scene: EnvironmentScene) => picture(environmentSvg(scene), "webp", `office-${scene}`),
  /** The firm's logo (256×256 PNG). */
  logo: () => picture(logoSvg(), "png", "logo"),
  /** A practice-area icon (SVG line art, transparent), for the icon library, which takes SVG. */
  icon: async (key: string): Promise<RenderedPicture> => ({ bytes: Buffer.from(iconSvg(key)), fileName: `demo-icon-${key}.svg` }),
};

/** Names of uploads made from demo pictures (see `picture`). */
export const DEMO_UPLOAD_PREFIX = "demo-";
