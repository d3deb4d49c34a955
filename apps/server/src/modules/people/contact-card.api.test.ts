import type { Person, ReferenceItem } from "@lawfirm/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apiCaller, createPerson, createReferenceItem } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { readVCard } from "../../../test/vcard-reader.ts";
import { imageOf } from "../files/test-images.ts";
import { PHOTO_DATA_LIMIT } from "./contact-card.routes.ts";

const { app, login } = await createTestApp();
const token = await login();
const call = apiCaller(app, token);
const configured = await createTestApp({ PUBLIC_URL: "https://www.example-firm.de" });

const HOST = "site.test:8080";
const get = (url: string) => app.inject({ method: "GET", url, headers: { host: HOST } });

async function upload(bytes: Buffer, fileName: string): Promise<string> {
  const boundary = "----contact-card-test";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/files/upload",
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ result: { url: string } }>().result.url;
}

async function saveFirmName(lang: string, name: string) {
  const answer = await call("POST", "/api/admin/portal-config", {
    lang,
    name,
    iconUrl: null,
    address: "Maximilianstraße 1, 80539 München",
    email: "office@example.com",
    tel: "+49 89 123456",
    introduce: "<p>A firm.</p>",
    lawyerCount: 1,
    isLawyerCountVisible: 1,
    totalPeople: 1,
    isTotalPeopleVisible: 1,
    branchCount: 1,
    isBranchCountVisible: 1,
    advantagesList: [],
    environmentList: [],
  });
  if (answer.statusCode !== 200) throw new Error(`saving the configuration failed: ${answer.message}`);
}

const FIRM = { de_DE: "Muster & Partner Rechtsanwälte", en_US: "Muster & Partner", zh_CN: "穆斯特律师事务所" };
for (const [lang, name] of Object.entries(FIRM)) await saveFirmName(lang, name);
const office = await createReferenceItem<ReferenceItem>(call, "office", "Munich");
const partner = await createReferenceItem<ReferenceItem>(call, "job", "Partner");
const smallPhoto = await upload(await imageOf("png"), "small.png");
const webpPhoto = await upload(await imageOf("webp"), "portrait.webp");
const largePhoto = await upload(
  await sharp({ create: { width: 600, height: 800, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 8 } } })
    .png()
    .toBuffer(),
  "large.png",
);
const MONOGRAM = "/portraits/monogram.svg";
/** The English name is written as English writes it, the honorific without its dot. */
const NAMES = { de_DE: "Dr. Katharina Müller", en_US: "Dr Katharina Müller", zh_CN: "王小明" };
const person = await createPerson<Person>(
  call,
  NAMES,
  { office, jobs: [partner] },
  { phoneNumber: "+49 89 1234-567", email: "k.mueller@example.de", photoUrl: smallPhoto },
);
const englishOnly = await createPerson<Person>(
  call,
  { en_US: "Jan Berg" },
  { office, jobs: [partner] },
  { phoneNumber: null, email: null, photoUrl: MONOGRAM },
);
const withPhoto = (name: string, photoUrl: string) => createPerson<Person>(call, { en_US: name }, { office }, { photoUrl });

/** The bytes of a card's inline portrait (`PHOTO;ENCODING=b;TYPE=JPEG`), with their type. */
function inlinePhoto(body: string): { type: unknown; bytes: Buffer } {
  const photo = readVCard(body).get("PHOTO");
  if (photo?.parameters.encoding !== "b") throw new Error(`not an inline photo: ${JSON.stringify(photo)?.slice(0, 80)}`);
  return { type: photo.parameters.type, bytes: Buffer.from(String(photo.value), "base64") };
}

/** A version's card beside its page (decision 0054); the one before readable addresses was by id. */
const cardPath = (segment: string, version: { slug: string }) => `/${segment}/people/${version.slug}/vcard`;
const cardPathById = (segment: string, id: number) => `/${segment}/people/detail/${id}/vcard`;

