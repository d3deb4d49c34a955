/** A postal address as vCard's ADR holds it (RFC 6350 section 6.3.1). */
export interface PostalAddress {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

/** What a lawyer's contact card says; absent or empty fields are left out. */
export interface ContactCard {
  /** The name as the firm writes it, titles included ("Dr. Katharina Müller, LL.M.", "王小明"). */
  name: string;
  /** Job titles, the main one first. */
  title?: string | undefined;
  organization?: string | undefined;
  address?: PostalAddress | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  /** The person's page, absolute. */
  url?: string | undefined;
  /** The portrait: a `data:` URI of its bytes or an absolute address. */
  photo?: string | undefined;
}

/** RFC 2425 section 5.8.1 (and RFC 6350): a content line holds at most 75 octets, its line break excluded. */
const MAX_LINE_OCTETS = 75;
const CRLF = "\r\n";

/**
 * A text value's special characters escaped (RFC 2426 section 4, RFC 6350 section 3.4): a semicolon
 * only in a component of a structured value (N, ADR, ORG), where it would end the component; readers
 * keep a backslash before one in a single value (ical.js does).
 */
export function escapeText(value: string, structured = false): string {
  return value.replace(structured ? /[\\,;]/g : /[\\,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, "\\n");
}

/** A URI value on one line (a URI has no escapes of vCard's own). */
function uriValue(value: string): string {
  return value.replace(/[\r\n]+/g, "");
}

/**
 * A content line folded to lines of at most 75 octets: a break and a space before each
 * continuation, never inside a UTF-8 sequence (code points are kept whole).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** Surnames of two characters (复姓) among the common ones; any other Chinese name starts with a one-character surname. */
const CHINESE_COMPOUND_SURNAMES = new Set([
  "欧阳",
  "司马",
  "上官",
  "诸葛",
  "东方",
  "皇甫",
  "尉迟",
  "公孙",
  "慕容",
  "令狐",
  "长孙",
  "司徒",
  "夏侯",
  "宇文",
]);

const HAN = /\p{Script=Han}/u;

/** Titles written after a Chinese name (博士: Dr., 教授: Prof.). */
const CHINESE_TITLES = ["博士", "教授"];

/** The parts of N: family names, given names, additional names, honorific prefixes, honorific suffixes. */
export interface NameParts {
  family: string;
  given: string;
  additional: string;
  prefixes: string;
  suffixes: string;
}

/**
 * Honorifics written without their dot ("Dr Hannah Weiß", as English writes them), which lead a
 * name like "Dr." and "Prof." do. Case matters: "Ms" is a title, "MS" is not one here.
 */
const HONORIFICS_WITHOUT_DOT = new Set(["Dr", "Prof", "Professor", "PD", "Mr", "Mrs", "Ms", "Mx", "Sir", "Dame"]);

const isHonorific = (word: string) => word.endsWith(".") || HONORIFICS_WITHOUT_DOT.has(word);

/**
 * A name split for N. A Chinese name written without spaces is surname first (王小明: 王, 小明),
 * a foreign name in Chinese characters given name first (卡塔琳娜·穆勒博士: 穆勒, 卡塔琳娜, 博士).
 * Otherwise: what follows a comma is suffixes (LL.M.), leading honorifics are prefixes (Dr., Prof.,
 * and Dr, Prof written without a dot), the last word is the family name with the lower-case particles before it
 * (von, van, de), the first remaining word the given name, the others additional names.
 */
export function nameParts(name: string): NameParts {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const empty = { family: "", given: "", additional: "", prefixes: "", suffixes: "" };
  if (HAN.test(trimmed) && !trimmed.includes(" ")) {
    const suffix = CHINESE_TITLES.find((title) => trimmed.endsWith(title) && trimmed.length > title.length) ?? "";
    const bare = trimmed.slice(0, trimmed.length - suffix.length);
    // A foreign name written in Chinese keeps its own order, its parts joined by a middle dot (卡塔琳娜·穆勒).
    const foreign = bare.split(/[·・]/).filter(Boolean);
    if (foreign.length > 1) {
      return { ...empty, family: foreign.at(-1)!, given: foreign[0]!, additional: foreign.slice(1, -1).join(" "), suffixes: suffix };
    }
    const surnameLength = CHINESE_COMPOUND_SURNAMES.has(bare.slice(0, 2)) && bare.length > 2 ? 2 : 1;
    const characters = [...bare];
    return {
      ...empty,
      family: characters.slice(0, surnameLength).join(""),
      given: characters.slice(surnameLength).join(""),
      suffixes: suffix,
    };
  }
  const comma = trimmed.indexOf(",");
  const main = comma === -1 ? trimmed : trimmed.slice(0, comma).trim();
  const suffixes = comma === -1 ? "" : trimmed.slice(comma + 1).trim();
  const words = main.split(" ").filter(Boolean);
  let prefixCount = 0;
  while (prefixCount < words.length - 1 && isHonorific(words[prefixCount]!)) prefixCount += 1;
  const prefixes = words.slice(0, prefixCount);
  const rest = words.slice(prefixCount);
  let familyStart = rest.length - 1;
  while (familyStart > 1 && /^\p{Ll}/u.test(rest[familyStart - 1]!)) familyStart -= 1;
  return {
    family: rest.slice(familyStart).join(" "),
    given: rest.length > 1 ? rest[0]! : "",
    additional: rest.slice(1, Math.max(1, familyStart)).join(" "),
    prefixes: prefixes.join(" "),
    suffixes,
  };
}

/** Outlook reads a card's text as the system's code page unless told it is UTF-8; other readers ignore the parameter. */
const charsetOf = (value: string) => (/[^\p{ASCII}]/u.test(value) ? ";CHARSET=UTF-8" : "");

/** A text property's content line, `NAME;TYPE=…;CHARSET=UTF-8:value`: a single value, or a structured one's components escaped and joined. */
function textLine(name: string, value: string | string[]): string {
  const text = typeof value === "string" ? escapeText(value) : value.map((component) => escapeText(component, true)).join(";");
  return `${name}${charsetOf(text)}:${text}`;
}

/** The portrait's line: its bytes inline (`ENCODING=b`) for a `data:` URI, else its address. */
function photoLine(photo: string): string {
  const inline = /^data:image\/([a-z0-9.+-]+);base64,(.*)$/is.exec(photo);
  if (!inline) return `PHOTO;VALUE=uri:${uriValue(photo)}`;
  return `PHOTO;ENCODING=b;TYPE=${inline[1]!.toUpperCase()}:${uriValue(inline[2]!)}`;
}

/**
 * A contact card as a vCard 3.0 file (RFC 2426), the version every address book imports, Outlook's
 * included (decision 0063): UTF-8, CRLF line breaks, folded lines, `TYPE=WORK` on what Outlook
 * otherwise files elsewhere or drops.
 */
export function writeVCard(card: ContactCard): string {
  const name = nameParts(card.name);
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    textLine("N", [name.family, name.given, name.additional, name.prefixes, name.suffixes]),
    textLine("FN", card.name.trim()),
  ];
  if (card.title?.trim()) lines.push(textLine("TITLE", card.title.trim()));
  if (card.organization?.trim()) lines.push(textLine("ORG", [card.organization.trim()]));
  if (card.address) {
    const { street, city, postalCode, country } = card.address;
    lines.push(textLine("ADR;TYPE=WORK", ["", "", street, city, "", postalCode, country]));
  }
  const phone = card.phone ? phoneNumber(card.phone) : undefined;
  if (phone) lines.push(`TEL;TYPE=WORK,VOICE:${phone}`);
  if (card.email?.trim()) lines.push(textLine("EMAIL;TYPE=INTERNET,WORK", card.email.trim()));
  if (card.url) lines.push(`URL;TYPE=WORK:${uriValue(card.url)}`);
  if (card.photo) lines.push(photoLine(card.photo));
  lines.push("END:VCARD");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A telephone number as its digits with a leading + (`+49891234567`); undefined without digits. */
export function phoneNumber(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d/.test(digits) ? digits : undefined;
}

const GERMAN_LETTERS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue", ß: "ss", ẞ: "SS" };

/** Characters no file name may hold on common systems, and control characters. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * The card's file names, the name without its titles: `ascii` for the `filename` parameter
 * (German letters spelt out, other accents dropped, "Katharina-Mueller.vcf"; `fallback` when nothing of the name is left, as for a
 * Chinese name) and `unicode` for `filename*` ("王小明.vcf").
 */
export function vcardFileNames(name: string, fallback: string): { ascii: string; unicode: string } {
  const withoutTitles = name.trim().replace(/\s+/g, " ").split(",")[0]!.slice(nameParts(name).prefixes.length);
  const words = withoutTitles.replace(UNSAFE_IN_FILE_NAMES, "").split(" ").filter(Boolean);
  const unicode = words.join("-");
  const ascii = unicode
    .replace(/[äöüÄÖÜßẞ]/g, (letter) => GERMAN_LETTERS[letter]!)
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9.\-_]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
  return { ascii: `${ascii || fallback}.vcf`, unicode: `${unicode || fallback}.vcf` };
}

/** A Content-Disposition header for an attachment with both file names (RFC 6266, RFC 8187). */
export function attachmentDisposition(fileNames: { ascii: string; unicode: string }): string {
  const encoded = encodeURIComponent(fileNames.unicode).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fileNames.ascii}"; filename*=UTF-8''${encoded}`;
}
