import type { Localized } from "../content/index.ts";
import type { CoverKind } from "./compositions.ts";

/**
 * A demo picture's texts in the media library (decision 0036): its alt text, and a caption where
 * one is natural, in every demo language; or its decorative mark, for a picture that only adorns
 * what stands beside it. The site reads them wherever a place has no alt text of its own.
 */
export type DemoPictureTexts = { alt: Localized; caption?: Localized } | "decorative";

function drawnView(place: Localized): Localized {
  return {
    de_DE: `Gezeichnete Ansicht: ${place.de_DE}, Licht fällt durch hohe Fenster`,
    en_US: `Drawn view: ${place.en_US}, light falling through tall windows`,
    zh_CN: `插画：${place.zh_CN}，光线透过高窗洒入`,
  };
}

/** What each kind of demo picture shows, as its alt text (and caption) says it. */
export const demoPictureTexts = {
  /** The logo: named as the firm's, in the firm's name of each language. */
  logo: (firmName: Localized): DemoPictureTexts => ({
    alt: { de_DE: `Logo von ${firmName.de_DE}`, en_US: `Logo of ${firmName.en_US}`, zh_CN: `${firmName.zh_CN}标志` },
  }),
  /** A drawn interior of the office on the about page; its caption is the place's name. */
  environment: (title: Localized): DemoPictureTexts => ({ alt: drawnView(title), caption: title }),
  /** An office's picture: without a caption, which its page would show below the office's name. */
  office: (name: Localized): DemoPictureTexts => ({ alt: drawnView(name) }),
  /** A home page banner: arches and pillars in deep blue behind the banner's title. */
  banner: (): DemoPictureTexts => ({
    alt: {
      de_DE: "Architektonische Bögen und Pfeiler in tiefem Blau, von einer Messinglinie durchzogen",
      en_US: "Architectural arches and pillars in deep blue, crossed by a brass line",
      zh_CN: "深蓝色的建筑拱形与立柱，一道黄铜色线条贯穿其间",
    },
  }),
  /** An article's cover: a geometric composition, or for an honor a medal in a laurel wreath. */
  cover: (kind: CoverKind): DemoPictureTexts =>
    kind === "honor"
      ? {
          alt: {
            de_DE: "Messingfarbene Medaille in einem Kranz aus Lorbeerblättern",
            en_US: "A brass medal inside a wreath of laurel leaves",
            zh_CN: "月桂叶花环中的一枚黄铜色奖章",
          },
        }
      : {
          alt: {
            de_DE: "Geometrisches Titelbild in den Farben der Kanzlei",
            en_US: "Geometric cover picture in the firm's colours",
            zh_CN: "采用律所配色的几何风格封面图",
          },
        },
  /** A portrait while a photograph is missing: the card of a person's initials (`who`: a name or the initials). */
  portrait: (who: Localized): DemoPictureTexts => ({
    alt: {
      de_DE: `Monogramm ${who.de_DE} (noch kein Foto)`,
      en_US: `Monogram ${who.en_US} (no photo yet)`,
      zh_CN: `${who.zh_CN}的姓名首字母图（暂无照片）`,
    },
  }),
  /** A practice area's icon: line art beside the area's name, which says everything. */
  icon: (): DemoPictureTexts => "decorative",
};
