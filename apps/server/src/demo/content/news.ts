import { SUPPLY_CHAIN_ARTICLE } from "./long-article.ts";
import { md, mdAll } from "./markup.ts";
import type { DemoNews } from "./types.ts";

/** News of the demo firm: 30 items in two folders (one with a sub-folder), a few pinned, one external. */
export const NEWS: readonly DemoNews[] = [
  {
    key: "shanghai-office",
    folderKey: "firm",
    daysAgo: 12,
    top: 1,
    personKeys: ["wang-xiaoming"],
    practiceAreaKeys: ["china"],
    title: {
      de_DE: "Lindqvist Auer & Partner erweitert das Büro in Shanghai",
      en_US: "Lindqvist Auer & Partner expands its Shanghai office",
      zh_CN: "林奎斯特·奥尔律师事务所扩大上海办公室",
    },
    content: mdAll({
      de_DE: `
Zum zehnjährigen Bestehen des Büros in Shanghai bezieht unser Team neue, größere Räume im Stadtteil Jing'an. Mit zwei zusätzlichen Anwältinnen und Anwälten wächst das Büro auf sechs Berufsträger.

„Die Nachfrage deutscher Mittelständler nach Beratung vor Ort ist ungebrochen“, sagt Wang Xiaoming, der das Büro leitet. „Gleichzeitig begleiten wir immer mehr chinesische Unternehmen auf ihrem Weg nach Europa.“
`,
      en_US: `
To mark the tenth anniversary of our Shanghai office, the team is moving into new, larger premises in the Jing'an district. With two additional lawyers, the office grows to six fee earners.

“Demand from German mid-sized companies for advice on the ground remains strong,” says Wang Xiaoming, who heads the office. “At the same time, we are accompanying more and more Chinese companies on their way to Europe.”
`,
      zh_CN: `
值上海办公室成立十周年之际，团队迁入位于静安区的更大的新办公场所。随着两位律师的加入，上海办公室的专业人员增至六名。

上海办公室负责人王小明表示：“德国中型企业对本地法律服务的需求依然旺盛。与此同时，我们也在协助越来越多的中国企业走向欧洲。”
`,
    }),
  },
  {
    key: "supply-chain-guide",
    folderKey: "insights",
    daysAgo: 34,
    top: 1,
    personKeys: ["laura-becker", "chen-yiran"],
    practiceAreaKeys: ["compliance"],
    title: SUPPLY_CHAIN_ARTICLE.title,
    note: SUPPLY_CHAIN_ARTICLE.note,
    content: SUPPLY_CHAIN_ARTICLE.content,
  },
  {
    key: "legal-expenses-insurers",
    folderKey: "alerts",
    daysAgo: 47,
    top: 0,
    personKeys: ["elena-rossi"],
    practiceAreaKeys: ["disputes"],
    title: {
      de_DE: "Neue Leitlinien für Rechtsschutzversicherungsgesellschaften: was Unternehmen jetzt wissen sollten",
      en_US: "New guidelines for legal expenses insurers: what companies should know now",
      zh_CN: "法律费用保险公司新指引：企业须知",
    },
    content: mdAll({
      de_DE: `
Die Aufsicht hat ihre Erwartungen an die Schadenbearbeitung von Rechtsschutzversicherern präzisiert. Für Unternehmen, die eine Firmen-Rechtsschutzversicherung unterhalten, ergeben sich daraus vor allem Vorteile: Deckungsentscheidungen sollen schneller und besser begründet ergehen.

## Was sich ändert
- Deckungsanfragen sind innerhalb angemessener Fristen zu beantworten.
- Ablehnungen müssen nachvollziehbar begründet werden.
- Die freie Anwaltswahl ist ausdrücklich zu respektieren.

Wir empfehlen, Policen bei der nächsten Verlängerung auf Ausschlüsse im Arbeits- und Vertragsrecht zu prüfen.
`,
      en_US: `
The regulator has clarified its expectations for how legal expenses insurers handle claims. For companies with corporate legal expenses cover, this is mostly good news: coverage decisions are to be made faster and with better reasons.

## What changes
- Coverage requests must be answered within reasonable time limits.
- Refusals must be explained in a comprehensible way.
- The free choice of lawyer must be expressly respected.

We recommend reviewing policies for exclusions in employment and contract law at the next renewal.
`,
      zh_CN: `
监管机构进一步明确了对法律费用保险公司理赔处理的要求。对于投保企业法律费用保险的公司而言，这主要是利好消息：承保决定将更快作出，理由也将更加充分。

## 主要变化
- 须在合理期限内答复承保申请；
- 拒绝承保须给出可理解的理由；
- 须明确尊重投保人自由选择律师的权利。

我们建议在下次续保时审查保单中有关劳动法和合同法的除外条款。
`,
    }),
  },
  {
    key: "press-interview",
    folderKey: "firm",
    daysAgo: 58,
    top: 0,
    personKeys: ["katharina-mueller"],
    practiceAreaKeys: ["corporate", "china"],
    link: "https://example.com/deal-review/interviews/cross-border-mergers",
    title: {
      de_DE: "Im Gespräch: Katharina Müller über grenzüberschreitende Transaktionen",
      en_US: "In conversation: Katharina Müller on cross-border transactions",
      zh_CN: "访谈：卡塔琳娜·穆勒谈跨境交易",
    },
    note: {
      de_DE: "Externer Beitrag in der (fiktiven) Fachzeitschrift „Deal Review“.",
      en_US: "External article in the (fictional) journal Deal Review.",
      zh_CN: "外部文章，刊载于（虚构的）《交易评论》杂志。",
    },
    content: mdAll({
      de_DE:
        "Katharina Müller spricht über Bewertungslücken, Investitionsprüfungen und die Rolle von Familienunternehmen im Transaktionsmarkt.",
      en_US: "Katharina Müller talks about valuation gaps, investment screening and the role of family businesses in the deal market.",
      zh_CN: "卡塔琳娜·穆勒谈估值差距、外商投资审查以及家族企业在交易市场中的角色。",
    }),
  },
  {
    key: "new-partners",
    folderKey: "firm",
    daysAgo: 96,
    top: 0,
    personKeys: ["chen-yiran", "sebastien-leclerc"],
    title: {
      de_DE: "Drei neue Partner zum Jahresbeginn",
      en_US: "Three new partners at the start of the year",
      zh_CN: "三位新合伙人于年初晋升",
    },
    content: mdAll({
      de_DE: `
Zum Jahresbeginn hat die Partnerschaft Chen Yiran (Shanghai), Sébastien Leclerc (Frankfurt) und Matthias Oberhuber (München) als Partner aufgenommen.

Mit ihnen stärken wir die Bereiche geistiges Eigentum, Finanzierung und Steuern – drei Felder, in denen unsere Mandanten besonders häufig grenzüberschreitende Unterstützung suchen.
`,
      en_US: `
At the start of the year the partnership admitted Chen Yiran (Shanghai), Sébastien Leclerc (Frankfurt) and Matthias Oberhuber (Munich) as partners.

They strengthen our intellectual property, finance and tax practices – three areas in which our clients particularly often need cross-border support.
`,
      zh_CN: `
年初，陈怡然（上海）、塞巴斯蒂安·勒克莱尔（法兰克福）和马蒂亚斯·奥伯胡贝尔（慕尼黑）晋升为本所合伙人。

他们的加入进一步加强了我们在知识产权、金融和税务领域的实力——这三个领域正是客户最常需要跨境支持的领域。
`,
    }),
  },
  {
    key: "works-council-deadlines",
    folderKey: "alerts",
    daysAgo: 71,
    top: 0,
    personKeys: ["tobias-kraemer"],
    practiceAreaKeys: ["employment"],
    title: {
      de_DE: "Betriebsratsbeteiligung bei Restrukturierungen: Fristen richtig planen",
      en_US: "Works council involvement in restructurings: planning the timeline",
      zh_CN: "企业重组中的职工委员会参与：合理规划时间表",
    },
    content: mdAll({
      de_DE: `
Wer Betriebsänderungen plant, sollte den Betriebsrat früh und umfassend unterrichten. Verhandlungen über einen Interessenausgleich brauchen Zeit; wer zu spät beginnt, riskiert Verzögerungen und Nachteilsausgleichsansprüche.

In der Praxis bewährt sich ein Zeitplan, der Unterrichtung, Verhandlung, eine mögliche Einigungsstelle und die Massenentlassungsanzeige von Anfang an berücksichtigt.
`,
      en_US: `
Anyone planning operational changes should inform the works council early and fully. Negotiating a reconciliation of interests takes time; starting too late risks delays and compensation claims.

In practice, a timeline that accounts from the outset for information, negotiation, a possible conciliation board and the mass redundancy notification works best.
`,
      zh_CN: `
计划进行经营变更的企业应及早、全面地告知职工委员会。利益平衡协议的谈判需要时间；启动过晚可能导致延误并引发补偿请求。

实践中，从一开始就将告知、谈判、可能的调解委员会程序以及大规模裁员申报纳入考虑的时间表最为有效。
`,
    }),
  },
  {
    key: "china-data-export",
    folderKey: "insights",
    daysAgo: 88,
    top: 1,
    personKeys: ["chen-yiran", "laura-becker"],
    practiceAreaKeys: ["compliance", "china"],
    title: {
      de_DE: "Datenübermittlungen aus China: ein Überblick über die Wege",
      en_US: "Transferring data out of China: an overview of the routes",
      zh_CN: "数据出境：合规路径概览",
    },
    content: mdAll({
      de_DE: `
Personenbezogene Daten aus China dürfen nur auf einem der gesetzlich vorgesehenen Wege ins Ausland übermittelt werden. Welcher Weg in Betracht kommt, hängt vor allem von Art und Menge der Daten ab.

## Die drei Wege
1. Sicherheitsbewertung durch die Cyberspace-Behörde,
2. Zertifizierung durch eine anerkannte Stelle,
3. Abschluss des Standardvertrags und dessen Hinterlegung.

Für viele mittelständische Unternehmen gelten inzwischen Erleichterungen, etwa für Personaldaten, die für die Durchführung von Arbeitsverhältnissen erforderlich sind. Eine sorgfältige Bestandsaufnahme der Datenflüsse bleibt dennoch unverzichtbar.
`,
      en_US: `
Personal data from China may only be transferred abroad through one of the routes provided by law. Which route applies depends mainly on the type and volume of data.

## The three routes
1. a security assessment by the cyberspace authority,
2. certification by a recognised body,
3. signing and filing the standard contract.

Many mid-sized companies now benefit from exemptions, for example for HR data needed to administer employment relationships. A careful inventory of data flows nevertheless remains indispensable.
`,
      zh_CN: `
个人信息出境必须通过法律规定的途径之一进行。适用哪种途径主要取决于数据的类型和数量。

## 三种途径
1. 通过网信部门组织的安全评估；
2. 经专业机构进行个人信息保护认证；
3. 订立标准合同并备案。

目前，许多中型企业可以适用豁免规定，例如为履行劳动合同所必需的人力资源数据。尽管如此，认真梳理数据流仍然不可或缺。
`,
    }),
  },
  {
    key: "forum-comparison",
    folderKey: "insights",
    daysAgo: 120,
    top: 0,
    personKeys: ["felix-auer", "elena-rossi"],
    practiceAreaKeys: ["disputes"],
    title: {
      de_DE: "Staatliches Gericht oder Schiedsgericht? Ein Vergleich",
      en_US: "State court or arbitral tribunal? A comparison",
      zh_CN: "法院诉讼还是仲裁？比较分析",
    },
    content: mdAll({
      de_DE: `
Die Wahl des Streitbeilegungsforums fällt bei Vertragsschluss – oft unter Zeitdruck und ohne genaue Prüfung. Die folgende Übersicht zeigt die wichtigsten Unterschiede.

| Kriterium | Staatliches Gericht | Schiedsgericht |
|---|---|---|
| Vertraulichkeit | Verhandlungen grundsätzlich öffentlich | In der Regel vertraulich |
| Instanzen | Mehrere Instanzen | Eine Instanz, begrenzte Aufhebungsgründe |
| Vollstreckung im Ausland | Abhängig von Abkommen | Weltweit nach dem New Yorker Übereinkommen |
| Kosten | Gesetzliche Gebühren | Honorare der Schiedsrichter und Institution |
| Sprache | Gerichtssprache | Frei wählbar |

Für Verträge mit chinesischen Partnern ist die Vollstreckbarkeit oft das entscheidende Argument für ein Schiedsverfahren.
`,
      en_US: `
The choice of dispute resolution forum is made when the contract is signed – often under time pressure and without close review. The following overview shows the main differences.

| Criterion | State court | Arbitral tribunal |
|---|---|---|
| Confidentiality | Hearings generally public | Usually confidential |
| Instances | Several instances | One instance, limited grounds for setting aside |
| Enforcement abroad | Depends on treaties | Worldwide under the New York Convention |
| Costs | Statutory fees | Fees of the arbitrators and the institution |
| Language | Language of the court | Freely chosen |

For contracts with Chinese partners, enforceability is often the decisive argument for arbitration.
`,
      zh_CN: `
争议解决方式通常在签订合同时确定，而且往往是在时间紧迫、未经仔细审查的情况下确定的。下表列出了主要区别。

| 标准 | 法院诉讼 | 仲裁 |
|---|---|---|
| 保密性 | 原则上公开审理 | 通常保密 |
| 审级 | 多审级 | 一裁终局，撤销理由有限 |
| 境外执行 | 取决于双边或多边条约 | 依《纽约公约》可在全球执行 |
| 费用 | 法定诉讼费 | 仲裁员及仲裁机构费用 |
| 语言 | 法院使用的语言 | 可自由选择 |

对于与中国合作方签订的合同，可执行性往往是选择仲裁的决定性理由。
`,
    }),
  },
  {
    key: "pro-bono-clinic",
    folderKey: "firm",
    daysAgo: 140,
    top: 0,
    personKeys: ["laura-becker"],
    title: {
      de_DE: "Pro bono: Partnerschaft mit einer studentischen Rechtsberatung",
      en_US: "Pro bono: partnership with a student law clinic",
      zh_CN: "公益法律服务：与学生法律诊所建立合作",
    },
    content: mdAll({
      de_DE:
        "Unsere Anwältinnen und Anwälte unterstützen künftig eine Münchner studentische Rechtsberatung als Supervisoren. Die Beratung richtet sich an Menschen, die sich anwaltliche Hilfe sonst nicht leisten könnten.",
      en_US: "Our lawyers will supervise a Munich student law clinic that advises people who could otherwise not afford legal help.",
      zh_CN: "本所律师将担任慕尼黑一家学生法律诊所的指导律师，为无力负担律师费用的人士提供法律帮助。",
    }),
  },
  {
    key: "annual-accounts-deadline",
    folderKey: "alerts",
    daysAgo: 160,
    top: 0,
    personKeys: ["matthias-oberhuber"],
    practiceAreaKeys: ["tax", "corporate"],
    title: {
      de_DE: "Offenlegung des Jahresabschlusses: Fristen im Blick behalten",
      en_US: "Publishing annual accounts: keep an eye on the deadlines",
      zh_CN: "年度财务报表公开：注意截止期限",
    },
    content: mdAll({
      de_DE:
        "Kapitalgesellschaften müssen ihre Jahresabschlüsse fristgerecht offenlegen. Versäumnisse führen zu Ordnungsgeldverfahren. Wir empfehlen, die Offenlegung fest in den Abschlusskalender aufzunehmen.",
      en_US:
        "Corporations must publish their annual accounts on time. Failures lead to administrative fine proceedings. We recommend fixing the publication date in the closing calendar.",
      zh_CN: "资合公司必须按时公开年度财务报表，逾期将面临罚款程序。我们建议将公开日期固定列入年度结账日程。",
    }),
  },
  {
    key: "ai-in-hr",
    folderKey: "insights",
    daysAgo: 185,
    top: 0,
    personKeys: ["tobias-kraemer"],
    practiceAreaKeys: ["employment", "compliance"],
    title: {
      de_DE: "Künstliche Intelligenz im Personalwesen: was Arbeitgeber prüfen müssen",
      en_US: "Artificial intelligence in HR: what employers need to check",
      zh_CN: "人力资源管理中的人工智能：雇主须审查的事项",
    },
    content: mdAll({
      de_DE: `
Software, die Bewerbungen vorsortiert oder Leistungen bewertet, berührt Datenschutz, Antidiskriminierungsrecht und die Mitbestimmung des Betriebsrats zugleich.

## Checkliste
- Ist der Einsatz mitbestimmungspflichtig, und liegt eine Betriebsvereinbarung vor?
- Trifft die Software Entscheidungen oder bereitet sie diese nur vor?
- Sind die Trainingsdaten auf Verzerrungen geprüft?
- Werden Betroffene transparent informiert?

Wer diese Fragen vor der Einführung beantwortet, erspart sich spätere Konflikte.
`,
      en_US: `
Software that pre-sorts applications or rates performance touches on data protection, anti-discrimination law and the works council's co-determination rights all at once.

## Checklist
- Is the use subject to co-determination, and is there a works agreement?
- Does the software take decisions or merely prepare them?
- Have the training data been checked for bias?
- Are the people affected informed transparently?

Answering these questions before roll-out avoids conflicts later.
`,
      zh_CN: `
用于筛选求职申请或评估绩效的软件，同时涉及数据保护、反歧视法以及职工委员会的共同决定权。

## 审查清单
- 该应用是否须经共同决定程序？是否已签订企业协议？
- 软件是作出决定，还是仅为决定提供准备？
- 训练数据是否经过偏差审查？
- 是否以透明方式告知相关人员？

在引入之前回答这些问题，可以避免日后的冲突。
`,
    }),
  },
  {
    key: "arbitration-evening",
    folderKey: "firm",
    daysAgo: 200,
    top: 0,
    personKeys: ["felix-auer"],
    practiceAreaKeys: ["disputes"],
    title: {
      de_DE: "Münchner Schiedsabend in unseren Räumen",
      en_US: "Munich Arbitration Evening at our offices",
      zh_CN: "慕尼黑仲裁之夜在本所举行",
    },
    content: mdAll({
      de_DE:
        "Rund achtzig Gäste diskutierten mit Prof. Dr. Felix Auer über Effizienz im Schiedsverfahren. Wir danken allen Teilnehmenden für einen anregenden Abend.",
      en_US:
        "Around eighty guests discussed efficiency in arbitration with Professor Felix Auer. We thank everyone for a stimulating evening.",
      zh_CN: "约八十位嘉宾与费利克斯·奥尔教授共同探讨了仲裁程序的效率问题。感谢各位参加这场富有启发的活动。",
    }),
  },
  {
    key: "e-invoicing",
    folderKey: "alerts",
    daysAgo: 230,
    top: 0,
    personKeys: ["matthias-oberhuber", "niklas-vogel"],
    practiceAreaKeys: ["tax"],
    title: {
      de_DE: "E-Rechnung im B2B-Geschäft: die Umstellung planen",
      en_US: "E-invoicing in B2B business: planning the switch",
      zh_CN: "企业间电子发票：规划转换工作",
    },
    content: mdAll({
      de_DE: `
Elektronische Rechnungen in strukturiertem Format werden im inländischen Geschäftsverkehr zwischen Unternehmen schrittweise zur Pflicht. Empfangen können müssen sie alle Unternehmen bereits jetzt.

Wir empfehlen, Buchhaltung, IT und Einkauf gemeinsam an einen Tisch zu bringen und die Übergangsfristen für den Versand zu nutzen.
`,
      en_US: `
Electronic invoices in a structured format are gradually becoming mandatory for domestic business between companies. All companies must already be able to receive them.

We recommend bringing accounting, IT and purchasing together and using the transitional periods for sending.
`,
      zh_CN: `
在境内企业之间的交易中，结构化格式的电子发票正逐步成为强制要求。所有企业目前都必须具备接收电子发票的能力。

我们建议会计、信息技术和采购部门共同协商，并充分利用开具电子发票的过渡期。
`,
    }),
  },
  {
    key: "index-clauses",
    folderKey: "insights",
    daysAgo: 255,
    top: 0,
    personKeys: ["lukas-schneider", "sophie-brandt"],
    practiceAreaKeys: ["real-estate"],
    title: {
      de_DE: "Indexklauseln in Gewerbemietverträgen auf dem Prüfstand",
      en_US: "Indexation clauses in commercial leases under scrutiny",
      zh_CN: "商业租赁合同中的指数调整条款受到审视",
    },
    content: mdAll({
      de_DE:
        "Nach Jahren hoher Inflation prüfen Mieter ihre Indexklauseln genauer. Unwirksame Klauseln können zu Rückforderungen führen. Vermieter sollten ihre Muster überarbeiten, Mieter bei Neuabschlüssen auf Obergrenzen achten.",
      en_US:
        "After years of high inflation, tenants are looking more closely at their indexation clauses. Invalid clauses can lead to repayment claims. Landlords should revise their templates; tenants should insist on caps in new leases.",
      zh_CN:
        "经历多年高通胀之后，承租人开始更仔细地审查租金指数调整条款。无效条款可能导致返还请求。出租人应修订其合同范本，承租人在签订新合同时应注意约定上限。",
    }),
  },
  {
    key: "notary-appointment",
    folderKey: "firm",
    daysAgo: 280,
    top: 0,
    personKeys: ["sophie-brandt"],
    practiceAreaKeys: ["real-estate"],
    title: {
      de_DE: "Dr. Sophie Brandt zur Notarin bestellt",
      en_US: "Dr Sophie Brandt appointed notary",
      zh_CN: "索菲·勃兰特博士获任公证人",
    },
    content: mdAll({
      de_DE:
        "Dr. Sophie Brandt, Leiterin unseres Frankfurter Büros, ist zur Notarin mit Amtssitz in Frankfurt am Main bestellt worden. Damit können wir Immobilien- und Gesellschaftstransaktionen dort aus einer Hand begleiten.",
      en_US:
        "Dr Sophie Brandt, head of our Frankfurt office, has been appointed notary with her official seat in Frankfurt am Main. We can now handle real estate and corporate transactions there from a single source.",
      zh_CN: "法兰克福办公室负责人索菲·勃兰特博士获任公证人，公证处设于法兰克福。今后我们可在当地为不动产及公司交易提供一站式服务。",
    }),
  },
  {
    key: "trade-secrets",
    folderKey: "insights",
    daysAgo: 300,
    top: 0,
    personKeys: ["amelie-fischer", "chen-yiran"],
    practiceAreaKeys: ["ip"],
    title: {
      de_DE: "Geschäftsgeheimnisse wirksam schützen",
      en_US: "Protecting trade secrets effectively",
      zh_CN: "有效保护商业秘密",
    },
    content: mdAll({
      de_DE: `
Geschäftsgeheimnisse genießen nur dann rechtlichen Schutz, wenn das Unternehmen angemessene Geheimhaltungsmaßnahmen getroffen hat. Gerichte prüfen das im Streitfall genau.

## Bewährte Maßnahmen
- Einstufung von Informationen nach Schutzbedarf,
- Zugriffsrechte nach dem Need-to-know-Prinzip,
- Vertraulichkeitsvereinbarungen mit Mitarbeitenden und Partnern,
- geregelter Austritt mit Rückgabe von Unterlagen und Geräten.
`,
      en_US: `
Trade secrets are only legally protected if the company has taken appropriate confidentiality measures. Courts examine this closely in a dispute.

## Proven measures
- classifying information by the need for protection,
- access rights on a need-to-know basis,
- confidentiality agreements with staff and partners,
- an orderly exit process with the return of documents and devices.
`,
      zh_CN: `
只有企业采取了合理的保密措施，商业秘密才能受到法律保护。发生争议时，法院会对此进行严格审查。

## 行之有效的措施
- 按保护需求对信息进行分级；
- 按“知所必需”原则设置访问权限；
- 与员工及合作伙伴签订保密协议；
- 规范离职流程，收回文件和设备。
`,
    }),
  },
  {
    key: "fdi-checklist",
    folderKey: "alerts",
    daysAgo: 330,
    top: 0,
    personKeys: ["maximilian-hohenberg", "katharina-mueller"],
    practiceAreaKeys: ["corporate", "antitrust"],
    title: {
      de_DE: "Investitionsprüfung: Checkliste für Erwerber aus Drittstaaten",
      en_US: "Investment screening: a checklist for non-EU acquirers",
      zh_CN: "外商投资审查：第三国收购方核对清单",
    },
    content: mdAll({
      de_DE: `
Beim Erwerb deutscher Unternehmen durch Investoren außerhalb der EU ist frühzeitig zu prüfen, ob eine Meldepflicht besteht.

1. Tätigkeitsbereich der Zielgesellschaft bestimmen,
2. Stimmrechtsschwellen berechnen, einschließlich mittelbarer Beteiligungen,
3. Vollzugsverbot im Zeitplan berücksichtigen,
4. Unterlagen zur Käuferstruktur vorbereiten.
`,
      en_US: `
When investors from outside the EU acquire German companies, whether a filing is required must be checked early.

1. Determine the target's field of activity,
2. calculate the voting thresholds, including indirect holdings,
3. factor the standstill obligation into the timetable,
4. prepare documents on the buyer's structure.
`,
      zh_CN: `
欧盟以外的投资人收购德国企业时，应尽早审查是否存在申报义务。

1. 确定目标公司的业务领域；
2. 计算表决权门槛，包括间接持股；
3. 在时间表中考虑交割禁止规定；
4. 准备有关买方结构的文件。
`,
    }),
  },
  {
    key: "business-law-forum",
    folderKey: "firm",
    daysAgo: 355,
    top: 0,
    personKeys: ["jonas-lindqvist", "hannah-weiss"],
    title: {
      de_DE: "Unsere Anwälte beim Bayerischen Wirtschaftsrechtsforum",
      en_US: "Our lawyers at the Bavarian Business Law Forum",
      zh_CN: "本所律师出席巴伐利亚商法论坛",
    },
    content: mdAll({
      de_DE:
        "Hannah Weiß und Tobias Krämer sprachen beim (fiktiven) Bayerischen Wirtschaftsrechtsforum über Kartellrecht und künstliche Intelligenz.",
      en_US:
        "Hannah Weiß and Tobias Krämer spoke at the (fictional) Bavarian Business Law Forum about antitrust law and artificial intelligence.",
      zh_CN: "汉娜·魏斯与托比亚斯·克雷默在（虚构的）巴伐利亚商法论坛上就反垄断法与人工智能发表演讲。",
    }),
  },
  {
    key: "sino-german-arbitration",
    folderKey: "insights",
    daysAgo: 380,
    top: 0,
    personKeys: ["wang-xiaoming", "felix-auer"],
    practiceAreaKeys: ["disputes", "china"],
    title: {
      de_DE: "Schiedsklauseln in deutsch-chinesischen Verträgen",
      en_US: "Arbitration clauses in Sino-German contracts",
      zh_CN: "中德合同中的仲裁条款",
    },
    content: mdAll({
      de_DE: `
Eine unklare Schiedsklausel kann im Streitfall teuer werden. Chinesische Gerichte erkennen Schiedsvereinbarungen nur an, wenn die Institution eindeutig bezeichnet ist.

Wir empfehlen, Institution, Schiedsort, Sprache und Zahl der Schiedsrichter ausdrücklich festzulegen – und die Formulierung an den Musterklauseln der gewählten Institution auszurichten.
`,
      en_US: `
An unclear arbitration clause can prove costly in a dispute. Chinese courts only recognise arbitration agreements if the institution is clearly named.

We recommend expressly stating the institution, seat, language and number of arbitrators – and following the model clause of the chosen institution.
`,
      zh_CN: `
不明确的仲裁条款在发生争议时可能代价高昂。中国法院仅在仲裁机构约定明确的情况下才承认仲裁协议的效力。

我们建议明确约定仲裁机构、仲裁地、仲裁语言和仲裁员人数，并参照所选机构的示范条款拟定。
`,
    }),
  },
  {
    key: "new-associates",
    folderKey: "firm",
    daysAgo: 410,
    top: 0,
    personKeys: ["david-okafor", "niklas-vogel"],
    title: {
      de_DE: "Willkommen: neue Associates in München und Frankfurt",
      en_US: "Welcome: new associates in Munich and Frankfurt",
      zh_CN: "欢迎新律师加入慕尼黑和法兰克福办公室",
    },
    content: mdAll({
      de_DE: "Wir begrüßen Laura Becker, Niklas Vogel und Mira Hoffmann in unseren Teams.",
      en_US: "We welcome Laura Becker, Niklas Vogel and Mira Hoffmann to our teams.",
      zh_CN: "我们欢迎劳拉·贝克尔、尼克拉斯·福格尔和米拉·霍夫曼加入我们的团队。",
    }),
  },
  {
    key: "minimum-wage",
    folderKey: "alerts",
    daysAgo: 440,
    top: 0,
    personKeys: ["tobias-kraemer"],
    practiceAreaKeys: ["employment"],
    title: {
      de_DE: "Mindestlohnerhöhung: was Arbeitgeber jetzt prüfen sollten",
      en_US: "Minimum wage increase: what employers should check now",
      zh_CN: "最低工资上调：雇主须核查的事项",
    },
    content: mdAll({
      de_DE: `
Mit der Erhöhung des gesetzlichen Mindestlohns sollten Arbeitgeber insbesondere prüfen:

- Vergütung von Minijobs und deren Stundengrenzen,
- Praktikantenvergütungen,
- Vereinbarungen über Arbeitszeitkonten.
`,
      en_US: `
With the increase of the statutory minimum wage, employers should check in particular:

- pay for mini-jobs and their hour limits,
- intern pay,
- working time account arrangements.
`,
      zh_CN: `
随着法定最低工资的上调，雇主尤其应当核查：

- 迷你工作（Minijob）的薪酬及工时上限；
- 实习生报酬；
- 工时账户约定。
`,
    }),
  },
  {
    key: "earn-outs",
    folderKey: "insights",
    daysAgo: 470,
    top: 0,
    personKeys: ["jonas-lindqvist", "liu-yang"],
    practiceAreaKeys: ["corporate"],
    title: {
      de_DE: "Earn-outs beim Unternehmenskauf: Streit vermeiden",
      en_US: "Earn-outs in acquisitions: avoiding disputes",
      zh_CN: "并购中的对赌安排：如何避免争议",
    },
    content: mdAll({
      de_DE: `
Earn-out-Klauseln überbrücken unterschiedliche Preisvorstellungen, sind aber eine der häufigsten Ursachen für Streit nach dem Closing.

## Worauf es ankommt
Die Bemessungsgrundlage muss genau definiert sein, einschließlich der anzuwendenden Rechnungslegungsgrundsätze. Der Käufer sollte sich verpflichten, das Geschäft in der Earn-out-Periode im Wesentlichen fortzuführen. Und für Meinungsverschiedenheiten empfiehlt sich ein Schiedsgutachterverfahren.
`,
      en_US: `
Earn-out clauses bridge differing price expectations, but they are one of the most frequent causes of post-closing disputes.

## What matters
The basis of calculation must be precisely defined, including the accounting principles to be applied. The buyer should undertake to continue the business substantially unchanged during the earn-out period. And for disagreements, an expert determination procedure is advisable.
`,
      zh_CN: `
对赌（业绩对价）条款可以弥合买卖双方的价格分歧，但也是交割后最常见的争议来源之一。

## 要点
计算基础必须精确界定，包括所适用的会计准则。买方应承诺在对赌期内基本维持业务的经营方式。对于分歧，建议约定由专家裁定的程序。
`,
    }),
  },
  {
    key: "year-in-review",
    folderKey: "firm",
    daysAgo: 500,
    top: 0,
    title: {
      de_DE: "Ein Jahr bei Lindqvist Auer & Partner",
      en_US: "A year at Lindqvist Auer & Partner",
      zh_CN: "林奎斯特·奥尔律师事务所的这一年",
    },
    content: mdAll({
      de_DE:
        "Mehr als 140 Transaktionen, 30 Schiedsverfahren und zwei neue Praxisbereiche: Wir blicken dankbar auf ein ereignisreiches Jahr zurück und bedanken uns bei unseren Mandanten für ihr Vertrauen.",
      en_US:
        "More than 140 transactions, 30 arbitrations and two new practice areas: we look back gratefully on an eventful year and thank our clients for their trust.",
      zh_CN: "140余项交易、30起仲裁案件和两个新设业务领域：我们满怀感激地回顾充实的一年，并感谢客户的信任。",
    }),
  },
  {
    key: "green-leases",
    folderKey: "insights",
    daysAgo: 530,
    top: 0,
    personKeys: ["lukas-schneider"],
    practiceAreaKeys: ["real-estate"],
    title: {
      de_DE: "Green Leases: Nachhaltigkeitsklauseln im Mietvertrag",
      en_US: "Green leases: sustainability clauses in leases",
      zh_CN: "绿色租赁：租赁合同中的可持续发展条款",
    },
    content: mdAll({
      de_DE:
        "Immer mehr Vermieter und Mieter vereinbaren Pflichten zum Austausch von Verbrauchsdaten, zur Nutzung erneuerbarer Energien und zu gemeinsamen Modernisierungen. Entscheidend ist, dass die Klauseln konkret und durchsetzbar formuliert sind.",
      en_US:
        "More and more landlords and tenants agree on duties to share consumption data, use renewable energy and carry out joint upgrades. What matters is that the clauses are concrete and enforceable.",
      zh_CN: "越来越多的出租人和承租人约定共享能耗数据、使用可再生能源以及共同进行改造升级的义务。关键在于条款须具体且可执行。",
    }),
  },
  {
    key: "cartel-damages-limitation",
    folderKey: "alerts",
    daysAgo: 560,
    top: 0,
    personKeys: ["hannah-weiss", "mira-hoffmann"],
    practiceAreaKeys: ["antitrust", "disputes"],
    title: {
      de_DE: "Kartellschadensersatz: Verjährung nicht übersehen",
      en_US: "Cartel damages: do not overlook limitation periods",
      zh_CN: "卡特尔损害赔偿：切勿忽视诉讼时效",
    },
    content: mdAll({
      de_DE:
        "Unternehmen, die von einem Kartell betroffen sein könnten, sollten ihre Ansprüche frühzeitig sichern. Die Verjährung beginnt unter Umständen bereits mit der Veröffentlichung einer Behördenentscheidung.",
      en_US:
        "Companies that may have been affected by a cartel should secure their claims early. Limitation may begin as soon as an authority's decision is published.",
      zh_CN: "可能受到卡特尔影响的企业应尽早保全其请求权。诉讼时效可能自主管机关决定公布之时即开始计算。",
    }),
  },
  {
    key: "compliance-seminar",
    folderKey: "firm",
    daysAgo: 590,
    top: 0,
    personKeys: ["chen-yiran", "laura-becker"],
    practiceAreaKeys: ["compliance", "china"],
    title: {
      de_DE: "Seminarreihe „Compliance in China“ startet in München",
      en_US: "Seminar series “Compliance in China” starts in Munich",
      zh_CN: "“中国合规”系列研讨会在慕尼黑启动",
    },
    content: mdAll({
      de_DE:
        "In vier Abendveranstaltungen erläutern Chen Yiran und Laura Becker Datenschutz, Korruptionsprävention, Exportkontrolle und interne Untersuchungen in China.",
      en_US:
        "Over four evening sessions, Chen Yiran and Laura Becker explain data protection, anti-corruption, export control and internal investigations in China.",
      zh_CN: "陈怡然与劳拉·贝克尔将在四场晚间研讨会上讲解中国的数据保护、反腐败、出口管制和内部调查。",
    }),
  },
  {
    key: "unitranche",
    folderKey: "insights",
    daysAgo: 620,
    top: 0,
    personKeys: ["sebastien-leclerc", "david-okafor"],
    practiceAreaKeys: ["finance"],
    title: {
      de_DE: "Unitranche-Finanzierungen für den Mittelstand",
      en_US: "Unitranche financing for mid-sized companies",
      zh_CN: "面向中型企业的单一层级融资",
    },
    content: mdAll({
      de_DE: `
Kreditfonds bieten mittelständischen Unternehmen mit Unitranche-Finanzierungen eine Alternative zum klassischen Bankkredit: ein Kredit, ein Vertrag, schnelle Entscheidungen.

Dem stehen höhere Zinsen und strengere Kennzahlen gegenüber. Ob sich die Struktur lohnt, hängt vom Vorhaben ab – bei Akquisitionen mit engem Zeitplan oft ja.
`,
      en_US: `
With unitranche financing, debt funds offer mid-sized companies an alternative to traditional bank loans: one loan, one agreement, quick decisions.

On the other side are higher interest rates and tighter covenants. Whether the structure is worthwhile depends on the project – for acquisitions on a tight timetable, often yes.
`,
      zh_CN: `
债务基金通过单一层级融资为中型企业提供了传统银行贷款之外的选择：一笔贷款、一份合同、快速决策。

与之相对的是更高的利率和更严格的财务指标。该结构是否值得采用取决于具体项目——对于时间紧迫的收购项目，答案往往是肯定的。
`,
    }),
  },
  {
    key: "arbitration-board",
    folderKey: "firm",
    daysAgo: 650,
    top: 0,
    personKeys: ["felix-auer"],
    practiceAreaKeys: ["disputes"],
    title: {
      de_DE: "Prof. Dr. Felix Auer in den Vorstand einer Schiedsinstitution gewählt",
      en_US: "Professor Felix Auer elected to the board of an arbitral institution",
      zh_CN: "费利克斯·奥尔教授当选仲裁机构理事",
    },
    content: mdAll({
      de_DE: "Felix Auer wurde für drei Jahre in den Vorstand einer (fiktiven) süddeutschen Schiedsinstitution gewählt.",
      en_US: "Felix Auer has been elected to the board of a (fictional) southern German arbitral institution for three years.",
      zh_CN: "费利克斯·奥尔当选一家（虚构的）南德仲裁机构理事，任期三年。",
    }),
  },
  {
    key: "data-breach-72-hours",
    folderKey: "alerts",
    daysAgo: 680,
    top: 0,
    personKeys: ["laura-becker"],
    practiceAreaKeys: ["compliance"],
    title: {
      de_DE: "Datenpanne: die 72-Stunden-Frist",
      en_US: "Data breach: the 72-hour deadline",
      zh_CN: "数据泄露：72小时报告期限",
    },
    content: mdAll({
      de_DE:
        "Verletzungen des Schutzes personenbezogener Daten sind der Aufsichtsbehörde in der Regel binnen 72 Stunden zu melden. Ein eingeübter Notfallplan entscheidet darüber, ob die Frist zu halten ist.",
      en_US:
        "Personal data breaches generally have to be reported to the supervisory authority within 72 hours. A rehearsed incident plan decides whether the deadline can be met.",
      zh_CN: "发生个人数据泄露时，通常须在72小时内向监管机构报告。能否在期限内完成报告，取决于是否有经过演练的应急预案。",
    }),
  },
  {
    key: "electronic-signatures",
    folderKey: "insights",
    daysAgo: 712,
    top: 0,
    personKeys: ["sophie-brandt"],
    practiceAreaKeys: ["corporate"],
    title: {
      de_DE: "Elektronische Signaturen: was in Deutschland wirksam ist",
      en_US: "Electronic signatures: what is valid in Germany",
      zh_CN: "电子签名：在德国的法律效力",
    },
    content: {
      de_DE: md(`
Die meisten Verträge können formfrei und damit auch mit einfacher elektronischer Signatur geschlossen werden. Wo das Gesetz die Schriftform verlangt, genügt nur die qualifizierte elektronische Signatur.

Für notariell zu beurkundende Geschäfte – etwa Grundstückskäufe oder die Übertragung von GmbH-Anteilen – bleibt es beim Notar, inzwischen teilweise auch per Videoverfahren.
`),
      en_US: md(`
Most contracts require no particular form and can therefore be concluded with a simple electronic signature. Where the law requires written form, only a qualified electronic signature will do.

Transactions requiring notarisation – such as property purchases or transfers of GmbH shares – still go through a notary, now partly also by video procedure.
`),
      zh_CN: md(`
大多数合同无须特定形式，因此可以使用简单电子签名订立。法律要求书面形式的，只有合格电子签名才能满足要求。

须经公证的法律行为——例如不动产买卖或有限责任公司股权转让——仍须由公证人办理，目前部分业务也可通过视频程序完成。
`),
    },
  },
];