describe("a person's contact card", () => {
  it.each([
    ["de", "de_DE", "Katharina-Mueller.vcf", "Katharina-M%C3%BCller.vcf", ["Müller", "Katharina", "", "Dr.", ""], "Partner de_DE"],
    ["en", "en_US", "Katharina-Mueller.vcf", "Katharina-M%C3%BCller.vcf", ["Müller", "Katharina", "", "Dr", ""], "Partner en_US"],
    ["zh", "zh_CN", `contact-${person.zh_CN!.id}.vcf`, "%E7%8E%8B%E5%B0%8F%E6%98%8E.vcf", ["王", "小明", "", "", ""], "Partner zh_CN"],
  ] as const)("answers /%s with the card of that language's version", async (segment, lang, ascii, unicode, n, title) => {
    const response = await get(cardPath(segment, person[lang]!));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/vcard; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${unicode}`);
    expect(response.body.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    const card = readVCard(response.body);
    expect(card.get("FN")?.value).toBe(NAMES[lang]);
    expect(card.get("N")?.value).toEqual(n);
    expect(card.get("TITLE")?.value).toBe(title);
    expect(card.get("ORG")?.value).toBe(FIRM[lang]);
    expect(card.get("TEL")?.value).toBe("+49891234567");
    expect(card.get("EMAIL")?.value).toBe("k.mueller@example.de");
    expect(card.get("URL")?.value).toBe(`http://${HOST}/${segment}/people/${person[lang]!.slug}`);
    expect(inlinePhoto(response.body)).toEqual({ type: "PNG", bytes: await imageOf("png") });
    expect(card.has("ADR")).toBe(false);
  });

  it("links a portrait that is not a raster upload and leaves out a missing phone and e-mail", async () => {
    const response = await get(cardPath("en", englishOnly.en_US!));
    expect(response.statusCode).toBe(200);
    const card = readVCard(response.body);
    expect(card.get("PHOTO")?.value).toBe(`http://${HOST}${MONOGRAM}`);
    expect(card.has("TEL")).toBe(false);
    expect(card.has("EMAIL")).toBe(false);
  });

  it("puts a WebP portrait and a large one into the card as a reduced JPEG", async () => {
    const webp = await withPhoto("Eva Lind", webpPhoto);
    const large = await withPhoto("Ole Lind", largePhoto);
    expect((await get(largePhoto)).rawPayload.length).toBeGreaterThan(PHOTO_DATA_LIMIT);
    for (const created of [webp, large]) {
      const photo = inlinePhoto((await get(cardPath("en", created.en_US!))).body);
      expect(photo.type).toBe("JPEG");
      expect(photo.bytes.length).toBeLessThanOrEqual(PHOTO_DATA_LIMIT);
      const metadata = await sharp(photo.bytes).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.height).toBeLessThanOrEqual(640);
    }
  });

  it("sends the address by id to the card of the version in the address's language, else of the id's own", async () => {
    const same = await get(cardPathById("de", person.de_DE!.id));
    expect(same.statusCode).toBe(301);
    expect(same.headers.location).toBe(cardPath("de", person.de_DE!));
    const linked = await get(cardPathById("de", person.en_US!.id));
    expect(linked.statusCode).toBe(301);
    expect(linked.headers.location).toBe(cardPath("de", person.de_DE!));
    const own = await get(cardPathById("zh", englishOnly.en_US!.id));
    expect(own.statusCode).toBe(301);
    expect(own.headers.location).toBe(cardPath("en", englishOnly.en_US!));
  });

  it("sends an old slug to the card at the new one, and answers 410 for a person who was deleted", async () => {
    const moved = await createPerson<Person>(call, { en_US: "Lena Moved" }, { office });
    const renamed = await call<Person[]>("PUT", "/api/admin/lawyerTeam", [
      {
        id: moved.en_US!.id,
        lang: "en_US",
        name: "Lena Moved",
        slug: "lena-moved-partner",
        office: office.en_US!.id,
        intro: "",
        customContents: [],
      },
    ]);
    expect(renamed.statusCode).toBe(200);
    const old = await get(cardPath("en", moved.en_US!));
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/en/people/lena-moved-partner/vcard");
    expect((await call("DELETE", `/api/admin/lawyerTeam/${moved.en_US!.id}`)).statusCode).toBe(200);
    const gone = await get("/en/people/lena-moved-partner/vcard");
    expect(gone.statusCode).toBe(410);
    // The gone page a person reads, as the person's page answers, not the API's JSON.
    expect(gone.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(gone.body).toContain("<html");
    expect((await get(cardPath("en", moved.en_US!))).statusCode).toBe(410);
  });

  it.each([
    "/en/people/detail/999999/vcard",
    "/en/people/detail/abc/vcard",
    "/en/people/detail/0/vcard",
    "/en/people/detail/99999999999/vcard",
    "/en/people/nobody-of-that-name/vcard",
  ])("answers %s with 404", async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it("writes the page's address with the configured public origin", async () => {
    const response = await configured.app.inject({ method: "GET", url: "/en/people/detail/1/vcard", headers: { host: HOST } });
    expect(response.statusCode).toBe(404);
    const configuredCall = apiCaller(configured.app, await configured.login());
    const office = await createReferenceItem<ReferenceItem>(configuredCall, "office", "Munich", ["en_US"]);
    const created = await createPerson<Person>(configuredCall, { en_US: "Anna Weiß" }, { office });
    const card = readVCard(
      (await configured.app.inject({ method: "GET", url: cardPath("en", created.en_US!), headers: { host: HOST } })).body,
    );
    expect(card.get("URL")?.value).toBe("https://www.example-firm.de/en/people/anna-weiss");
    expect(card.has("TITLE")).toBe(false);
  });
});

describe("the office's address on the card", () => {
  it("carries the office's postal address as ADR, the country named in the card's language", async () => {
    const created = await call<ReferenceItem[]>("POST", "/api/admin/office", [
      { lang: "de_DE", name: "München (Karte)", address: "Maximilianstraße 35", postalCode: "80539", city: "München", country: "DE" },
      { lang: "en_US", name: "Munich (card)" },
      { lang: "zh_CN", name: "慕尼黑（名片）" },
    ]);
    expect(created.statusCode).toBe(200);
    const office = Object.fromEntries(created.result.map((version) => [version.lang, version]));
    const person = await createPerson<Person>(call, { de_DE: "Jana Roth", en_US: "Jana Roth", zh_CN: "雅娜·罗特" }, { office });
    for (const [lang, segment, country] of [
      ["de_DE", "de", "Deutschland"],
      ["en_US", "en", "Germany"],
      ["zh_CN", "zh", "德国"],
    ] as const) {
      const card = readVCard((await get(cardPath(segment, person[lang]!))).body);
      expect(card.get("ADR")?.value, lang).toEqual(["", "", "Maximilianstraße 35", "München", "", "80539", country]);
    }
  });
});
