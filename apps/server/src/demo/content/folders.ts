import { CATALOG_TYPE } from "@lawfirm/contract";
import type { DemoFolder } from "./types.ts";

/** Parents come before their sub-folders: the loader creates them in this order. */
export const FOLDERS: readonly DemoFolder[] = [
  { key: "insights", type: CATALOG_TYPE.NEWS, name: { de_DE: "Rechtsentwicklungen", en_US: "Legal Insights", zh_CN: "法律观察" } },
  {
    key: "alerts",
    type: CATALOG_TYPE.NEWS,
    parentKey: "insights",
    name: { de_DE: "Mandanteninformationen", en_US: "Client Alerts", zh_CN: "客户简报" },
  },
  { key: "firm", type: CATALOG_TYPE.NEWS, name: { de_DE: "Kanzleinachrichten", en_US: "Firm News", zh_CN: "律所动态" } },
  { key: "transactions", type: CATALOG_TYPE.CASES, name: { de_DE: "Transaktionen", en_US: "Transactions", zh_CN: "交易项目" } },
  { key: "disputes", type: CATALOG_TYPE.CASES, name: { de_DE: "Streitbeilegung", en_US: "Dispute Resolution", zh_CN: "争议解决" } },
];
