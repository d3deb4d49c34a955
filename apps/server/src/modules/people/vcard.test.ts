import { describe, expect, it } from "vitest";
import { attachmentDisposition, foldLine, nameParts, telUri, vcardFileNames, writeVCard, type ContactCard } from "./vcard.ts";

interface Property {
  name: string;
  parameters: string[];
  value: string;
}

/** Unfolds a vCard and splits each content line into name, parameters and value (no quoted colons in these cards). */
function parseVCard(text: string): Property[] {
  expect(text.endsWith("\r\n")).toBe(true);
  const unfolded = text.slice(0, -2).replace(/\r\n /g, "");
  return unfolded.split("\r\n").map((line) => {
    const colon = line.indexOf(":");
    const [name, ...parameters] = line.slice(0, colon).split(";");
    return { name: name!, parameters, value: line.slice(colon + 1) };
  });
}

/** A text value's components, split on unescaped `;` and unescaped. */
function components(value: string): string[] {
  return value.split(/(?<!\\);/).map((part) => part.replace(/\\n/g, "\n").replace(/\\([\\,;])/g, "$1"));
}

const property = (properties: Property[], name: string) => properties.find((candidate) => candidate.name === name);

const KATHARINA: ContactCard = {
  name: "Dr. Katharina Müller, LL.M.",
  title: "Partnerin, Rechtsanwältin",
  organization: "Kanzlei Weiß & Söhne; München",
  phone: "+49 (89) 1234-567",
  email: "katharina.mueller@example.de",
  url: "https://www.example-firm.de/de/people/detail/12",
  photo: "data:image/png;base64,iVBORw0KGgo=",
  language: "de-DE",
};

