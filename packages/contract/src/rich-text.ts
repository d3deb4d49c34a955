import { z } from "zod";
import { quotedAddress, uploadSpellingProblem } from "./common.ts";
import { UPLOAD_PATH } from "./endpoint.ts";
import { SCHEMA_MESSAGES, type SchemaProblem } from "./validation.ts";

/** An upload's address as the back office inserts it: `/api/upload/<name>`, nothing before or after it. */
const UPLOAD_ADDRESS = new RegExp(`^${UPLOAD_PATH}[\\w-][\\w.-]*$`);

/** Whether an image address is a file uploaded to this site (the only pictures rich text may show). */
export function isUploadPath(src: string): boolean {
  return UPLOAD_ADDRESS.test(src);
}

/**
 * A comment, or a start tag and its name. Every tag is read, so that an `<img` inside another
 * tag's quoted attribute is not taken for an image, nor one in a comment (which shows nothing); a
 * quoted value may hold `>`; a tag or comment cut off at the end of the text counts too.
 */
const COMMENT_OR_START_TAG = /<!--[\s\S]*?(?:-->|$)|<([a-z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>?/gi;
/** One attribute of a tag: its name, then its value in double quotes, single quotes or none. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** The addresses of rich text's pictures (`<img src>`) and links (`<a href>`), in order, as written. */
function* addressesIn(html: string): Generator<{ tag: "img" | "a"; address: string }> {
  for (const [tag, name = ""] of html.matchAll(COMMENT_OR_START_TAG)) {
    const tagName = name.toLowerCase();
    if (tagName !== "img" && tagName !== "a") continue;
    const wanted = tagName === "img" ? "src" : "href";
    // As in HTML, the first of an attribute counts; an empty address leads nowhere (the sanitiser drops such an image).
    const attribute = [...tag.slice(1 + name.length).matchAll(ATTRIBUTE)].find((found) => found[1]?.toLowerCase() === wanted);
    const address = attribute ? (attribute[2] ?? attribute[3] ?? attribute[4] ?? "") : "";
    if (address !== "") yield { tag: tagName, address };
  }
}

/**
 * The address of the first image in rich text that is not an upload of this site, as written;
 * undefined when there is none. A pattern, not a parser: the server's sanitiser removes whatever
 * image this misses.
 */
export function firstForeignImage(html: string): string | undefined {
  for (const { tag, address } of addressesIn(html)) if (tag === "img" && !isUploadPath(address)) return address;
  return undefined;
}

/**
 * The problem with the first picture or link in rich text that names an upload in a spelling of
 * its own (`/api//upload/…`, `/api/upload/….svg/`), which the media library's usage scan would
 * not find; undefined when there is none. The server's sanitiser drops such a link's address.
 */
export function firstUploadSpellingProblem(html: string): SchemaProblem | undefined {
  for (const { address } of addressesIn(html)) {
    const problem = uploadSpellingProblem(address);
    if (problem) return problem;
  }
  return undefined;
}

/** Deepest nesting of elements rich text may have; the back office's editor writes a handful of levels. */
export const RICH_TEXT_MAX_NESTING = 100;

/**
 * Most elements (start tags) one rich text may have. The sanitiser's time grows with them (45,000
 * `<b>` took seconds); a long judgment summary of 100 KB has about 1,500, so no text a firm
 * writes comes near this (docs/decisions/0037).
 */
export const RICH_TEXT_MAX_ELEMENTS = 10_000;

/**
 * Most pictures (`<img>`) one rich text may have. Each is served with a `srcset` of its variants:
 * 6,500 made a page of 6.2 MB that took 1.1 s of the event loop to render; a long article has a
 * handful (docs/decisions/0037).
 */
export const RICH_TEXT_MAX_PICTURES = 200;

/**
 * Elements a parser does not keep open around what follows: void elements, and those the next of
 * their kind closes by itself (`<p>a<p>b`, `<li>`, table cells).
 */
const FLAT_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
  "p",
  "li",
  "dt",
  "dd",
  "tr",
  "td",
  "th",
  "option",
]);
const COMMENT_OR_TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>?/gi;

/** What the sanitiser's time depends on, beyond the text's length. */
export interface RichTextShape {
  /** How deep elements nest. */
  depth: number;
  /** How many elements (start tags of any name) the text has. */
  elements: number;
  /** How many of them are pictures (`<img>`). */
  pictures: number;
}

/**
 * How deep the elements of rich text nest, counted the way an HTML parser's stack of open
 * elements grows (a closing tag closes its open element and those inside it, and one without an
 * open element is ignored), and how many there are. In linear time, so that it can guard the
 * sanitiser, whose time grows with the square of the nesting and with the number of elements,
 * and how many pictures there are, which the served page's size and render time grow with.
 */
export function richTextShape(html: string): RichTextShape {
  const open: string[] = [];
  const openCount = new Map<string, number>();
  let depth = 0;
  let elements = 0;
  let pictures = 0;
  for (const [, closing, rawName = ""] of html.matchAll(COMMENT_OR_TAG)) {
    if (!rawName) continue;
    if (!closing) elements += 1;
    const name = rawName.toLowerCase();
    if (name === "img" && !closing) pictures += 1;
    if (FLAT_ELEMENTS.has(name)) continue;
    if (!closing) {
      open.push(name);
      openCount.set(name, (openCount.get(name) ?? 0) + 1);
      depth = Math.max(depth, open.length);
    } else if (openCount.get(name)) {
      let closed: string | undefined;
      do {
        closed = open.pop();
        if (closed !== undefined) openCount.set(closed, (openCount.get(closed) ?? 1) - 1);
      } while (closed !== undefined && closed !== name);
    }
  }
  return { depth, elements, pictures };
}

/**
 * The problem with rich text the sanitiser would take too long over, or with more pictures than a
 * page should serve, in the contract's words; undefined when its shape is within the bounds.
 */
export function richTextShapeProblem(html: string): SchemaProblem | undefined {
  const { depth, elements, pictures } = richTextShape(html);
  if (depth > RICH_TEXT_MAX_NESTING) return { key: SCHEMA_MESSAGES.nestedTooDeeply, params: { max: RICH_TEXT_MAX_NESTING } };
  if (elements > RICH_TEXT_MAX_ELEMENTS) return { key: SCHEMA_MESSAGES.tooManyElements, params: { max: RICH_TEXT_MAX_ELEMENTS } };
  if (pictures > RICH_TEXT_MAX_PICTURES) return { key: SCHEMA_MESSAGES.tooManyPictures, params: { max: RICH_TEXT_MAX_PICTURES } };
  return undefined;
}

/**
 * Rich text (HTML) of at most `maxLength` characters whose pictures are uploads: an image from
 * another site is refused with its address, so that the editor uploads it instead of losing it
 * silently when the server cleans the text.
 */
export function richTextSchema(maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .superRefine((html, context) => {
      const shapeProblem = richTextShapeProblem(html);
      if (shapeProblem) {
        context.addIssue({ code: "custom", message: shapeProblem.key, params: shapeProblem.params });
        return;
      }
      const spellingProblem = firstUploadSpellingProblem(html);
      if (spellingProblem) {
        context.addIssue({ code: "custom", message: spellingProblem.key, params: spellingProblem.params });
        return;
      }
      const address = firstForeignImage(html);
      if (address === undefined) return;
      context.addIssue({ code: "custom", message: SCHEMA_MESSAGES.foreignImage, params: { address: quotedAddress(address) } });
    });
}
