/**
 * A strict reader of the XML the server writes (sitemaps, feeds), for tests: it throws on
 * anything that is not well-formed (unclosed or crossed elements, an unescaped `<` or `&`, an
 * unknown entity, a duplicate or unquoted attribute, a second root, an undeclared namespace
 * prefix, a document type). It reads character by character, without regular expressions.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities resolved (the text of its children not included). */
  text: string;
}

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const isSpace = (character: string | undefined) => character === " " || character === "\t" || character === "\n" || character === "\r";
const isDigit = (character: string) => character >= "0" && character <= "9";
const isHexDigit = (character: string) =>
  isDigit(character) || (character >= "a" && character <= "f") || (character >= "A" && character <= "F");
function isNameCharacter(character: string | undefined, first: boolean): boolean {
  if (character === undefined) return false;
  const letter = (character >= "a" && character <= "z") || (character >= "A" && character <= "Z") || character === "_" || character === ":";
  if (first) return letter || character.charCodeAt(0) > 127;
  return letter || isDigit(character) || character === "-" || character === "." || character.charCodeAt(0) > 127;
}

export function readXml(source: string): XmlElement {
  let at = 0;
  const fail = (problem: string): never => {
    throw new Error(`not well-formed XML at ${at}: ${problem} (…${source.slice(Math.max(0, at - 40), at + 40)}…)`);
  };
  const startsWith = (text: string) => source.startsWith(text, at);
  const expect = (text: string) => {
    if (!startsWith(text)) fail(`expected ${text}`);
    at += text.length;
  };
  const skipSpace = () => {
    while (isSpace(source[at])) at += 1;
  };
  const readName = (): string => {
    const start = at;
    if (!isNameCharacter(source[at], true)) fail("expected a name");
    while (isNameCharacter(source[at], false)) at += 1;
    return source.slice(start, at);
  };
  const readEntity = (): string => {
    expect("&");
    const end = source.indexOf(";", at);
    if (end < 0 || end - at > 10) fail("an & that starts no entity");
    const name = source.slice(at, end);
    at = end + 1;
    if (name.startsWith("#x") && name.length > 2 && [...name.slice(2)].every(isHexDigit))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#") && name.length > 1 && [...name.slice(1)].every(isDigit)) return String.fromCodePoint(Number(name.slice(1)));
    const value = PREDEFINED[name];
    if (value === undefined) fail(`unknown entity &${name};`);
    return value!;
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (startsWith("<!--")) {
        const end = source.indexOf("-->", at + 4);
        if (end < 0) fail("an unclosed comment");
        at = end + 3;
      } else if (startsWith("<!")) {
        fail("a document type or other declaration");
      } else {
        return;
      }
    }
  };

  const readElement = (namespaces: ReadonlySet<string>): XmlElement => {
    expect("<");
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      const hadSpace = isSpace(source[at]);
      skipSpace();
      if (startsWith("/>") || startsWith(">")) break;
      if (!hadSpace) fail("attributes must be separated by white space");
      const attribute = readName();
      if (Object.hasOwn(attributes, attribute)) fail(`duplicate attribute ${attribute}`);
      skipSpace();
      expect("=");
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail("an unquoted attribute value");
      at += 1;
      let value = "";
      while (source[at] !== quote) {
        const character = source[at];
        if (character === undefined) fail("an unclosed attribute value");
        if (character === "<") fail("a < in an attribute value");
        if (character === "&") value += readEntity();
        else {
          value += character;
          at += 1;
        }
      }
      at += 1;
      attributes[attribute] = value;
    }
    const inScope = new Set(namespaces);
    for (const attribute of Object.keys(attributes)) if (attribute.startsWith("xmlns:")) inScope.add(attribute.slice(6));
    for (const qualified of [name, ...Object.keys(attributes)]) {
      const colon = qualified.indexOf(":");
      const prefix = colon < 0 ? undefined : qualified.slice(0, colon);
      if (prefix !== undefined && prefix !== "xmlns" && prefix !== "xml" && !inScope.has(prefix)) fail(`undeclared prefix ${prefix}`);
    }
    const element: XmlElement = { name, attributes, children: [], text: "" };
    if (startsWith("/>")) {
      at += 2;
      return element;
    }
    expect(">");
    for (;;) {
      const character = source[at];
      if (character === undefined) fail(`<${name}> is never closed`);
      if (startsWith("</")) {
        at += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        skipSpace();
        expect(">");
        return element;
      }
      if (startsWith("<!--")) {
        const end = source.indexOf("-->", at + 4);
        if (end < 0) fail("an unclosed comment");
        at = end + 3;
      } else if (startsWith("<![CDATA[")) {
        const end = source.indexOf("]]>", at);
        if (end < 0) fail("an unclosed CDATA section");
        element.text += source.slice(at + 9, end);
        at = end + 3;
      } else if (character === "<") {
        element.children.push(readElement(inScope));
      } else if (character === "&") {
        element.text += readEntity();
      } else {
        if (startsWith("]]>")) fail("]]> in text");
        element.text += character;
        at += 1;
      }
    }
  };

  if (startsWith("<?xml")) {
    const end = source.indexOf("?>", at);
    if (end < 0) fail("an unclosed XML declaration");
    at = end + 2;
  }
  skipMisc();
  const root = readElement(new Set());
  skipMisc();
  if (at !== source.length) fail("content after the root element");
  return root;
}

/** The children of an element with a given name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The one child of an element with a given name; throws when there is none or more than one. */
export function onlyChild(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}> children, not one`);
  return found[0]!;
}