describe("writeVCard", () => {
  it("writes a German lawyer's card that parses back field by field", () => {
    const properties = parseVCard(writeVCard(KATHARINA));
    expect(properties.map((line) => line.name)).toEqual([
      "BEGIN",
      "VERSION",
      "KIND",
      "FN",
      "N",
      "TITLE",
      "ORG",
      "TEL",
      "EMAIL",
      "URL",
      "PHOTO",
      "END",
    ]);
    expect(property(properties, "VERSION")?.value).toBe("4.0");
    expect(components(property(properties, "FN")!.value)).toEqual(["Dr. Katharina Müller, LL.M."]);
    expect(property(properties, "FN")?.parameters).toEqual(["LANGUAGE=de-DE"]);
    expect(components(property(properties, "N")!.value)).toEqual(["Müller", "Katharina", "", "Dr.", "LL.M."]);
    expect(components(property(properties, "TITLE")!.value)).toEqual(["Partnerin, Rechtsanwältin"]);
    expect(components(property(properties, "ORG")!.value)).toEqual(["Kanzlei Weiß & Söhne; München"]);
    expect(property(properties, "TEL")).toEqual({ name: "TEL", parameters: ["VALUE=uri", 'TYPE="work,voice"'], value: "tel:+49891234567" });
    expect(property(properties, "EMAIL")?.value).toBe("katharina.mueller@example.de");
    expect(property(properties, "URL")?.value).toBe("https://www.example-firm.de/de/people/detail/12");
    expect(property(properties, "PHOTO")?.value).toBe("data:image/png;base64,iVBORw0KGgo=");
  });

  it("escapes backslashes, commas, semicolons and line breaks in text values", () => {
    const text = writeVCard({ name: "A\\B", title: "Partner, Counsel; Notar\nMünchen" });
    expect(text).toContain("FN:A\\\\B\r\n");
    expect(text).toContain("TITLE:Partner\\, Counsel\\; Notar\\nMünchen\r\n");
    const title = property(parseVCard(text), "TITLE")!;
    expect(components(title.value)).toEqual(["Partner, Counsel; Notar\nMünchen"]);
  });

  it("splits a Chinese name into surname and given name", () => {
    const properties = parseVCard(writeVCard({ name: "王小明", title: "合伙人", organization: "示例律师事务所", language: "zh-CN" }));
    expect(components(property(properties, "FN")!.value)).toEqual(["王小明"]);
    expect(components(property(properties, "N")!.value)).toEqual(["王", "小明", "", "", ""]);
    expect(components(property(properties, "TITLE")!.value)).toEqual(["合伙人"]);
    expect(components(property(properties, "ORG")!.value)).toEqual(["示例律师事务所"]);
    expect(nameParts("欧阳娜娜")).toMatchObject({ family: "欧阳", given: "娜娜" });
    expect(nameParts("卡塔琳娜·穆勒博士")).toEqual({ family: "穆勒", given: "卡塔琳娜", additional: "", prefixes: "", suffixes: "博士" });
    expect(nameParts("王小明博士")).toMatchObject({ family: "王", given: "小明", suffixes: "博士" });
  });

  it("keeps name particles with the family name", () => {
    expect(nameParts("Prof. Dr. Hans-Peter von der Heide")).toEqual({
      family: "von der Heide",
      given: "Hans-Peter",
      additional: "",
      prefixes: "Prof. Dr.",
      suffixes: "",
    });
    expect(nameParts("Anna Maria Schmidt")).toMatchObject({ family: "Schmidt", given: "Anna", additional: "Maria" });
  });

  it("folds long lines at 75 octets without splitting a UTF-8 sequence", () => {
    const longTitle =
      "Rechtsanwältin für Gesellschaftsrecht, Übernahmen und Umstrukturierungen; 并购与公司治理合伙人（慕尼黑办公室）".repeat(3);
    const photo = `data:image/jpeg;base64,${"QUJD".repeat(200)}`;
    const text = writeVCard({ name: "Jürgen Weiß", title: longTitle, photo });
    const physicalLines = text.slice(0, -2).split("\r\n");
    for (const line of physicalLines) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      // A split UTF-8 sequence would decode to the replacement character.
      expect(line).not.toContain("\uFFFD");
    }
    expect(physicalLines.some((line) => line.startsWith(" "))).toBe(true);
    const properties = parseVCard(text);
    expect(components(property(properties, "TITLE")!.value)).toEqual([longTitle]);
    expect(property(properties, "PHOTO")?.value).toBe(photo);
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("leaves out the address when the office has none and writes it when it has one", () => {
    expect(writeVCard(KATHARINA)).not.toContain("ADR");
    const properties = parseVCard(
      writeVCard({ ...KATHARINA, address: { street: "Maximilianstraße 1", city: "München", postalCode: "80539", country: "Deutschland" } }),
    );
    const address = property(properties, "ADR")!;
    expect(address.parameters).toEqual(["TYPE=work", "LANGUAGE=de-DE"]);
    expect(components(address.value)).toEqual(["", "", "Maximilianstraße 1", "München", "", "80539", "Deutschland"]);
  });

  it("leaves out empty fields", () => {
    const properties = parseVCard(writeVCard({ name: "Jan Berg", title: "", phone: "n/a", email: " " }));
    expect(properties.map((line) => line.name)).toEqual(["BEGIN", "VERSION", "KIND", "FN", "N", "END"]);
    expect(telUri("n/a")).toBeUndefined();
  });
});

describe("vcardFileNames", () => {
  it("spells German letters out for the ASCII name and keeps them in the UTF-8 name", () => {
    const names = vcardFileNames("Dr. Katharina Müller, LL.M.", "contact-12");
    expect(names).toEqual({ ascii: "Katharina-Mueller.vcf", unicode: "Katharina-Müller.vcf" });
    expect(attachmentDisposition(names)).toBe(`attachment; filename="Katharina-Mueller.vcf"; filename*=UTF-8''Katharina-M%C3%BCller.vcf`);
  });

  it("falls back for a Chinese name and drops characters no file name may hold", () => {
    const names = vcardFileNames("王小明", "contact-7");
    expect(names).toEqual({ ascii: "contact-7.vcf", unicode: "王小明.vcf" });
    expect(attachmentDisposition(names)).toBe(`attachment; filename="contact-7.vcf"; filename*=UTF-8''%E7%8E%8B%E5%B0%8F%E6%98%8E.vcf`);
    expect(vcardFileNames('Zoë "O\'Brien" /x', "c")).toEqual({ ascii: "Zoe-OBrien-x.vcf", unicode: "Zoë-O'Brien-x.vcf" });
    expect(attachmentDisposition(vcardFileNames("O'Brien (Jr)", "c"))).toContain("filename*=UTF-8''O%27Brien-%28Jr%29.vcf");
  });
});
