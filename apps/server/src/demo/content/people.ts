import { mdAll } from "./markup.ts";
import { admissions, education, memberships, publications, rankings } from "./qualifications.ts";
import type { DemoPerson } from "./types.ts";

const DOMAIN = "lindqvist-auer.example";
const PHONE_PREFIX: Record<string, string> = { munich: "+49 89 5550 12", frankfurt: "+49 69 5550 34", shanghai: "+86 21 5550 78" };

type PersonInput = Omit<DemoPerson, "photoSeed" | "email" | "phone" | "top"> & { mailbox: string; extension: string; top?: 0 | 1 };

/** Fills in what follows from the key and the office: portrait seed, e-mail address, phone number. */
function person(input: PersonInput): DemoPerson {
  const { mailbox, extension, top = 0, ...rest } = input;
  return { ...rest, top, photoSeed: input.key, email: `${mailbox}@${DOMAIN}`, phone: `${PHONE_PREFIX[input.officeKey]}${extension}` };
}

export const PEOPLE: readonly DemoPerson[] = [
  person({
    key: "katharina-mueller",
    mailbox: "katharina.mueller",
    extension: "01",
    top: 1,
    name: { de_DE: "Dr. Katharina Müller", en_US: "Dr Katharina Müller", zh_CN: "卡塔琳娜·穆勒博士" },
    officeKey: "munich",
    jobKeys: ["partner-f"],
    practiceAreaKeys: ["corporate", "china"],
    spokenLanguages: ["de", "en", "fr"],
    intro: mdAll({
      de_DE: `
Katharina Müller ist Managing Partner der Kanzlei und berät seit über zwanzig Jahren bei Unternehmenstransaktionen, Joint Ventures und Nachfolgeregelungen. Ihr Schwerpunkt liegt auf grenzüberschreitenden Mandaten zwischen Deutschland, Frankreich und China.

Mandanten schätzen ihre ruhige Verhandlungsführung und ihre Fähigkeit, auch in angespannten Situationen tragfähige Kompromisse zu finden. Sie hat zahlreiche Familienunternehmen beim Verkauf an strategische Investoren und Finanzinvestoren begleitet.

Vor der Gründung von Lindqvist Auer & Partner war sie mehrere Jahre in Paris und London tätig. Sie lehrt Unternehmenskaufrecht als Lehrbeauftragte an einer Münchner Hochschule.
`,
      en_US: `
Katharina Müller is the firm's managing partner. For more than twenty years she has advised on acquisitions, joint ventures and succession arrangements, with a focus on cross-border matters between Germany, France and China.

Clients value her calm approach to negotiations and her ability to find workable compromises even in tense situations. She has advised many family-owned companies on their sale to strategic and financial investors.

Before co-founding Lindqvist Auer & Partner she practised in Paris and London for several years. She teaches M&A law as a lecturer at a Munich university.
`,
      zh_CN: `
卡塔琳娜·穆勒博士是本所管理合伙人，二十余年来专注于企业并购、合资及企业传承业务，尤其擅长德国、法国与中国之间的跨境项目。

客户赞赏她沉稳的谈判风格，以及在紧张局面中找到可行折中方案的能力。她曾协助众多家族企业向战略投资人和财务投资人出售业务。

在共同创立林奎斯特·奥尔律师事务所之前，她曾在巴黎和伦敦执业多年。她还在慕尼黑一所大学兼任并购法讲师。
`,
    }),
    profile: [
      education([
        ["doctorate", "lmu", 2003],
        ["law", "lmu", 2001],
        ["maitrise", "sciencesPo", 2000],
      ]),
      admissions([
        ["germany", 2003],
        ["paris", 2005],
      ]),
      memberships({
        de_DE: ["Deutsch-Französische Juristenvereinigung", "Deutsch-Chinesische Juristenvereinigung"],
        en_US: ["Franco-German Lawyers' Association", "German-Chinese Lawyers' Association"],
        zh_CN: ["德法法学家协会", "德中法学家协会"],
      }),
      publications([
        {
          title: {
            de_DE: "Unternehmensnachfolge in Familienunternehmen: der Verkauf an Finanzinvestoren",
            en_US: "Succession in family businesses: the sale to financial investors",
            zh_CN: "《家族企业传承：向财务投资人出售》",
          },
          where: { de_DE: "Zeitschrift für Unternehmenskauf", en_US: "M&A law journal", zh_CN: "并购法期刊" },
          year: 2023,
        },
      ]),
      rankings([
        {
          text: {
            de_DE: "Handbuch Wirtschaftskanzleien: häufig empfohlen für M&A",
            en_US: "Business law firm handbook: frequently recommended for M&A",
            zh_CN: "《德国商业律所手册》：并购领域频繁推荐律师",
          },
          year: 2025,
        },
        {
          text: {
            de_DE: "Verzeichnis führender Anwälte: Corporate/M&A, Band 2",
            en_US: "Directory of leading lawyers: Corporate/M&A, band 2",
            zh_CN: "《领先律师名录》：公司/并购领域第二等",
          },
          year: 2024,
        },
      ]),
    ],
    specialistTitles: ["commercialCorporate", "internationalBusiness"],
  }),
  person({
    key: "jonas-lindqvist",
    mailbox: "jonas.lindqvist",
    extension: "02",
    top: 1,
    name: { de_DE: "Jonas Lindqvist", en_US: "Jonas Lindqvist", zh_CN: "约纳斯·林奎斯特" },
    officeKey: "munich",
    jobKeys: ["partner"],
    practiceAreaKeys: ["corporate", "finance"],
    spokenLanguages: ["sv", "de", "en"],
    intro: mdAll({
      de_DE: `
Jonas Lindqvist ist Gründungspartner der Kanzlei. Er berät Finanzinvestoren, Family Offices und Unternehmen bei Private-Equity-Transaktionen, Beteiligungen und deren Finanzierung.

Aufgewachsen in Stockholm, kam er zum Studium nach München und blieb. Seine nordische Gelassenheit ist in langen Verhandlungsnächten ebenso bekannt wie seine Genauigkeit bei Finanzierungsdokumenten.
`,
      en_US: `
Jonas Lindqvist is a founding partner of the firm. He advises financial investors, family offices and companies on private equity transactions, minority investments and their financing.

Raised in Stockholm, he came to Munich to study and stayed. His Nordic composure during long nights of negotiation is as well known as his precision with finance documents.
`,
      zh_CN: `
约纳斯·林奎斯特是本所创始合伙人，为财务投资人、家族办公室和企业提供私募股权交易、股权投资及相关融资的法律服务。

他在斯德哥尔摩长大，来慕尼黑求学后便定居于此。他在通宵谈判中的北欧式沉着与他对融资文件的严谨同样为人称道。
`,
    }),
    profile: [
      education([
        ["law", "lmu", 2004],
        ["llm", "stockholm", 2002],
      ]),
      admissions([["germany", 2004]]),
    ],
  }),
  person({
    key: "wang-xiaoming",
    mailbox: "wang.xiaoming",
    extension: "01",
    top: 1,
    name: { de_DE: "Wang Xiaoming", en_US: "Wang Xiaoming", zh_CN: "王小明" },
    officeKey: "shanghai",
    jobKeys: ["partner"],
    practiceAreaKeys: ["china", "corporate", "disputes"],
    spokenLanguages: ["zh", "en", "de"],
    intro: mdAll({
      de_DE: `
Wang Xiaoming leitet das Büro in Shanghai. Er berät deutsche und europäische Unternehmen bei Investitionen in China – bei der Gründung von Tochtergesellschaften, bei Joint Ventures und Unternehmenskäufen – sowie chinesische Investoren in Europa.

Er studierte in Shanghai und Heidelberg und arbeitete mehrere Jahre in der Rechtsabteilung eines deutschen Automobilzulieferers in China. Auf eigenen Wunsch führt er seinen Namen auch in der deutschen und englischen Fassung in chinesischen Schriftzeichen.
`,
      en_US: `
Wang Xiaoming heads the Shanghai office. He advises German and European companies on investments in China – setting up subsidiaries, joint ventures and acquisitions – and Chinese investors in Europe.

He studied in Shanghai and Heidelberg and spent several years in the legal department of a German automotive supplier in China. At his own request his name is shown in Chinese characters in the German and English versions too.
`,
      zh_CN: `
王小明律师负责上海办公室的工作，为德国及欧洲企业在华投资提供法律服务，包括设立子公司、合资及并购，同时为中国投资人在欧洲的投资提供咨询。

他曾在上海和海德堡求学，并曾在一家德国汽车零部件供应商的中国法务部工作多年。
`,
    }),
    profile: [
      education([
        ["llm", "heidelberg", 2008],
        ["bachelorCn", "ecupl", 2006],
      ]),
      admissions([["china", 2009]]),
    ],
  }),
  person({
    key: "felix-auer",
    mailbox: "felix.auer",
    extension: "03",
    top: 1,
    name: { de_DE: "Prof. Dr. Felix Auer", en_US: "Professor Felix Auer", zh_CN: "费利克斯·奥尔教授" },
    officeKey: "munich",
    jobKeys: ["partner"],
    practiceAreaKeys: ["disputes"],
    spokenLanguages: ["de", "en"],
    specialistTitles: ["constructionArchitects"],
    intro: mdAll({
      de_DE: `
Felix Auer ist Gründungspartner und leitet die Praxisgruppe Prozessführung und Schiedsverfahren. Er vertritt Unternehmen in komplexen Handels- und Gesellschafterstreitigkeiten und ist regelmäßig als Schiedsrichter tätig.

Er ist Honorarprofessor für Zivilverfahrensrecht und Autor eines Standardkommentars zum Schiedsverfahrensrecht.

Sein Grundsatz: Ein Prozess ist nur dann gut geführt, wenn der Mandant vorher wusste, was ihn erwartet.
`,
      en_US: `
Felix Auer is a founding partner and heads the litigation and arbitration practice. He represents companies in complex commercial and shareholder disputes and regularly sits as an arbitrator.

He is an honorary professor of civil procedure and the author of a leading commentary on arbitration law.

His principle: a case is only well run if the client knew beforehand what to expect.
`,
      zh_CN: `
费利克斯·奥尔教授是本所创始合伙人，负责诉讼与仲裁业务组，代理企业处理复杂的商事及股东纠纷，并经常担任仲裁员。

他是民事诉讼法荣誉教授，著有一部权威的仲裁法评注。

他的原则是：只有当客户事先清楚知道将面对什么，一场诉讼才算处理得当。
`,
    }),
    profile: [
      education([
        ["law", "heidelberg", 1998],
        ["doctorate", "heidelberg", 1996],
      ]),
      admissions([["germany", 1998]]),
      publications([
        {
          title: {
            de_DE: "Kommentar zum Schiedsverfahrensrecht (Mitherausgeber)",
            en_US: "Commentary on German arbitration law (co-editor)",
            zh_CN: "《德国仲裁法评注》（合编）",
          },
          where: { de_DE: "Fachverlag für Wirtschaftsrecht", en_US: "Business law publishers", zh_CN: "商法专业出版社" },
          year: 2019,
        },
        {
          title: {
            de_DE: "Beweisaufnahme im internationalen Schiedsverfahren",
            en_US: "Taking evidence in international arbitration",
            zh_CN: "《国际仲裁中的证据调查》",
          },
          where: { de_DE: "Zeitschrift für Schiedsverfahren", en_US: "Arbitration journal", zh_CN: "仲裁期刊" },
          year: 2016,
        },
      ]),
      rankings([
        {
          text: {
            de_DE: "Handbuch Wirtschaftskanzleien: führender Name für Schiedsverfahren",
            en_US: "Business law firm handbook: leading name for arbitration",
            zh_CN: "《德国商业律所手册》：仲裁领域领先律师",
          },
          year: 2025,
        },
      ]),
    ],
  }),
  person({
    key: "sophie-brandt",
    mailbox: "sophie.brandt",
    extension: "01",
    name: { de_DE: "Dr. Sophie Brandt", en_US: "Dr Sophie Brandt", zh_CN: "索菲·勃兰特博士" },
    officeKey: "frankfurt",
    jobKeys: ["partner-f", "notary-f"],
    practiceAreaKeys: ["real-estate", "corporate"],
    spokenLanguages: ["de", "en"],
    intro: mdAll({
      de_DE: `
Sophie Brandt leitet das Frankfurter Büro. Sie berät Investoren, Projektentwickler und Unternehmen bei Immobilientransaktionen und gewerblichen Mietverträgen und ist als Notarin in Frankfurt am Main bestellt.

Zuvor war sie acht Jahre in der Immobilienpraxis einer internationalen Kanzlei tätig.
`,
      en_US: `
Sophie Brandt heads the Frankfurt office. She advises investors, developers and companies on real estate transactions and commercial leases, and is appointed as a notary in Frankfurt am Main.

She previously spent eight years in the real estate practice of an international law firm.
`,
      zh_CN: `
索菲·勃兰特博士负责法兰克福办公室，为投资人、开发商和企业提供不动产交易及商业租赁方面的法律服务，并获任法兰克福公证人。

此前，她曾在一家国际律师事务所的房地产业务组工作八年。
`,
    }),
    profile: [
      education([
        ["law", "goethe", 2008],
        ["doctorate", "goethe", 2007],
      ]),
      admissions([
        ["germany", 2008],
        ["notary", 2019],
      ]),
    ],
  }),
  person({
    key: "matthias-oberhuber",
    mailbox: "matthias.oberhuber",
    extension: "04",
    name: { de_DE: "Matthias Oberhuber", en_US: "Matthias Oberhuber", zh_CN: "马蒂亚斯·奥伯胡贝尔" },
    officeKey: "munich",
    jobKeys: ["partner"],
    practiceAreaKeys: ["tax", "corporate"],
    spokenLanguages: ["de", "en", "it"],
    specialistTitles: ["tax", "commercialCorporate"],
    intro: mdAll({
      de_DE:
        "Matthias Oberhuber ist Rechtsanwalt und Steuerberater. Er strukturiert Transaktionen, Umwandlungen und Unternehmensnachfolgen und begleitet Familienunternehmen aus Bayern, Österreich und Südtirol seit vielen Jahren.",
      en_US:
        "Matthias Oberhuber is a lawyer and certified tax adviser. He structures transactions, conversions and succession plans and has advised family businesses from Bavaria, Austria and South Tyrol for many years.",
      zh_CN:
        "马蒂亚斯·奥伯胡贝尔既是律师也是注册税务师，专注于交易、企业改制及企业传承的税务架构设计，多年来为巴伐利亚、奥地利和南蒂罗尔的家族企业提供服务。",
    }),
    profile: [
      education([
        ["taxAdviser", "munichChamber", 2010],
        ["law", "vienna", 2006],
      ]),
      admissions([
        ["germany", 2006],
        ["taxAdviser", 2010],
      ]),
    ],
  }),
  person({
    key: "chen-yiran",
    mailbox: "chen.yiran",
    extension: "02",
    name: { de_DE: "Chen Yiran", en_US: "Chen Yiran", zh_CN: "陈怡然" },
    officeKey: "shanghai",
    jobKeys: ["partner-f"],
    practiceAreaKeys: ["ip", "compliance"],
    spokenLanguages: ["zh", "en"],
    intro: mdAll({
      de_DE: `
Chen Yiran berät zu gewerblichem Rechtsschutz, Technologietransfer und Datenschutz in China. Sie vertritt europäische Unternehmen in Marken- und Patentverletzungsverfahren vor chinesischen Gerichten und begleitet Datenübermittlungen zwischen China und Europa.

Vor ihrem Wechsel in die Anwaltschaft war sie Richterin an einem Gericht für geistiges Eigentum.
`,
      en_US: `
Chen Yiran advises on intellectual property, technology transfer and data protection in China. She represents European companies in trade mark and patent infringement proceedings before Chinese courts and supports data transfers between China and Europe.

Before joining the bar she served as a judge at an intellectual property court.
`,
      zh_CN: `
陈怡然律师专注于中国的知识产权、技术转让和数据保护业务，代理欧洲企业在中国法院处理商标及专利侵权案件，并协助处理中欧之间的数据传输事宜。

执业之前，她曾在知识产权法院担任法官。
`,
    }),
    profile: [
      education([
        ["masterCn", "peking", 2007],
        ["bachelorCn", "fudan", 2004],
      ]),
      admissions([["china", 2015]]),
    ],
  }),
  person({
    key: "sebastien-leclerc",
    mailbox: "sebastien.leclerc",
    extension: "02",
    name: { de_DE: "Sébastien Leclerc", en_US: "Sébastien Leclerc", zh_CN: "塞巴斯蒂安·勒克莱尔" },
    officeKey: "frankfurt",
    jobKeys: ["partner"],
    practiceAreaKeys: ["finance"],
    spokenLanguages: ["fr", "en", "de"],
    intro: mdAll({
      de_DE:
        "Sébastien Leclerc berät Banken, Kreditfonds und Unternehmen bei Akquisitions- und Unternehmensfinanzierungen, Refinanzierungen und Restrukturierungen. Er ist in Deutschland und Frankreich zugelassen.",
      en_US:
        "Sébastien Leclerc advises banks, debt funds and companies on acquisition and corporate financings, refinancings and restructurings. He is admitted in Germany and France.",
      zh_CN: "塞巴斯蒂安·勒克莱尔为银行、债务基金和企业提供收购融资、公司融资、再融资及重组方面的法律服务，同时具有德国和法国执业资格。",
    }),
    profile: [
      education([
        ["llm", "goethe", 2009],
        ["maitrise", "sciencesPo", 2007],
      ]),
      admissions([
        ["paris", 2008],
        ["germany", 2012],
      ]),
    ],
  }),
  person({
    key: "hannah-weiss",
    mailbox: "hannah.weiss",
    extension: "05",
    name: { de_DE: "Dr. Hannah Weiß", en_US: "Dr Hannah Weiß", zh_CN: "汉娜·魏斯博士" },
    officeKey: "munich",
    jobKeys: ["counsel"],
    practiceAreaKeys: ["antitrust"],
    spokenLanguages: ["de", "en"],
    intro: mdAll({
      de_DE: `
Hannah Weiß berät zu Fusionskontrolle, Vertriebskartellrecht und Kartellschadensersatz. Sie koordiniert Anmeldungen in mehreren Jurisdiktionen und bereitet Unternehmen auf Durchsuchungen vor.

Vor ihrem Eintritt in die Kanzlei war sie drei Jahre Referentin in einer Beschlussabteilung einer Wettbewerbsbehörde.
`,
      en_US: `
Hannah Weiß advises on merger control, distribution antitrust and cartel damages. She coordinates multi-jurisdictional filings and prepares companies for dawn raids.

Before joining the firm she spent three years as a case handler at a competition authority.
`,
      zh_CN: `
汉娜·魏斯博士专注于经营者集中审查、分销领域反垄断及卡特尔损害赔偿业务，负责协调多法域申报，并协助企业为突击检查做好准备。

加入本所前，她曾在竞争主管机构担任案件审查员三年。
`,
    }),
    profile: [
      education([
        ["law", "humboldt", 2013],
        ["doctorate", "humboldt", 2012],
        ["llm", "edinburgh", 2010],
      ]),
      admissions([["germany", 2013]]),
    ],
  }),
  person({
    key: "lukas-schneider",
    mailbox: "lukas.schneider",
    extension: "03",
    name: { de_DE: "Lukas Schneider", en_US: "Lukas Schneider", zh_CN: "卢卡斯·施耐德" },
    officeKey: "frankfurt",
    jobKeys: ["counsel", "notary"],
    practiceAreaKeys: ["real-estate"],
    spokenLanguages: ["de", "en"],
    specialistTitles: ["tenancyCondominium"],
    intro: mdAll({
      de_DE:
        "Lukas Schneider berät bei Immobilientransaktionen und Projektentwicklungen und beurkundet als Notar Grundstückskaufverträge, Teilungserklärungen und gesellschaftsrechtliche Vorgänge.",
      en_US:
        "Lukas Schneider advises on real estate transactions and developments and, as a notary, records property purchase agreements, declarations of division and corporate deeds.",
      zh_CN: "卢卡斯·施耐德为不动产交易及项目开发提供法律服务，并以公证人身份为不动产买卖合同、分割声明及公司事务办理公证。",
    }),
    profile: [
      education([["law", "goethe", 2011]]),
      admissions([
        ["germany", 2011],
        ["notary", 2022],
      ]),
    ],
  }),
  person({
    key: "li-na",
    mailbox: "li.na",
    extension: "03",
    name: { de_DE: "Li Na", en_US: "Li Na", zh_CN: "李娜" },
    officeKey: "shanghai",
    jobKeys: ["counsel"],
    practiceAreaKeys: ["employment", "china"],
    spokenLanguages: ["zh", "en", "de"],
    intro: mdAll({
      de_DE:
        "Li Na berät ausländische Unternehmen in China zum Arbeitsrecht: Arbeitsverträge, Entsendungen, Restrukturierungen und Verfahren vor den Arbeitsschiedskommissionen.",
      en_US:
        "Li Na advises foreign companies in China on employment law: employment contracts, secondments, restructurings and proceedings before labour arbitration commissions.",
      zh_CN: "李娜律师为在华外资企业提供劳动法服务，包括劳动合同、外派、重组以及劳动争议仲裁程序。",
    }),
    profile: [
      education([
        ["llm", "heidelberg", 2013],
        ["bachelorCn", "tongji", 2011],
      ]),
      admissions([["china", 2014]]),
    ],
  }),
  person({
    key: "maximilian-hohenberg",
    mailbox: "maximilian.hohenberg",
    extension: "06",
    name: {
      de_DE: "Maximilian von Hohenberg-Straßburger",
      en_US: "Maximilian von Hohenberg-Straßburger",
      zh_CN: "马克西米利安·冯·霍恩贝格-斯特拉斯堡格",
    },
    officeKey: "munich",
    jobKeys: ["senior-associate"],
    practiceAreaKeys: ["corporate", "antitrust"],
    spokenLanguages: ["de", "en", "fr"],
    intro: mdAll({
      de_DE:
        "Maximilian von Hohenberg-Straßburger berät bei Unternehmenskäufen und Joint Ventures und koordiniert die fusionskontrollrechtliche Prüfung der Transaktionen.",
      en_US:
        "Maximilian von Hohenberg-Straßburger advises on acquisitions and joint ventures and coordinates the merger control review of the transactions.",
      zh_CN: "马克西米利安·冯·霍恩贝格-斯特拉斯堡格为企业并购及合资项目提供法律服务，并负责协调交易的经营者集中审查。",
    }),
    profile: [education([["law", "lmu", 2017]]), admissions([["germany", 2017]])],
  }),
  person({
    key: "elena-rossi",
    mailbox: "elena.rossi",
    extension: "04",
    name: { de_DE: "Elena Rossi", en_US: "Elena Rossi", zh_CN: "埃莱娜·罗西" },
    officeKey: "frankfurt",
    jobKeys: ["senior-associate"],
    practiceAreaKeys: ["disputes"],
    spokenLanguages: ["it", "de", "en"],
    intro: mdAll({
      de_DE:
        "Elena Rossi vertritt Mandanten in Handelsstreitigkeiten und internationalen Schiedsverfahren, insbesondere mit Bezug zu Italien.",
      en_US: "Elena Rossi represents clients in commercial disputes and international arbitration, particularly matters involving Italy.",
      zh_CN: "埃莱娜·罗西代理客户处理商事纠纷和国际仲裁案件，尤其是涉及意大利的案件。",
    }),
    profile: [
      education([
        ["llm", "goethe", 2016],
        ["laurea", "bocconi", 2014],
      ]),
      admissions([
        ["milan", 2016],
        ["germany", 2019],
      ]),
    ],
  }),
  person({
    key: "tobias-kraemer",
    mailbox: "tobias.kraemer",
    extension: "07",
    name: { de_DE: "Tobias Krämer", en_US: "Tobias Krämer", zh_CN: "托比亚斯·克雷默" },
    officeKey: "munich",
    jobKeys: ["senior-associate"],
    practiceAreaKeys: ["employment"],
    spokenLanguages: ["de", "en"],
    specialistTitles: ["employment"],
    intro: mdAll({
      de_DE: `
Tobias Krämer berät Arbeitgeber im individuellen und kollektiven Arbeitsrecht. Er verhandelt Interessenausgleiche und Sozialpläne und vertritt Unternehmen vor den Arbeitsgerichten.

Ein Schwerpunkt seiner Arbeit ist der Einsatz von Software und künstlicher Intelligenz im Personalwesen.
`,
      en_US: `
Tobias Krämer advises employers on individual and collective employment law. He negotiates reconciliation of interests and social plans and represents companies before the labour courts.

One focus of his work is the use of software and artificial intelligence in HR.
`,
      zh_CN: `
托比亚斯·克雷默为雇主提供个别劳动法及集体劳动法方面的服务，负责谈判利益平衡协议和社会计划，并在劳动法院代理企业。

他的工作重点之一是软件和人工智能在人力资源管理中的应用。
`,
    }),
    profile: [education([["law", "lmu", 2016]]), admissions([["germany", 2016]])],
  }),
  person({
    key: "zhang-wei",
    mailbox: "zhang.wei",
    extension: "04",
    name: { de_DE: "Zhang Wei", en_US: "Zhang Wei", zh_CN: "张伟" },
    officeKey: "shanghai",
    jobKeys: ["senior-associate"],
    practiceAreaKeys: ["tax", "china"],
    spokenLanguages: ["zh", "en"],
    intro: mdAll({
      de_DE: "Zhang Wei berät zu chinesischem Steuerrecht, Verrechnungspreisen und Gewinnrepatriierung.",
      en_US: "Zhang Wei advises on Chinese tax law, transfer pricing and profit repatriation.",
      zh_CN: "张伟律师专注于中国税法、转让定价及利润汇回等事务。",
    }),
    profile: [education([["masterCn", "fudan", 2015]]), admissions([["china", 2016]])],
  }),
  person({
    key: "amelie-fischer",
    mailbox: "amelie.fischer",
    extension: "08",
    name: { de_DE: "Amélie Fischer", en_US: "Amélie Fischer", zh_CN: "阿梅莉·菲舍尔" },
    officeKey: "munich",
    jobKeys: ["senior-associate"],
    practiceAreaKeys: ["ip"],
    spokenLanguages: ["de", "en", "es"],
    specialistTitles: ["intellectualProperty", "copyrightMedia"],
    intro: mdAll({
      de_DE: "Amélie Fischer berät zu Marken, Designs und Softwarelizenzen und führt Verletzungsverfahren vor den Münchner Spezialkammern.",
      en_US:
        "Amélie Fischer advises on trade marks, designs and software licences and conducts infringement proceedings before the specialised chambers in Munich.",
      zh_CN: "阿梅莉·菲舍尔专注于商标、外观设计和软件许可业务，并在慕尼黑法院专门法庭处理侵权诉讼。",
    }),
    profile: [
      education([
        ["llm", "columbia", 2018],
        ["law", "lmu", 2017],
      ]),
      admissions([
        ["germany", 2017],
        ["newYork", 2019],
      ]),
    ],
  }),
  person({
    key: "david-okafor",
    mailbox: "david.okafor",
    extension: "05",
    name: { de_DE: "David Okafor", en_US: "David Okafor", zh_CN: "大卫·奥卡福" },
    officeKey: "frankfurt",
    jobKeys: ["associate"],
    practiceAreaKeys: ["finance", "compliance"],
    spokenLanguages: ["en", "de"],
    intro: mdAll({
      de_DE: "David Okafor berät Banken und Unternehmen bei Finanzierungen und zu Geldwäscheprävention.",
      en_US: "David Okafor advises banks and companies on financings and anti-money-laundering compliance.",
      zh_CN: "大卫·奥卡福为银行和企业提供融资及反洗钱合规方面的法律服务。",
    }),
    profile: [
      education([
        ["llm", "goethe", 2021],
        ["llb", "lagos", 2019],
      ]),
    ],
  }),
  person({
    key: "laura-becker",
    mailbox: "laura.becker",
    extension: "09",
    name: { de_DE: "Laura Becker", en_US: "Laura Becker", zh_CN: "劳拉·贝克尔" },
    officeKey: "munich",
    jobKeys: ["associate-f"],
    practiceAreaKeys: ["compliance"],
    spokenLanguages: ["de", "en"],
    intro: mdAll({
      de_DE: "Laura Becker berät zu Datenschutz, Hinweisgebersystemen und internen Untersuchungen.",
      en_US: "Laura Becker advises on data protection, whistleblowing systems and internal investigations.",
      zh_CN: "劳拉·贝克尔专注于数据保护、举报人制度及内部调查业务。",
    }),
    profile: [education([["law", "heidelberg", 2022]]), admissions([["germany", 2022]])],
  }),
  person({
    key: "liu-yang",
    mailbox: "liu.yang",
    extension: "05",
    name: { de_DE: "Liu Yang", en_US: "Liu Yang", zh_CN: "刘洋" },
    officeKey: "shanghai",
    jobKeys: ["associate"],
    practiceAreaKeys: ["corporate", "disputes"],
    spokenLanguages: ["zh", "en", "de"],
    intro: mdAll({
      de_DE: `
Liu Yang unterstützt Mandanten bei Gesellschaftsgründungen, Joint Ventures und Handelsstreitigkeiten in China.

Er hat ein Jahr im Münchner Büro der Kanzlei gearbeitet und ist seitdem die erste Anlaufstelle für deutsche Mandanten, die in Shanghai einen Gesprächspartner in ihrer Sprache suchen.
`,
      en_US: `
Liu Yang supports clients on company formations, joint ventures and commercial disputes in China.

He spent a year in the firm's Munich office and has since been the first point of contact for German clients looking for someone in Shanghai who speaks their language.
`,
      zh_CN: `
刘洋律师协助客户处理在华公司设立、合资及商事纠纷事务。

他曾在本所慕尼黑办公室工作一年，此后一直是希望在上海以德语沟通的德国客户的首要联系人。
`,
    }),
    profile: [
      education([
        ["llm", "lmu", 2020],
        ["bachelorCn", "ecupl", 2018],
      ]),
      admissions([["china", 2021]]),
    ],
  }),
  person({
    key: "niklas-vogel",
    mailbox: "niklas.vogel",
    extension: "10",
    name: { de_DE: "Niklas Vogel", en_US: "Niklas Vogel", zh_CN: "尼克拉斯·福格尔" },
    officeKey: "munich",
    jobKeys: ["associate"],
    practiceAreaKeys: ["real-estate", "tax"],
    spokenLanguages: ["de", "en"],
    intro: mdAll({
      de_DE: "Niklas Vogel berät bei Immobilientransaktionen und deren steuerlicher Strukturierung.",
      en_US: "Niklas Vogel advises on real estate transactions and their tax structuring.",
      zh_CN: "尼克拉斯·福格尔为不动产交易及其税务架构提供法律服务。",
    }),
    profile: [education([["law", "lmu", 2023]]), admissions([["germany", 2023]])],
  }),
  person({
    key: "mira-hoffmann",
    mailbox: "mira.hoffmann",
    extension: "06",
    name: { de_DE: "Mira Hoffmann", en_US: "Mira Hoffmann", zh_CN: "米拉·霍夫曼" },
    officeKey: "frankfurt",
    jobKeys: ["associate-f"],
    practiceAreaKeys: ["antitrust", "disputes"],
    spokenLanguages: ["de", "en", "fr"],
    intro: mdAll({
      de_DE: "Mira Hoffmann berät zu Kartellrecht und vertritt Unternehmen in Schadensersatzprozessen.",
      en_US: "Mira Hoffmann advises on antitrust law and represents companies in damages litigation.",
      zh_CN: "米拉·霍夫曼专注于反垄断法业务，并代理企业参与损害赔偿诉讼。",
    }),
    profile: [education([["law", "goethe", 2022]]), admissions([["germany", 2022]])],
  }),
  person({
    key: "sabine-gruber",
    mailbox: "sabine.gruber",
    extension: "11",
    name: { de_DE: "Sabine Gruber", en_US: "Sabine Gruber", zh_CN: "萨比娜·格鲁伯" },
    officeKey: "munich",
    jobKeys: ["legal-assistant"],
    practiceAreaKeys: ["corporate"],
    spokenLanguages: ["de", "en"],
    intro: mdAll({
      de_DE: "Sabine Gruber koordiniert Transaktionsdokumentation und Datenräume.",
      en_US: "Sabine Gruber coordinates transaction documents and data rooms.",
      zh_CN: "萨比娜·格鲁伯负责协调交易文件和数据室。",
    }),
    profile: [education([["paralegal", "munichChamber", 2005]])],
  }),
  person({
    key: "zhou-min",
    mailbox: "zhou.min",
    extension: "06",
    name: { de_DE: "Zhou Min", en_US: "Zhou Min", zh_CN: "周敏" },
    officeKey: "shanghai",
    jobKeys: ["legal-assistant"],
    practiceAreaKeys: ["china"],
    spokenLanguages: ["zh", "en"],
    intro: mdAll({
      de_DE: "Zhou Min betreut Registrierungsverfahren bei den chinesischen Behörden.",
      en_US: "Zhou Min handles registration procedures with the Chinese authorities.",
      zh_CN: "周敏负责办理向中国主管部门提交的登记备案手续。",
    }),
    profile: [],
  }),
  person({
    key: "petra-lang",
    mailbox: "petra.lang",
    extension: "12",
    name: { de_DE: "Petra Lang", en_US: "Petra Lang", zh_CN: "佩特拉·朗" },
    officeKey: "munich",
    jobKeys: ["legal-assistant"],
    practiceAreaKeys: ["disputes"],
    spokenLanguages: ["de"],
    intro: mdAll({
      de_DE: "Petra Lang organisiert Fristen, Schriftsätze und Verhandlungstermine der Prozesspraxis.",
      en_US: "Petra Lang manages deadlines, briefs and hearings for the litigation practice.",
      zh_CN: "佩特拉·朗负责诉讼业务组的期限管理、文书和庭审安排。",
    }),
    profile: [],
  }),
];
