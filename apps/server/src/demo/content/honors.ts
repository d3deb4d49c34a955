import { mdAll } from "./markup.ts";
import type { DemoHonor } from "./types.ts";

/** Honors: the directories and awards named here are invented. `{year}` becomes the year of publication. */
export const HONORS: readonly DemoHonor[] = [
  {
    key: "meridian-corporate",
    daysAgo: 40,
    top: 1,
    personKeys: ["katharina-mueller", "jonas-lindqvist"],
    practiceAreaKeys: ["corporate"],
    title: {
      de_DE: "Meridian Legal Guide {year}: Spitzengruppe Gesellschaftsrecht in München",
      en_US: "Meridian Legal Guide {year}: top tier for corporate law in Munich",
      zh_CN: "《Meridian 法律指南》{year}：慕尼黑公司法领域第一梯队",
    },
    content: mdAll({
      de_DE:
        "Der (fiktive) Meridian Legal Guide führt unsere Corporate-Praxis erneut in der Spitzengruppe. Mandanten loben „Partner, die Verantwortung übernehmen“.",
      en_US:
        "The (fictional) Meridian Legal Guide again ranks our corporate practice in its top tier. Clients praise “partners who take responsibility”.",
      zh_CN: "（虚构的）《Meridian 法律指南》再次将本所公司法业务列入第一梯队。客户称赞本所“合伙人勇于担当”。",
    }),
  },
  {
    key: "asia-europe-award",
    daysAgo: 130,
    top: 1,
    personKeys: ["wang-xiaoming", "katharina-mueller"],
    practiceAreaKeys: ["china"],
    title: {
      de_DE: "Kanzlei des Jahres für China-Geschäft",
      en_US: "Law firm of the year for China business",
      zh_CN: "荣获“年度中国业务律师事务所”",
    },
    content: mdAll({
      de_DE: `
Die (fiktive) Asia-Europe Counsel Review hat Lindqvist Auer & Partner als deutsche Kanzlei des Jahres für das China-Geschäft ausgezeichnet.

Die Jury hob die Zusammenarbeit der Büros in München und Shanghai hervor.
`,
      en_US: `
The (fictional) Asia-Europe Counsel Review named Lindqvist Auer & Partner German law firm of the year for China business.

The jury highlighted the cooperation between the Munich and Shanghai offices.
`,
      zh_CN: `
（虚构的）《亚欧法律顾问评论》授予林奎斯特·奥尔律师事务所“年度德国中国业务律师事务所”称号。

评审团特别肯定了慕尼黑与上海办公室之间的紧密协作。
`,
    }),
  },
  {
    key: "mueller-leading-lawyer",
    daysAgo: 215,
    top: 0,
    personKeys: ["katharina-mueller"],
    practiceAreaKeys: ["corporate"],
    title: {
      de_DE: "Dr. Katharina Müller unter den führenden M&A-Anwältinnen",
      en_US: "Dr Katharina Müller among the leading M&A lawyers",
      zh_CN: "卡塔琳娜·穆勒博士跻身领先并购律师之列",
    },
    content: mdAll({
      de_DE:
        "Bei den (fiktiven) Alpine Business Law Awards wurde Katharina Müller als eine der führenden Anwältinnen für grenzüberschreitende Transaktionen ausgezeichnet.",
      en_US:
        "At the (fictional) Alpine Business Law Awards, Katharina Müller was recognised as one of the leading lawyers for cross-border transactions.",
      zh_CN: "在（虚构的）阿尔卑斯商法大奖评选中，卡塔琳娜·穆勒被评为跨境交易领域的领先律师之一。",
    }),
  },
  {
    key: "meridian-disputes",
    daysAgo: 300,
    top: 0,
    personKeys: ["felix-auer"],
    practiceAreaKeys: ["disputes"],
    title: {
      de_DE: "Meridian Legal Guide {year}: Empfehlung für Prozessführung",
      en_US: "Meridian Legal Guide {year}: recommended for litigation",
      zh_CN: "《Meridian 法律指南》{year}：诉讼领域推荐律所",
    },
    content: mdAll({
      de_DE: "Unsere Praxis für Prozessführung und Schiedsverfahren wird im (fiktiven) Meridian Legal Guide empfohlen.",
      en_US: "Our litigation and arbitration practice is recommended in the (fictional) Meridian Legal Guide.",
      zh_CN: "本所诉讼与仲裁业务获（虚构的）《Meridian 法律指南》推荐。",
    }),
  },
  {
    key: "deal-of-the-year",
    daysAgo: 390,
    top: 0,
    personKeys: ["katharina-mueller", "maximilian-hohenberg"],
    practiceAreaKeys: ["corporate"],
    clientsNamed: [
      {
        name: "Kessler Präzision GmbH",
        consentDaysAgo: 400,
        scope: "Nennung der Auszeichnung des Verkaufs; die Gesellschaft wird dabei nicht namentlich genannt",
      },
    ],
    title: {
      de_DE: "Deal des Jahres im Mittelstand",
      en_US: "Mid-market deal of the year",
      zh_CN: "年度中型市场最佳交易",
    },
    content: mdAll({
      de_DE:
        "Die (fiktiven) Deal Review Awards haben den Verkauf eines bayerischen Maschinenbauers, bei dem wir die Verkäuferfamilie beraten haben, als Deal des Jahres ausgezeichnet.",
      en_US:
        "The (fictional) Deal Review Awards named the sale of a Bavarian engineering company, on which we advised the selling family, mid-market deal of the year.",
      zh_CN: "（虚构的）《交易评论》大奖将本所代表卖方家族参与的一家巴伐利亚机械制造企业出售项目评为年度中型市场最佳交易。",
    }),
  },
  {
    key: "employer-award",
    daysAgo: 450,
    top: 0,
    title: {
      de_DE: "Ausgezeichneter Arbeitgeber für junge Juristinnen und Juristen",
      en_US: "Outstanding employer for young lawyers",
      zh_CN: "青年律师最佳雇主",
    },
    content: mdAll({
      de_DE:
        "In der (fiktiven) Umfrage „Career Compass Law“ bewerteten Referendarinnen und Referendare unsere Ausbildung und Arbeitskultur mit Bestnoten.",
      en_US: "In the (fictional) Career Compass Law survey, trainee lawyers gave our training and working culture top marks.",
      zh_CN: "在（虚构的）“法律职业指南”调查中，见习律师对本所的培训和工作文化给予了最高评价。",
    }),
  },
  {
    key: "pro-bono-award",
    daysAgo: 560,
    top: 0,
    personKeys: ["laura-becker"],
    title: {
      de_DE: "Pro-bono-Preis für die Arbeit mit einer studentischen Rechtsberatung",
      en_US: "Pro bono award for our work with a student law clinic",
      zh_CN: "因支持学生法律诊所荣获公益奖",
    },
    content: mdAll({
      de_DE:
        "Eine (fiktive) bayerische Stiftung für Rechtshilfe hat unser Engagement für die studentische Rechtsberatung in München ausgezeichnet.",
      en_US: "A (fictional) Bavarian legal aid foundation recognised our commitment to the student law clinic in Munich.",
      zh_CN: "一家（虚构的）巴伐利亚法律援助基金会表彰了本所对慕尼黑学生法律诊所的支持。",
    }),
  },
  {
    key: "innovation-award",
    daysAgo: 690,
    top: 0,
    title: {
      de_DE: "Innovationspreis für digitale Mandatsarbeit",
      en_US: "Innovation award for digital client work",
      zh_CN: "数字化法律服务创新奖",
    },
    content: mdAll({
      de_DE:
        "Das (fiktive) Legal Innovation Forum würdigte unseren zweisprachigen Transaktionsraum, in dem Mandanten aus Deutschland und China gemeinsam an Dokumenten arbeiten.",
      en_US:
        "The (fictional) Legal Innovation Forum recognised our bilingual deal room, in which clients from Germany and China work on documents together.",
      zh_CN: "（虚构的）法律创新论坛表彰了本所的双语交易平台，来自德国和中国的客户可在该平台上共同处理文件。",
    }),
  },
];
