import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ImageDescription } from "@lawfirm/contract";
import { Picture } from "./Picture";

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
