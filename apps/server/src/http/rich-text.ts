import { RICH_TEXT_MAX_NESTING, isUploadPath, nestingDepth, pointsAtAdminApi } from "@lawfirm/contract";
import sanitizeHtml from "sanitize-html";
import { badRequest } from "../errors.ts";
import { message } from "../i18n/messages.ts";

/**
 * Targets that keep a link in its tab (HTML's rules for choosing a navigable: the keywords match
 * without regard to case, nothing is trimmed). Every other value opens a new browsing context.
 */
const SAME_TAB_TARGETS = new Set(["", "_self", "_parent", "_top"]);

/**
 * A link keeps its address unless it leads to the back office's API (following it would act for
 * the signed-in reader: `/api/admin/quit` signs them out); its text stays. A link that opens a
 * new tab gets exactly `target="_blank"` and a `rel` that hides the opener and the referrer; any
 * other target is dropped, and the input's own `rel` is never kept.
 */
function cleanLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { href, target, rel: _untrusted, ...rest } = attribs;
  const link = href === undefined || pointsAtAdminApi(href) ? rest : { ...rest, href };
  const newTab = target !== undefined && !SAME_TAB_TARGETS.has(target.toLowerCase());
  return { tagName, attribs: newTab ? { ...link, target: "_blank", rel: "noopener noreferrer" } : link };
}

/**
 * The mark of a rich-text picture whose alt text follows its media item's (decision 0036): public
 * answers give it the item's current alt text in their language; its stored `alt` is the text as
 * it was when saved. A picture without the mark has its own alt text, written for that place.
 */
export const ALT_SOURCE_ATTRIBUTE = "data-alt-source";
export const LIBRARY_ALT_SOURCE = "library";

interface Bounds {
  min: number;
  max: number;
}
const IMAGE_SIZE: Bounds = { min: 1, max: 4000 };
const CELL_SPAN: Bounds = { min: 1, max: 50 };
const LIST_START: Bounds = { min: 0, max: 99_999 };

/** Number-valued attributes, per tag: kept (as plain integers) only within bounds, so that no value can break the page's layout. */
const INTEGER_ATTRIBUTES: Record<string, Record<string, Bounds>> = {
  img: { width: IMAGE_SIZE, height: IMAGE_SIZE },
  td: { colspan: CELL_SPAN, rowspan: CELL_SPAN },
  th: { colspan: CELL_SPAN, rowspan: CELL_SPAN },
  col: { span: CELL_SPAN },
  ol: { start: LIST_START },
};

function boundIntegers(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const bounded = INTEGER_ATTRIBUTES[tagName];
  if (!bounded) return { tagName, attribs };
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const bounds = bounded[name];
    if (!bounds) {
      kept[name] = value;
      continue;
    }
    const number = /^\s*-?\d{1,6}\s*$/.test(value) ? Number(value) : Number.NaN;
    if (number >= bounds.min && number <= bounds.max) kept[name] = String(number);
  }
  return { tagName, attribs: kept };
}

/** A picture's sizes within bounds, and its alt-source mark only with the one value it has. */
function cleanImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { [ALT_SOURCE_ATTRIBUTE]: source, ...rest } = boundIntegers(tagName, attribs).attribs;
  return { tagName, attribs: source === LIBRARY_ALT_SOURCE ? { ...rest, [ALT_SOURCE_ATTRIBUTE]: source } : rest };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "mark",
    "small",
    "span",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "colgroup",
    "col",
  ],
  // No `class`: the site styles rich text by element (apps/site/src/ui/RichText.module.css) and the
  // back office's editor writes no classes, so a class could only reach the site's own styles
  // (`.visually-hidden` hides text). A class the site comes to style in rich text goes in `allowedClasses`.
  allowedAttributes: {
    // `target` and `rel` as `cleanLink` sets them.
    a: ["href", "title", "target", "rel"],
    // `data-alt-source="library"`: the picture's alt text follows the media library's (decision 0036).
    // The mark only as `cleanImage` leaves it.
    img: ["src", "alt", "title", "width", "height", ALT_SOURCE_ATTRIBUTE],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    ol: ["start"],
    "*": ["lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: cleanLink, img: cleanImage, "*": boundIntegers },
  // Pictures come only from this site's uploads: a visitor's browser never asks a third party
  // (nor the back office's API). The contract refuses such a save with a message; this is the guarantee.
  exclusiveFilter: (frame) => frame.tag === "img" && !isUploadPath(frame.attribs.src ?? ""),
};

/**
 * Cleans rich text written in the back office before it is stored: headings, lists, links,
 * uploaded images and tables stay; scripts, styles, event handlers, `javascript:` URLs, classes,
 * out-of-range sizes, links to the back office's API and images from elsewhere go.
 */
export function sanitizeRichText(html: string): string {
  // The parser's time grows with the square of the nesting: text nested deeper than any editor
  // writes is refused before it is parsed (the contract's schema says so with the field's name).
  if (nestingDepth(html) > RICH_TEXT_MAX_NESTING) {
    throw badRequest(message("validation.nestedTooDeeply", { max: RICH_TEXT_MAX_NESTING }));
  }
  return sanitizeHtml(html, options).trim();
}

/**
 * The addresses of the pictures in (sanitised) rich text that follow the library's alt text, read
 * by the sanitiser's own parser (never by a pattern, which a crafted attribute could fool).
 */
export function libraryPictureSources(html: string): string[] {
  // Most texts have no such picture: they are not parsed.
  if (!html.includes(ALT_SOURCE_ATTRIBUTE)) return [];
  const sources: string[] = [];
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: false,
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs[ALT_SOURCE_ATTRIBUTE] === LIBRARY_ALT_SOURCE && attribs.src) sources.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return sources;
}

/**
 * Rich text (stored, so sanitised) whose library-following pictures carry the alt text `altOf`
 * answers for their address (`""` for a decorative one); a picture it answers undefined for keeps
 * its stored alt. The text goes through the sanitiser again, so the answer is as clean as what was stored.
 */
export function withLibraryAlts(html: string, altOf: (src: string) => string | undefined): string {
  if (!html.includes(ALT_SOURCE_ATTRIBUTE)) return html;
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      ...options.transformTags,
      img: (tagName, attribs) => {
        const tag = cleanImage(tagName, attribs);
        const alt = tag.attribs[ALT_SOURCE_ATTRIBUTE] === LIBRARY_ALT_SOURCE && tag.attribs.src ? altOf(tag.attribs.src) : undefined;
        return alt === undefined ? tag : { tagName, attribs: { ...tag.attribs, alt } };
      },
    },
  }).trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The beginning of (sanitised) rich text as plain text, for list rows: tags dropped, entities
 * decoded, white space collapsed, cut at a word boundary near `maxLength` with an ellipsis.
 */
export function richTextExcerpt(html: string, maxLength: number): string {
  const text = html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/td|\/th|\/tr|\/blockquote|\/figcaption)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    // The text may be the start of a longer one, cut inside a tag.
    .replace(/<[^>]*$/, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== "#") return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : "";
    })
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
