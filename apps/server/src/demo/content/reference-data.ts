import type { DemoJob, DemoOffice } from "./types.ts";

/** The firm's offices; Munich, the head office, comes first. */
export const OFFICES: readonly DemoOffice[] = [
  {
    key: "munich",
    name: { de_DE: "München", en_US: "Munich", zh_CN: "慕尼黑" },
    address: "Maximilianstraße 35",
    postalCode: "80539",
    city: "München",
    country: "DE",
    phone: "+49 89 5550 1200",
    email: "muenchen@lindqvist-auer.example",
    openingNote: {
      de_DE: "Empfang Montag bis Freitag 8–19 Uhr. U-Bahn Lehel (U4/U5), Tram 19 Maxmonument.",
      en_US: "Reception Monday to Friday, 8 am to 7 pm. Underground Lehel (U4/U5), tram 19 Maxmonument.",
      zh_CN: "前台周一至周五 8:00–19:00 开放。地铁 Lehel 站（U4/U5），19 路有轨电车 Maxmonument 站。",
    },
    scene: "reception",
  },
  {
    key: "frankfurt",
    name: { de_DE: "Frankfurt am Main", en_US: "Frankfurt", zh_CN: "法兰克福" },
    address: "Bockenheimer Landstraße 20",
    postalCode: "60323",
    city: "Frankfurt am Main",
    country: "DE",
    phone: "+49 69 5550 3400",
    email: "frankfurt@lindqvist-auer.example",
    openingNote: {
      de_DE: "Empfang Montag bis Freitag 8–19 Uhr. U-Bahn Alte Oper (U6/U7), Besucherparkplätze in der Tiefgarage.",
      en_US: "Reception Monday to Friday, 8 am to 7 pm. Underground Alte Oper (U6/U7); visitor parking in the garage.",
      zh_CN: "前台周一至周五 8:00–19:00 开放。地铁 Alte Oper 站（U6/U7），地下车库设有访客车位。",
    },
    scene: "library",
  },
  {
    key: "shanghai",
    name: { de_DE: "Shanghai", en_US: "Shanghai", zh_CN: "上海" },
    address: "Century Avenue 100, 32/F",
    postalCode: "200120",
    city: "Shanghai",
    country: "CN",
    phone: "+86 21 5550 7800",
    email: "shanghai@lindqvist-auer.example",
    openingNote: {
      de_DE: "Empfang Montag bis Freitag 9–18 Uhr (Ortszeit). Metro Lujiazui (Linie 2).",
      en_US: "Reception Monday to Friday, 9 am to 6 pm (local time). Metro Lujiazui (line 2).",
      zh_CN: "前台周一至周五 9:00–18:00 开放。地铁 2 号线陆家嘴站。",
    },
    scene: "terrace",
  },
];

/**
 * Job titles; `isLawyer` becomes the title's "is a lawyer" flag. German has a form for women
 * ("Partnerin", "Notarin", "Rechtsanwältin"): a title of its own, named like the men's title in
 * English and Chinese (job titles may share a name in a language that does not tell them apart).
 */
export const JOBS: readonly DemoJob[] = [
  { key: "partner", isLawyer: true, name: { de_DE: "Partner", en_US: "Partner", zh_CN: "合伙人" } },
  { key: "partner-f", isLawyer: true, name: { de_DE: "Partnerin", en_US: "Partner", zh_CN: "合伙人" } },
  { key: "counsel", isLawyer: true, name: { de_DE: "Counsel", en_US: "Counsel", zh_CN: "顾问律师" } },
  { key: "notary", isLawyer: true, name: { de_DE: "Notar", en_US: "Notary", zh_CN: "公证人" } },
  { key: "notary-f", isLawyer: true, name: { de_DE: "Notarin", en_US: "Notary", zh_CN: "公证人" } },
  { key: "senior-associate", isLawyer: true, name: { de_DE: "Senior Associate", en_US: "Senior Associate", zh_CN: "资深律师" } },
  { key: "associate", isLawyer: true, name: { de_DE: "Rechtsanwalt", en_US: "Associate", zh_CN: "律师" } },
  { key: "associate-f", isLawyer: true, name: { de_DE: "Rechtsanwältin", en_US: "Associate", zh_CN: "律师" } },
  { key: "legal-assistant", isLawyer: false, name: { de_DE: "Juristische Assistenz", en_US: "Legal Assistant", zh_CN: "法律助理" } },
];
