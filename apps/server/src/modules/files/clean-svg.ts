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
 * than the file (4,000 nested groups, 28 KB, took 16 s; 18,000 empty comments, 123 KB, over
 * 10 s), so a drawing beyond these is refused before it is parsed; the demo's icons are a few
 * hundred bytes with a dozen elements.
 */
export const SVG_LIMITS = {
  /** Bytes of the file. */
  bytes: 128 * 1024,
  /** Levels of nested elements. */
  depth: 50,
  /**
   * Nodes other than text: elements, comments, processing instructions and CDATA sections, each
   * of which the cleaning visits (text nodes lie between them: at most one more). The most costly
   * drawings within this bound (links around shapes, with text) took about a second to clean on a
   * busy two-core machine, well within the SVG task's time limit (cpu/cpu-tasks.ts).
   */
  nodes: 1_000,
  /** Attributes of all elements together. */
  attributes: 10_000,
} as const;

/**
 * A comment, CDATA section, processing instruction or declaration, or a tag: its slash, name and
 * attributes. A processing instruction ends at `?>`, not at a `>` inside it, as the XML parser
 * reads it: else one holding `> <!--` would hide the drawing after it as a comment.
 */
const XML_MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<\?[\s\S]*?(?:\?>|$)|<![^>]*>?|<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*)>?/g;
/** One attribute of an XML tag (its value is always quoted). */
const XML_ATTRIBUTE = /[^\s=/]+\s*=\s*(?:"[^"]*"|'[^']*')/g;

/**
 * How deep the elements of an XML text nest, how many nodes it has besides text (`SVG_LIMITS.nodes`)
 * and how many attributes its elements carry; in linear time.
 */
export function svgShape(text: string): { depth: number; nodes: number; attributes: number } {
  let open = 0;
  let depth = 0;
  let nodes = 0;
  let attributes = 0;
  for (const [, closing, name, rest = ""] of text.matchAll(XML_MARKUP)) {
    if (closing) {
      open = Math.max(0, open - 1);
      continue;
    }
    nodes += 1;
    if (!name) continue;
    attributes += rest.match(XML_ATTRIBUTE)?.length ?? 0;
    if (!rest.trimEnd().endsWith("/")) depth = Math.max(depth, ++open);
  }
  return { depth, nodes, attributes };
}

/**
 * What lets CSS read an attribute's value as a function or hide one: a parenthesis, an escape
 * (`\75 rl(…)` is `url(…)`) or a comment (between `url` and its parenthesis). Presentation attributes (`fill`,
 * `mask`, `stop-color`…) are CSS, and their functions can reach outside the file in more spellings
 * than a pattern can follow (`image-set(…)`, `src(…)`, escapes anywhere in a name), so such a value
 * is kept only when it is one of `ALLOWED_FUNCTIONS`.
 */
const CSS_FUNCTION_OR_ESCAPE = /[\\(]|\/\*/;

/** Numbers as colours and transforms write them: `12`, `-1.5e-3`, `50%`, separated by spaces, commas or a slash. */
const NUMBERS = String.raw`[\d\s.,%/eE+-]*`;

/**
 * The only values with a function an icon keeps: a reference inside the file (`url(#id)`, with a
 * colour or keyword to fall back on), a colour of numbers (`rgb()`, `rgba()`, `hsl()`, `hsla()`),
 * a transform of numbers (`translate(2 3) rotate(45)`).
 */
const ALLOWED_FUNCTIONS = new RegExp(
  String.raw`^\s*(?:url\(\s*(["']?)#[\w.:-]+\1\s*\)(?:\s+#?[\w-]+)?|(?:rgba?|hsla?)\(${NUMBERS}\)|(?:(?:matrix|translate|scale|rotate|skewX|skewY)\s*\(${NUMBERS}\)[\s,]*)+)\s*$`,
  "i",
);

/** Whether an attribute could refer to anything outside the file: a link not to `#id`, or CSS with a function not allowed. */
function refersOutside(name: string, value: string): boolean {
  const isReference = name === "href" || name === "xlink:href" || name === "src";
  if (isReference) return !value.trim().startsWith("#");
  return CSS_FUNCTION_OR_ESCAPE.test(value) && !ALLOWED_FUNCTIONS.test(value);
}

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

// jsdom is large (a second or so to load): loaded once per worker, by `prepareSvgCleaning`.
let loadedSanitiser: Promise<Sanitiser> | undefined;
function loadSanitiser(): Promise<Sanitiser> {
  loadedSanitiser ??= Promise.all([import("jsdom"), import("dompurify")]).then(([{ JSDOM }, { default: createPurify }]) => {
    const { window } = new JSDOM("");
    const purify = createPurify(window as Parameters<typeof createPurify>[0]);
    const xml = window as XmlWindow;
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      if (refersOutside(data.attrName.toLowerCase(), data.attrValue)) data.keepAttr = false;
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
 * Loads what cleaning an SVG needs. The worker awaits it before it takes its first task
 * (cpu/cpu-worker.ts), so that the loading never counts against the SVG task's short time limit.
 */
export async function prepareSvgCleaning(): Promise<void> {
  await loadSanitiser();
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
  if (shape.nodes > SVG_LIMITS.nodes) throw new HttpError(422, message("upload.svgTooManyNodes", { max: SVG_LIMITS.nodes }));
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
