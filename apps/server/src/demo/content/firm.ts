import { GERMAN_LAWYER_TITLE, GERMAN_PROFESSIONAL_RULES } from "@lawfirm/contract";
import { mdAll } from "./markup.ts";
import type { DemoFirm } from "./types.ts";

/** The fictional firm. Every name, address and number here is invented. */
export const FIRM: DemoFirm = {
  name: {
    de_DE: "Lindqvist Auer & Partner",
    en_US: "Lindqvist Auer & Partner",
    zh_CN: "林奎斯特·奥尔律师事务所",
  },
  // The same in every language (decision 0028): written as the post delivers it.
  address: "Maximilianstraße 35, 80539 München",
  tel: "+49 89 5550 1200",
  email: "kontakt@lindqvist-auer.example",
  // The register entry, VAT ID and insurer are invented; the bar and the dispute-resolution board are the real ones of a Munich firm.
  legalNotice: {
    legalForm: "Partnerschaftsgesellschaft mit beschränkter Berufshaftung (PartG mbB)",
    registerCourt: "Amtsgericht München",
    registerNumber: "PR 2417",
    vatId: "DE318746205",
    barName: "Rechtsanwaltskammer München",
    barAddress: "Tal 33\n80331 München",
    titles: [GERMAN_LAWYER_TITLE, { title: "律师 (Lüshi)", country: "CN" }],
    rules: [...GERMAN_PROFESSIONAL_RULES],
    insurerName: "Isartaler Versicherung AG",
    insurerAddress: "Leopoldstraße 120\n80802 München",
    insuranceScope: "worldwideExceptUsCanada",
    disputeResolution: "takesPart",
    disputeBoard: "Schlichtungsstelle der Rechtsanwaltschaft\nRauchstraße 26\n10787 Berlin",
    disputeBoardUrl: "https://www.s-d-r.org",
  },
  introduce: mdAll({
    de_DE: `
Lindqvist Auer & Partner ist eine unabhängige Wirtschaftskanzlei mit Sitz in München und Büros in Frankfurt am Main und Shanghai. Wir beraten mittelständische Unternehmen, Familiengesellschaften, Finanzinvestoren und internationale Konzerne in allen Fragen des Wirtschaftsrechts – von der Gründung über Transaktionen bis zur streitigen Auseinandersetzung.

Unsere Anwältinnen und Anwälte arbeiten in kleinen, partnergeführten Teams. Mandanten haben einen festen Ansprechpartner, der ihr Geschäft kennt und Entscheidungen mitträgt. Mit unserem China Desk begleiten wir seit vielen Jahren Investitionen zwischen Deutschland und China in beide Richtungen.
`,
    en_US: `
Lindqvist Auer & Partner is an independent commercial law firm headquartered in Munich, with offices in Frankfurt am Main and Shanghai. We advise mid-sized companies, family businesses, financial investors and international groups on every aspect of business law – from formation and transactions to contentious proceedings.

Our lawyers work in small, partner-led teams. Clients have one lawyer who knows their business and shares responsibility for their decisions. Through our China Desk we have supported investments between Germany and China in both directions for many years.
`,
    zh_CN: `
林奎斯特·奥尔律师事务所是一家总部位于慕尼黑的独立商业律师事务所，并在法兰克福和上海设有办公室。我们为中型企业、家族企业、财务投资人和跨国集团提供全方位的商事法律服务，从公司设立、交易到争议解决。

我们的律师以合伙人主导的小型团队开展工作。每位客户都有一位熟悉其业务、并与其共同承担决策责任的固定联系人。多年来，我们的中国业务团队持续协助中德两国之间的双向投资。
`,
  }),
  advantages: [
    {
      title: { de_DE: "Partner im Mandat", en_US: "Partners on every matter", zh_CN: "合伙人亲自参与" },
      content: mdAll({
        de_DE:
          "Jedes Mandat wird von einer Partnerin oder einem Partner verantwortet – nicht nur bei der Annahme, sondern bis zum Abschluss.",
        en_US: "A partner is responsible for every matter – not only when it is accepted, but until it is closed.",
        zh_CN: "每一项委托均由一位合伙人负责，自接受委托起直至案件完结。",
      }),
    },
    {
      title: { de_DE: "Zwischen Europa und China", en_US: "Between Europe and China", zh_CN: "连接欧洲与中国" },
      content: mdAll({
        de_DE: "Teams in München, Frankfurt und Shanghai arbeiten an denselben Akten, in drei Sprachen und ohne Reibungsverluste.",
        en_US: "Teams in Munich, Frankfurt and Shanghai work on the same files, in three languages and without friction.",
        zh_CN: "慕尼黑、法兰克福和上海的团队以三种语言协同处理同一案件，沟通顺畅无阻。",
      }),
    },
    {
      title: { de_DE: "Klare Empfehlungen", en_US: "Clear recommendations", zh_CN: "明确的建议" },
      content: mdAll({
        de_DE: "Wir liefern keine Gutachten um ihrer selbst willen, sondern eine Empfehlung, auf deren Grundlage Sie entscheiden können.",
        en_US: "We do not write memoranda for their own sake; we give a recommendation you can base a decision on.",
        zh_CN: "我们不为写备忘录而写备忘录，而是提供能够据以决策的明确建议。",
      }),
    },
    {
      title: { de_DE: "Planbare Kosten", en_US: "Predictable fees", zh_CN: "费用透明可控" },
      content: mdAll({
        de_DE: "Budgets, Pauschalen und regelmäßige Kostenberichte sind bei uns die Regel, nicht die Ausnahme.",
        en_US: "Budgets, fixed fees and regular cost reports are the rule with us, not the exception.",
        zh_CN: "预算、固定收费和定期费用报告是我们的常规做法，而非例外。",
      }),
    },
  ],
  environment: [
    { scene: "reception", title: { de_DE: "Empfang in München", en_US: "Reception in Munich", zh_CN: "慕尼黑办公室前台" } },
    { scene: "library", title: { de_DE: "Bibliothek", en_US: "Library", zh_CN: "图书馆" } },
    { scene: "meeting", title: { de_DE: "Besprechungsraum Isar", en_US: "Isar meeting room", zh_CN: "伊萨尔会议室" } },
    {
      scene: "terrace",
      title: { de_DE: "Ausblick aus dem Büro Shanghai", en_US: "View from the Shanghai office", zh_CN: "上海办公室的窗外景色" },
    },
  ],
};
