import type { DOMPurify } from "dompurify";
import { HttpError } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";

/**
 * SVG for the icon library only (docs/decisions/0032): an SVG file is a document that can carry
 * scripts, event handlers, external references and embedded HTML, so it is rebuilt from what
 * DOMPurify (a sanitiser made for HTML, SVG and MathML) keeps of it, and only references inside
 * the file itself (`#id`) survive. Every other field keeps refusing SVG.
 */

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

/** The start of an SVG document: an XML declaration, comments, a DOCTYPE and white space, then `<svg`. */
const SVG_START = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;

/** Elements removed with their content: they embed HTML, style sheets (which can `@import`) or other files. */
const FORBIDDEN_ELEMENTS = ["foreignObject", "style", "script", "image", "feImage", "a"];

/** A CSS reference to anything but the file itself: `url(http://…)`, `url("data:…")`, `url(/x)`. */
const EXTERNAL_CSS_URL = /url\(\s*["']?\s*(?!#)/i;

const decoder = new TextDecoder("utf-8", { fatal: true });

function textOf(bytes: Buffer): string | undefined {
  try {
    return decoder.decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return undefined;
  }
}

/** Whether an upload's bytes are an SVG document (UTF-8 text whose first element is `<svg`). */
export function isSvg(bytes: Buffer): boolean {
  const text = textOf(bytes.subarray(0, 4096));
  // A multi-byte character cut at 4096 bytes makes the prefix invalid UTF-8: decode it leniently then.
  const start = text ?? bytes.subarray(0, 4096).toString("utf8");
  return SVG_START.test(start);
}

/** An element of a parsed SVG document: the parts of the DOM this module uses. */
interface SvgElement {
  readonly localName: string;
  readonly namespaceURI: string | null;
  getElementsByTagName(name: string): { readonly length: number };
}

/** The parts of jsdom's window this module uses. */
interface XmlWindow {
  DOMParser: new () => { parseFromString(text: string, type: "image/svg+xml"): { readonly documentElement: SvgElement } };
  XMLSerializer: new () => { serializeToString(node: SvgElement): string };
}

interface Sanitiser {
  purify: DOMPurify;
  parse: (text: string) => SvgElement;
  serialise: (node: SvgElement) => string;
}

// jsdom is large: loaded on the first SVG upload, not when the server starts (as sharp is).
let loadedSanitiser: Promise<Sanitiser> | undefined;
function loadSanitiser(): Promise<Sanitiser> {
  loadedSanitiser ??= Promise.all([import("jsdom"), import("dompurify")]).then(([{ JSDOM }, { default: createPurify }]) => {
    const { window } = new JSDOM("");
    const purify = createPurify(window as Parameters<typeof createPurify>[0]);
    const xml = window as XmlWindow;
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const name = data.attrName.toLowerCase();
      const isReference = name === "href" || name === "xlink:href" || name === "src";
      if ((isReference && !data.attrValue.trim().startsWith("#")) || EXTERNAL_CSS_URL.test(data.attrValue)) data.keepAttr = false;
    });
    return {
      purify,
      parse: (text) => new xml.DOMParser().parseFromString(text, "image/svg+xml").documentElement,
      serialise: (node) => new xml.XMLSerializer().serializeToString(node),
    };
  });
  return loadedSanitiser;
}

/**
 * The SVG document rebuilt from its safe parts: no script, event handler, `<foreignObject>`,
 * style sheet, link, embedded or external image, and no reference outside the file; refused
 * (415) when it is not well-formed SVG or declares a DOCTYPE (entities can expand a few bytes
 * into gigabytes).
 */
export async function cleanSvg(bytes: Buffer): Promise<Buffer> {
  const text = textOf(bytes);
  if (text === undefined || !SVG_START.test(text)) throw new HttpError(415, message("upload.unreadableSvg"));
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new HttpError(415, message("upload.svgDoctype"));
  const { purify, parse, serialise } = await loadSanitiser();
  const root = parse(text);
  if (root.localName !== "svg" || root.namespaceURI !== SVG_NAMESPACE || root.getElementsByTagName("parsererror").length > 0) {
    throw new HttpError(415, message("upload.unreadableSvg"));
  }
  purify.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    // Their content goes with them (a link's drawing stays: only the link is removed).
    ADD_FORBID_CONTENTS: FORBIDDEN_ELEMENTS.filter((element) => element !== "a"),
  });
  return Buffer.from(`${serialise(root)}\n`, "utf8");
}
