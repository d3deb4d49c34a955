import type { DOMPurify } from "dompurify";
import { runCpuTask } from "../../cpu/cpu-tasks.ts";
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

/**
 * Attributes removed wherever they are: CSS in `style` can reach outside the file in more
 * spellings than a pattern can follow (escapes such as `\75 rl(…)`, `image-set(…)`, a comment
 * between `url` and its parenthesis); an icon draws with presentation attributes (`fill`,
 * `stroke`) instead (docs/decisions/0037).
 */
const FORBIDDEN_ATTRIBUTES = ["style"];

/**
 * What an icon never needs more of (docs/decisions/0037). Cleaning takes time that grows faster
 * than the file (4,000 nested groups, 28 KB, took 16 s), so a drawing beyond these is refused
 * before it is parsed; the demo's icons are a few hundred bytes with a dozen elements.
 */
export const SVG_LIMITS = {
  /** Bytes of the file. */
  bytes: 128 * 1024,
  /** Levels of nested elements. */
  depth: 50,
  /** Elements (start tags). */
  elements: 2_000,
  /** Attributes of all elements together. */
  attributes: 10_000,
} as const;

/** A comment, CDATA section, processing instruction or declaration, or a tag: its slash, name and attributes. */
const XML_MARKUP = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[?!][^>]*>?|<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*)>?/g;
/** One attribute of an XML tag (its value is always quoted). */
const XML_ATTRIBUTE = /[^\s=/]+\s*=\s*(?:"[^"]*"|'[^']*')/g;

/** How deep the elements of an XML text nest, how many there are and how many attributes they carry; in linear time. */
export function svgShape(text: string): { depth: number; elements: number; attributes: number } {
  let open = 0;
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  for (const [, closing, name, rest = ""] of text.matchAll(XML_MARKUP)) {
    if (!name) continue;
    if (closing) {
      open = Math.max(0, open - 1);
      continue;
    }
    elements += 1;
    attributes += rest.match(XML_ATTRIBUTE)?.length ?? 0;
    if (!rest.trimEnd().endsWith("/")) depth = Math.max(depth, ++open);
  }
  return { depth, elements, attributes };
}

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

// jsdom is large: loaded by a worker on its first SVG, not when it starts (most of its work is rich text).
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
 * The text of an SVG upload, refused before any parsing when it is not UTF-8 SVG (415), declares
 * a DOCTYPE (entities can expand a few bytes into gigabytes; 415), or is larger or more complex
 * than an icon ever is (413, 422). Linear in the file's length.
 */
export function checkSvg(bytes: Buffer): string {
  if (bytes.length > SVG_LIMITS.bytes) throw new HttpError(413, message("upload.svgTooLarge", { limit: SVG_LIMITS.bytes / 1024 }));
  const text = textOf(bytes);
  if (text === undefined || !SVG_START.test(text)) throw new HttpError(415, message("upload.unreadableSvg"));
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new HttpError(415, message("upload.svgDoctype"));
  const shape = svgShape(text);
  if (shape.depth > SVG_LIMITS.depth) throw new HttpError(422, message("upload.svgTooDeep", { max: SVG_LIMITS.depth }));
  if (shape.elements > SVG_LIMITS.elements) throw new HttpError(422, message("upload.svgTooManyElements", { max: SVG_LIMITS.elements }));
  if (shape.attributes > SVG_LIMITS.attributes) {
    throw new HttpError(422, message("upload.svgTooManyAttributes", { max: SVG_LIMITS.attributes }));
  }
  return text;
}

/**
 * An SVG document (checked by `checkSvg`) rebuilt from its safe parts: no script, event handler,
 * `<foreignObject>`, style sheet or `style` attribute, link, embedded or external image, and no
 * reference outside the file; refused (415) when it is not well-formed SVG. Runs in the CPU pool's
 * workers (cpu/cpu-worker.ts).
 */
export async function sanitizeSvg(text: string): Promise<string> {
  const { purify, parse, serialise } = await loadSanitiser();
  const root = parse(text);
  if (root.localName !== "svg" || root.namespaceURI !== SVG_NAMESPACE || root.getElementsByTagName("parsererror").length > 0) {
    throw new HttpError(415, message("upload.unreadableSvg"));
  }
  purify.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    // Their content goes with them (a link's drawing stays: only the link is removed).
    ADD_FORBID_CONTENTS: FORBIDDEN_ELEMENTS.filter((element) => element !== "a"),
  });
  return `${serialise(root)}\n`;
}

/**
 * The SVG upload cleaned for the icon library: checked here (`checkSvg`), sanitised in the CPU
 * pool (`sanitizeSvg`), so that no drawing holds up other requests; one that takes longer than
 * the pool's time limit is refused (422).
 */
export async function cleanSvg(bytes: Buffer): Promise<Buffer> {
  const text = checkSvg(bytes);
  const cleaned = await runCpuTask("sanitizeSvg", text, (seconds) => message("upload.svgTooSlow", { seconds }));
  return Buffer.from(cleaned, "utf8");
}
