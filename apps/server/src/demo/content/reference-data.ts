import type { DemoJob, DemoOffice } from "./types.ts";

/** The firm's offices; Munich, the head office, comes first. */
export const OFFICES: readonly DemoOffice[] = [
  { key: "munich", name: { de_DE: "München", en_US: "Munich", zh_CN: "慕尼黑" } },
  { key: "frankfurt", name: { de_DE: "Frankfurt am Main", en_US: "Frankfurt", zh_CN: "法兰克福" } },
  { key: "shanghai", name: { de_DE: "Shanghai", en_US: "Shanghai", zh_CN: "上海" } },
];

export const JOBS: readonly DemoJob[] = [
  { key: "partner", isLawyer: true, name: { de_DE: "Partner", en_US: "Partner", zh_CN: "合伙人" } },
  { key: "counsel", isLawyer: true, name: { de_DE: "Counsel", en_US: "Counsel", zh_CN: "顾问律师" } },
  { key: "notary", isLawyer: true, name: { de_DE: "Notar", en_US: "Notary", zh_CN: "公证人" } },
  { key: "senior-associate", isLawyer: true, name: { de_DE: "Senior Associate", en_US: "Senior Associate", zh_CN: "资深律师" } },
  { key: "associate", isLawyer: true, name: { de_DE: "Associate", en_US: "Associate", zh_CN: "律师" } },
  { key: "legal-assistant", isLawyer: false, name: { de_DE: "Juristische Assistenz", en_US: "Legal Assistant", zh_CN: "法律助理" } },
];
