/**
 * A small XML writer for the crawl files. Text and attribute values are always escaped: a plain
 * string passed as content is text, and only what `element` made is inserted as markup.
 */

/** Escaped markup, as `element` makes it. */
export interface Markup {
  readonly xml: string;
}

/** Characters XML 1.0 cannot carry at all (most control characters, lone surrogates, U+FFFE, U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/**
 * A value as XML text (`&`, `<` and `>` escaped) or, with `inAttribute`, as a double-quoted
 * attribute value (`"` too); characters XML cannot hold are dropped.
 */
export function escapeXml(value: string, inAttribute = false): string {
  return value.replace(NOT_XML, "").replace(inAttribute ? /[&<>"]/g : /[&<>]/g, (character) => ESCAPES[character] ?? character);
}

/** An element; string children are text. Without children it is written empty (`<name/>`). */
export function element(
  name: string,
  attributes: Record<string, string | undefined>,
  ...children: (Markup | string | undefined)[]
): Markup {
  const attributeText = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value, true)}"`)
    .join("");
  const content = children
    .filter((child) => child !== undefined)
    .map((child) => (typeof child === "string" ? escapeXml(child) : child.xml))
    .join("");
  return { xml: content ? `<${name}${attributeText}>${content}</${name}>` : `<${name}${attributeText}/>` };
}

/** Several elements one after another, each on its own line. */
export function lines(children: readonly Markup[]): Markup {
  return { xml: children.length ? `\n${children.map((child) => child.xml).join("\n")}\n` : "" };
}

/** A whole document: the XML declaration and the root element. */
export function xmlDocument(root: Markup): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.xml}\n`;
}
