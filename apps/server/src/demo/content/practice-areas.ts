import { mdAll } from "./markup.ts";
import type { DemoPracticeArea } from "./types.ts";

export const PRACTICE_AREAS: readonly DemoPracticeArea[] = [
  {
    key: "corporate",
    iconKey: "handshake",
    sort: 1,
    keyContactKeys: ["katharina-mueller", "jonas-lindqvist"],
    name: { de_DE: "Gesellschaftsrecht & M&A", en_US: "Corporate & M&A", zh_CN: "公司与并购" },
    introduce: mdAll({
      de_DE: `
Wir begleiten Unternehmenskäufe und -verkäufe, Joint Ventures, Umstrukturierungen und Nachfolgelösungen – im Inland und grenzüberschreitend. Unsere Teams führen Due-Diligence-Prüfungen, verhandeln Kaufverträge und koordinieren Closing und Integration.

Familiengesellschaften beraten wir darüber hinaus bei Gesellschaftervereinbarungen, Governance-Fragen und Konflikten im Gesellschafterkreis.
`,
      en_US: `
We advise on acquisitions and disposals, joint ventures, reorganisations and succession – domestically and across borders. Our teams run due diligence, negotiate purchase agreements and coordinate closing and integration.

For family businesses we also advise on shareholder agreements, governance and disputes among shareholders.
`,
      zh_CN: `
我们为境内及跨境的企业收购与出售、合资、重组和企业传承提供法律服务，负责尽职调查、起草和谈判收购协议，并协调交割与整合。

对于家族企业，我们还就股东协议、公司治理以及股东之间的纠纷提供咨询。
`,
    }),
  },
  {
    key: "finance",
    iconKey: "bank",
    sort: 2,
    keyContactKeys: ["sebastien-leclerc", "jonas-lindqvist"],
    name: { de_DE: "Bank- und Finanzrecht", en_US: "Banking & Finance", zh_CN: "银行与金融" },
    introduce: mdAll({
      de_DE:
        "Wir beraten Kreditnehmer und Finanzierer bei Akquisitions-, Immobilien- und Projektfinanzierungen, Konsortialkrediten und Refinanzierungen sowie bei aufsichtsrechtlichen Fragen.",
      en_US:
        "We advise borrowers and lenders on acquisition, real estate and project finance, syndicated loans and refinancings, and on regulatory questions.",
      zh_CN: "我们为借款人和贷款人提供收购融资、房地产融资、项目融资、银团贷款及再融资方面的法律服务，并就金融监管问题提供咨询。",
    }),
  },
  {
    key: "disputes",
    iconKey: "gavel",
    sort: 3,
    keyContactKeys: ["felix-auer", "elena-rossi"],
    name: { de_DE: "Prozessführung & Schiedsverfahren", en_US: "Litigation & Arbitration", zh_CN: "诉讼与仲裁" },
    introduce: mdAll({
      de_DE: `
Wir vertreten Unternehmen vor staatlichen Gerichten aller Instanzen und in nationalen wie internationalen Schiedsverfahren, unter anderem nach den Regeln der DIS, der ICC und der CIETAC.

Ebenso wichtig ist uns, Streitigkeiten früh zu erkennen und – wo es sinnvoll ist – durch Verhandlung oder Mediation beizulegen.
`,
      en_US: `
We represent companies before state courts at every level and in domestic and international arbitration, including under the DIS, ICC and CIETAC rules.

We put equal weight on recognising disputes early and, where it makes sense, resolving them through negotiation or mediation.
`,
      zh_CN: `
我们代理企业参与各级法院诉讼以及国内和国际仲裁程序，包括依据德国仲裁协会（DIS）、国际商会（ICC）和中国国际经济贸易仲裁委员会（CIETAC）规则进行的仲裁。

我们同样重视及早识别争议，并在适当时通过谈判或调解解决纠纷。
`,
    }),
  },
  {
    key: "employment",
    iconKey: "people",
    sort: 4,
    keyContactKeys: ["tobias-kraemer", "li-na"],
    name: { de_DE: "Arbeitsrecht", en_US: "Employment", zh_CN: "劳动法" },
    introduce: mdAll({
      de_DE:
        "Von Arbeitsverträgen und Vergütungssystemen über Verhandlungen mit Betriebsräten bis zu Restrukturierungen und Kündigungsschutzprozessen: Wir beraten Arbeitgeber praxisnah und mit Blick auf die Mitarbeitenden.",
      en_US:
        "From employment contracts and pay schemes to negotiations with works councils, restructurings and unfair dismissal claims: we advise employers practically and with an eye to their people.",
      zh_CN: "从劳动合同和薪酬体系，到与企业职工委员会的谈判、企业重组以及解雇保护诉讼，我们为雇主提供务实、兼顾员工关系的法律服务。",
    }),
  },
  {
    key: "ip",
    iconKey: "lightbulb",
    sort: 5,
    keyContactKeys: ["chen-yiran", "amelie-fischer"],
    name: { de_DE: "Geistiges Eigentum & Technologie", en_US: "Intellectual Property & Technology", zh_CN: "知识产权与科技" },
    introduce: mdAll({
      de_DE:
        "Wir schützen Marken, Designs, Software und Geschäftsgeheimnisse, gestalten Lizenz- und IT-Verträge und setzen Rechte vor Gericht durch – auch in China.",
      en_US:
        "We protect trade marks, designs, software and trade secrets, draft licence and IT agreements and enforce rights in court – in China too.",
      zh_CN: "我们保护商标、外观设计、软件和商业秘密，起草许可及信息技术合同，并在法院维权，包括在中国。",
    }),
  },
  {
    key: "real-estate",
    iconKey: "building",
    sort: 6,
    keyContactKeys: ["sophie-brandt", "lukas-schneider"],
    name: { de_DE: "Immobilienrecht", en_US: "Real Estate", zh_CN: "房地产" },
    introduce: mdAll({
      de_DE:
        "Wir begleiten den Erwerb und die Veräußerung von Einzelobjekten und Portfolios, Projektentwicklungen und gewerbliche Mietverträge. In Frankfurt beurkunden unsere Notare Grundstücks- und Gesellschaftsverträge.",
      en_US:
        "We act on acquisitions and disposals of single assets and portfolios, developments and commercial leases. In Frankfurt our notaries record real estate and corporate deeds.",
      zh_CN: "我们为单体物业及资产组合的买卖、项目开发和商业租赁提供法律服务。在法兰克福，我们的公证人为不动产及公司文书办理公证。",
    }),
  },
  {
    key: "tax",
    iconKey: "percent",
    sort: 7,
    keyContactKeys: ["matthias-oberhuber", "zhang-wei"],
    name: { de_DE: "Steuerrecht", en_US: "Tax", zh_CN: "税务" },
    introduce: mdAll({
      de_DE:
        "Unsere Steuerberaterinnen und Steuerberater strukturieren Transaktionen, Umwandlungen und Nachfolgen, begleiten Betriebsprüfungen und vertreten Mandanten vor den Finanzgerichten.",
      en_US:
        "Our tax advisers structure transactions, conversions and succession, support tax audits and represent clients before the tax courts.",
      zh_CN: "我们的税务顾问为交易、改制及企业传承设计税务架构，协助应对税务稽查，并在财税法院代理客户。",
    }),
  },
  {
    key: "antitrust",
    iconKey: "scales",
    sort: 8,
    keyContactKeys: ["hannah-weiss"],
    name: { de_DE: "Kartellrecht & Fusionskontrolle", en_US: "Antitrust & Merger Control", zh_CN: "反垄断与经营者集中" },
    introduce: mdAll({
      de_DE:
        "Wir melden Zusammenschlüsse beim Bundeskartellamt, bei der Europäischen Kommission und bei der chinesischen Marktaufsicht an, prüfen Vertriebssysteme und vertreten Unternehmen in Kartellverfahren.",
      en_US:
        "We file mergers with the German Federal Cartel Office, the European Commission and the Chinese market regulator, review distribution systems and represent companies in cartel proceedings.",
      zh_CN: "我们向德国联邦卡特尔局、欧盟委员会及中国市场监管部门申报经营者集中，审查分销体系，并在卡特尔调查程序中代理企业。",
    }),
  },
  {
    key: "compliance",
    iconKey: "shield",
    sort: 9,
    keyContactKeys: ["laura-becker", "chen-yiran"],
    name: { de_DE: "Datenschutz & Compliance", en_US: "Data Protection & Compliance", zh_CN: "数据保护与合规" },
    introduce: mdAll({
      de_DE:
        "Wir bauen Compliance-Systeme auf, führen interne Untersuchungen und beraten zur DSGVO und zum chinesischen Datenrecht – einschließlich grenzüberschreitender Datenübermittlungen.",
      en_US:
        "We build compliance systems, conduct internal investigations and advise on the GDPR and Chinese data law – including cross-border data transfers.",
      zh_CN: "我们协助企业建立合规体系、开展内部调查，并就欧盟《通用数据保护条例》和中国数据法律（包括数据跨境传输）提供咨询。",
    }),
  },
  {
    key: "china",
    iconKey: "globe",
    sort: 10,
    keyContactKeys: ["wang-xiaoming", "katharina-mueller"],
    name: { de_DE: "China Desk & Außenwirtschaft", en_US: "China Desk & Cross-Border Investment", zh_CN: "中国业务与跨境投资" },
    introduce: mdAll({
      de_DE: `
Unser China Desk begleitet deutsche Unternehmen beim Markteintritt in China und chinesische Investoren in Deutschland und Europa – von der Investitionsprüfung über Vertragsverhandlungen bis zur Streitbeilegung.

Die Teams in München und Shanghai arbeiten zweisprachig zusammen und kennen beide Rechts- und Geschäftskulturen aus eigener Erfahrung.
`,
      en_US: `
Our China Desk supports German companies entering China and Chinese investors in Germany and Europe – from investment screening through contract negotiations to dispute resolution.

The Munich and Shanghai teams work together bilingually and know both legal and business cultures first-hand.
`,
      zh_CN: `
我们的中国业务团队协助德国企业进入中国市场，并协助中国投资人在德国及欧洲投资，服务涵盖外商投资审查、合同谈判直至争议解决。

慕尼黑与上海团队以双语协作，对两国的法律与商业文化均有亲身了解。
`,
    }),
  },
];
