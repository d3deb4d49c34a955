import { describe, expect, it } from "vitest";
import { readVCard } from "../../../test/vcard-reader.ts";
import { attachmentDisposition, foldLine, nameParts, phoneNumber, vcardFileNames, writeVCard, type ContactCard } from "./vcard.ts";

const KATHARINA: ContactCard = {
  name: "Dr. Katharina Müller, LL.M.",
  title: "Partnerin, Rechtsanwältin",
  organization: "Kanzlei Weiß & Söhne; München",
  phone: "+49 (89) 1234-567",
  email: "katharina.mueller@example.de",
  url: "https://www.example-firm.de/de/people/katharina-mueller",
  photo: "data:image/png;base64,iVBORw0KGgo=",
};

describe("writeVCard", () => {
  it("writes a German lawyer's card as vCard 3.0 that a vCard parser reads back field by field", () => {
    const text = writeVCard(KATHARINA);
    expect(text.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCARD\r\n")).toBe(true);
    const card = readVCard(text);
    expect(card.names).toEqual(["VERSION", "N", "FN", "TITLE", "ORG", "TEL", "EMAIL", "URL", "PHOTO"]);
    expect(card.get("VERSION")?.value).toBe("3.0");
    expect(card.get("N")?.value).toEqual(["Müller", "Katharina", "", "Dr.", "LL.M."]);
    expect(card.get("FN")?.value).toBe("Dr. Katharina Müller, LL.M.");
    expect(card.get("TITLE")?.value).toBe("Partnerin, Rechtsanwältin");
    expect(card.get("ORG")?.value).toBe("Kanzlei Weiß & Söhne; München");
    expect(card.get("TEL")).toEqual({ parameters: { type: ["WORK", "VOICE"] }, value: "+49891234567" });
    expect(card.get("EMAIL")).toEqual({ parameters: { type: ["INTERNET", "WORK"] }, value: "katharina.mueller@example.de" });
    expect(card.get("URL")).toEqual({ parameters: { type: "WORK" }, value: "https://www.example-firm.de/de/people/katharina-mueller" });
    expect(card.get("PHOTO")).toEqual({ parameters: { encoding: "b", type: "PNG" }, value: "iVBORw0KGgo=" });
  });

  it("marks text that is not ASCII as UTF-8, for Outlook, and leaves ASCII text unmarked", () => {
    const card = readVCard(writeVCard({ name: "Jürgen Weiß", title: "Partner", organization: "Weiss LLP" }));
    expect(card.get("FN")?.parameters).toEqual({ charset: "UTF-8" });
    expect(card.get("N")?.parameters).toEqual({ charset: "UTF-8" });
    expect(card.get("TITLE")?.parameters).toEqual({});
    expect(card.get("ORG")?.parameters).toEqual({});
  });

  it("puts an honorific written without its dot into the prefix, not the given name", () => {
    expect(readVCard(writeVCard({ name: "Dr Hannah Weiß" })).get("N")?.value).toEqual(["Weiß", "Hannah", "", "Dr", ""]);
    expect(nameParts("Prof Dr Jan Berg")).toEqual({ family: "Berg", given: "Jan", additional: "", prefixes: "Prof Dr", suffixes: "" });
    expect(nameParts("Ms Lena Roth")).toMatchObject({ given: "Lena", prefixes: "Ms" });
    // A name that only looks like a title keeps its place: "Drees" and an upper-case "MS" are names here.
    expect(nameParts("Drees Müller")).toMatchObject({ given: "Drees", prefixes: "" });
    expect(nameParts("MS Weber")).toMatchObject({ given: "MS", prefixes: "" });
    expect(vcardFileNames("Dr Hannah Weiß", "c").ascii).toBe("Hannah-Weiss.vcf");
  });

  it("escapes backslashes, commas and line breaks in text values, and semicolons in a structured value's components", () => {
    const text = writeVCard({ name: "A\\B", title: "Partner, Counsel; Notar\nMünchen", organization: "Roth; Berg" });
    expect(text).toContain("FN:A\\\\B\r\n");
    expect(text).toContain("TITLE;CHARSET=UTF-8:Partner\\, Counsel; Notar\\nMünchen\r\n");
    expect(text).toContain("ORG:Roth\\; Berg\r\n");
    const card = readVCard(text);
    expect(card.get("TITLE")?.value).toBe("Partner, Counsel; Notar\nMünchen");
    expect(card.get("ORG")?.value).toBe("Roth; Berg");
  });

  it("splits a Chinese name into surname and given name", () => {
    const card = readVCard(writeVCard({ name: "王小明", title: "合伙人", organization: "示例律师事务所" }));
    expect(card.get("FN")?.value).toBe("王小明");
    expect(card.get("N")?.value).toEqual(["王", "小明", "", "", ""]);
    expect(card.get("TITLE")?.value).toBe("合伙人");
    expect(card.get("ORG")?.value).toBe("示例律师事务所");
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
    const card = readVCard(text);
    expect(card.get("TITLE")?.value).toBe(longTitle);
    expect(card.get("PHOTO")).toEqual({ parameters: { encoding: "b", type: "JPEG" }, value: "QUJD".repeat(200) });
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("links a portrait given by its address", () => {
    const text = writeVCard({ name: "Jan Berg", photo: "https://www.example-firm.de/portraits/monogram.svg" });
    expect(text).toContain("PHOTO;VALUE=uri:https://www.example-firm.de/portraits/monogram.svg\r\n");
    expect(readVCard(text).get("PHOTO")?.value).toBe("https://www.example-firm.de/portraits/monogram.svg");
  });

  it("leaves out the address when the office has none and writes it when it has one", () => {
    expect(writeVCard(KATHARINA)).not.toContain("ADR");
    const card = readVCard(
      writeVCard({ ...KATHARINA, address: { street: "Maximilianstraße 1", city: "München", postalCode: "80539", country: "Deutschland" } }),
    );
    expect(card.get("ADR")).toEqual({
      parameters: { type: "WORK", charset: "UTF-8" },
      value: ["", "", "Maximilianstraße 1", "München", "", "80539", "Deutschland"],
    });
  });

  it("leaves out empty fields", () => {
    const card = readVCard(writeVCard({ name: "Jan Berg", title: "", phone: "n/a", email: " " }));
    expect(card.names).toEqual(["VERSION", "N", "FN"]);
    expect(phoneNumber("n/a")).toBeUndefined();
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
