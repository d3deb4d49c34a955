import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ImageDescription } from "@lawfirm/contract";
import { largestLayoutWidth, Picture, variantWidthsFor } from "./Picture";

const UPLOAD = "/api/upload/0123456789abcdef0123456789abcdef.jpg";
const render = (src: string) =>
  renderToString(<Picture src={src} alt="Portrait" width={600} height={800} sizes="(min-width: 64rem) 26rem, 90vw" loading="lazy" />);

describe("an uploaded picture", () => {
  it("offers AVIF and WebP before the image's own kind, each in every width the server keeps, with the place's sizes", () => {
    const html = render(UPLOAD);
    const sources = [...html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/gi)].map((match) => match.slice(1));
    expect(sources.map(([type]) => type)).toEqual(["image/avif", "image/webp"]);
    const widths = [320, 480, 720, 960, 1280, 1600, 2400];
    expect(sources[0]?.[1]).toBe(widths.map((width) => `${UPLOAD}?w=${width}&amp;f=avif ${width}w`).join(", "));
    expect(sources[1]?.[1]).toContain(`${UPLOAD}?w=720&amp;f=webp 720w`);
    expect(sources.every(([, , sizes]) => sizes === "(min-width: 64rem) 26rem, 90vw")).toBe(true);
    const image = /<img [^>]*>/.exec(html)?.[0] ?? "";
    expect(image).toContain(`src="${UPLOAD}?w=720"`);
    expect(image).toContain(`srcSet="${UPLOAD}?w=320 320w`);
    expect(image).toMatch(/width="600"/);
    expect(image).toMatch(/height="800"/);
    expect(image).toContain('alt="Portrait"');
  });

  it.each([
    ["another site's picture", "https://images.example.com/portrait.jpg"],
    ["an SVG drawing", "/api/upload/0123456789abcdef0123456789abcdef.svg"],
    ["a GIF, which may be an animation", "/api/upload/0123456789abcdef0123456789abcdef.gif"],
  ])("shows %s as a plain image", (_, src) => {
    const html = render(src);
    expect(html).not.toMatch(/<picture|srcset/i);
    expect(html).toContain(`src="${src}"`);
    expect(html).toMatch(/width="600"/);
  });
});

describe("the widths a place can use", () => {
  it("reads the widest layout width from sizes, each entry up to the next wider screen's condition", () => {
    expect(largestLayoutWidth("36px")).toBe(36);
    expect(largestLayoutWidth("(min-width: 64rem) 23rem, (min-width: 40rem) 46vw, 90vw")).toBe(576);
    expect(largestLayoutWidth("(min-width: 72rem) 17rem, (min-width: 48rem) 31vw, 48vw")).toBeCloseTo(368.64);
    expect(largestLayoutWidth("(min-width: 1000px) 300px, 50vw")).toBe(500);
    expect(largestLayoutWidth("min(72rem, 100vw)")).toBe(1152);
    expect(largestLayoutWidth("(min-width: 64rem) 32rem, 100vw")).toBe(1024);
  });

  it("counts a width that grows with the widest screens, or one it cannot read, as unbounded", () => {
    expect(largestLayoutWidth("(min-width: 64rem) 50vw, 100vw")).toBe(Infinity);
    expect(largestLayoutWidth("calc(100vw - 2rem)")).toBe(Infinity);
  });

  it("offers the widths up to the first that covers the place on a screen of twice the density", () => {
    expect(variantWidthsFor("36px")).toEqual([320]);
    expect(variantWidthsFor("(min-width: 72rem) 17rem, (min-width: 48rem) 31vw, 48vw")).toEqual([320, 480, 720, 960]);
    expect(variantWidthsFor("(min-width: 64rem) 23rem, (min-width: 40rem) 46vw, 90vw")).toEqual([320, 480, 720, 960, 1280]);
    expect(variantWidthsFor("(min-width: 64rem) 50vw, 100vw")).toEqual([320, 480, 720, 960, 1280, 1600, 2400]);
    expect(variantWidthsFor("(min-width: 90rem) 90rem, 100vw")).toEqual([320, 480, 720, 960, 1280, 1600, 2400]);
  });

  it("lists only those widths in every source of the rendered picture", () => {
    const html = renderToString(<Picture src={UPLOAD} alt="" width={36} height={36} sizes="36px" />);
    const srcSets = [...html.matchAll(/srcSet="([^"]+)"/gi)].map((match) => match[1]);
    expect(srcSets).toEqual([`${UPLOAD}?w=320&amp;f=avif 320w`, `${UPLOAD}?w=320&amp;f=webp 320w`, `${UPLOAD}?w=320 320w`]);
  });
});

describe("a described picture (decision 0036)", () => {
  const renderDescribed = (description: Partial<ImageDescription>) =>
    renderToString(
      <Picture
        src={UPLOAD}
        alt="Portrait of Anna Berg"
        width={600}
        height={800}
        sizes="90vw"
        description={{ alt: "", caption: "", decorative: false, focalX: null, focalY: null, ...description }}
      />,
    );
  const image = (html: string) => /<img [^>]*>/.exec(html)?.[0] ?? "";

  it("takes the media item's alt text in the page's language before the place's own", () => {
    expect(image(renderDescribed({ alt: "Anna at her desk" }))).toContain('alt="Anna at her desk"');
    expect(image(renderDescribed({ alt: "" }))).toContain('alt="Portrait of Anna Berg"');
  });

  it("has an empty alt text when the picture only decorates", () => {
    expect(image(renderDescribed({ alt: "Anna at her desk", decorative: true }))).toContain('alt=""');
  });

  it("keeps the focal point in the crop with object-position, and sets none for the centre", () => {
    expect(image(renderDescribed({ focalX: 0.25, focalY: 0.8 }))).toContain('style="object-position:25% 80%"');
    expect(image(renderDescribed({}))).not.toContain("object-position");
  });
});
