import { mdAll } from "./markup.ts";
import type { DemoCase } from "./types.ts";

/** Case analyses: every client and company named here is invented. */
export const CASES: readonly DemoCase[] = [
  {
    key: "kessler-sale",
    folderKey: "transactions",
    daysAgo: 25,
    top: 1,
    personKeys: ["katharina-mueller", "maximilian-hohenberg", "wang-xiaoming"],
    practiceAreaKeys: ["corporate", "china"],
    clientsNamed: [
      {
        name: "Kessler Präzision GmbH",
        consentDaysAgo: 40,
        scope: "Nennung als Mandantin und des Verkaufs an einen Strategen auf der Website, in allen Sprachen",
      },
    ],
    title: {
      de_DE: "Verkauf der Kessler Präzision GmbH an einen asiatischen Strategen",
      en_US: "Sale of Kessler Präzision GmbH to an Asian strategic investor",
      zh_CN: "协助 Kessler Präzision GmbH 出售予亚洲战略投资人",
    },
    content: mdAll({
      de_DE: `
Wir haben die Gesellschafterfamilie der Kessler Präzision GmbH, eines oberbayerischen Herstellers von Werkzeugmaschinen, beim Verkauf sämtlicher Anteile an einen börsennotierten Industriekonzern beraten.

Die Transaktion erforderte eine Investitionsprüfung und eine Fusionskontrollanmeldung in drei Ländern. Das Management bleibt an Bord, der Standort in Oberbayern wurde vertraglich abgesichert.
`,
      en_US: `
We advised the family shareholders of Kessler Präzision GmbH, a machine-tool manufacturer in Upper Bavaria, on the sale of all shares to a listed industrial group.

The transaction required investment screening and merger filings in three countries. Management stays on board, and the Upper Bavarian site was secured by contract.
`,
      zh_CN: `
我们为上巴伐利亚机床制造商 Kessler Präzision GmbH 的家族股东提供法律服务，协助其将全部股权出售给一家上市工业集团。

该交易涉及外商投资审查，并须在三个国家进行经营者集中申报。管理层继续留任，上巴伐利亚的生产基地也通过合同得到保障。
`,
    }),
  },
  {
    key: "nordlicht-refinancing",
    folderKey: "transactions",
    daysAgo: 64,
    top: 0,
    personKeys: ["sebastien-leclerc", "jonas-lindqvist", "david-okafor"],
    practiceAreaKeys: ["finance"],
    clientsNamed: [
      {
        name: "Nordlicht Energie AG",
        consentDaysAgo: 70,
        scope: "Nennung als Mandantin, des Volumens und der Unitranche-Finanzierung; keine Nennung des Kreditgebers",
      },
    ],
    title: {
      de_DE: "Refinanzierung der Nordlicht Energie AG über 180 Mio. Euro",
      en_US: "EUR 180 million refinancing of Nordlicht Energie AG",
      zh_CN: "Nordlicht Energie AG 1.8亿欧元再融资",
    },
    content: mdAll({
      de_DE:
        "Unser Frankfurter Finanzierungsteam hat die Nordlicht Energie AG bei der Refinanzierung ihrer Konzernfinanzierung durch eine Unitranche-Fazilität eines Kreditfonds beraten. Die Finanzierung enthält eine an Nachhaltigkeitskennzahlen gekoppelte Zinskomponente.",
      en_US:
        "Our Frankfurt finance team advised Nordlicht Energie AG on refinancing its group debt with a unitranche facility from a debt fund. The financing includes an interest component linked to sustainability targets.",
      zh_CN:
        "我们的法兰克福金融团队协助 Nordlicht Energie AG 通过一家债务基金提供的单一层级贷款对其集团债务进行再融资。该融资包含与可持续发展指标挂钩的利率安排。",
    }),
  },
  {
    key: "huayuan-arbitration",
    folderKey: "disputes",
    daysAgo: 110,
    top: 1,
    personKeys: ["felix-auer", "wang-xiaoming", "elena-rossi"],
    practiceAreaKeys: ["disputes", "china"],
    title: {
      de_DE: "Schiedsverfahren: Erfolg für einen chinesischen Automobilzulieferer",
      en_US: "Arbitration: success for a Chinese automotive supplier",
      zh_CN: "仲裁胜诉：代理中国汽车零部件供应商",
    },
    content: mdAll({
      de_DE: `
Wir haben die Huayuan Auto Parts Co., Ltd. in einem Schiedsverfahren nach den DIS-Regeln gegen einen deutschen Abnehmer vertreten. Gegenstand waren Preisanpassungen und Mengenzusagen in einem langfristigen Liefervertrag.

Das Schiedsgericht sprach unserer Mandantin den überwiegenden Teil der Forderung zu. Das Verfahren wurde zweisprachig geführt, die Teams in München und Shanghai arbeiteten eng zusammen.
`,
      en_US: `
We represented Huayuan Auto Parts Co., Ltd. in DIS arbitration against a German customer. The dispute concerned price adjustments and volume commitments under a long-term supply agreement.

The tribunal awarded our client the greater part of its claim. The proceedings were conducted in two languages, with our Munich and Shanghai teams working closely together.
`,
      zh_CN: `
我们代理华源汽车零部件有限公司，依据德国仲裁协会（DIS）规则对一家德国采购商提起仲裁。争议涉及一份长期供货合同中的价格调整和采购量承诺。

仲裁庭支持了我方客户的大部分请求。该程序以双语进行，慕尼黑与上海团队密切协作。
`,
    }),
  },
  {
    key: "alpenwerk-jv",
    folderKey: "transactions",
    daysAgo: 150,
    top: 0,
    personKeys: ["wang-xiaoming", "katharina-mueller", "liu-yang"],
    practiceAreaKeys: ["china", "corporate"],
    title: {
      de_DE: "Joint Venture der Alpenwerk Robotics in Shanghai",
      en_US: "Alpenwerk Robotics joint venture in Shanghai",
      zh_CN: "Alpenwerk Robotics 在上海设立合资企业",
    },
    content: mdAll({
      de_DE:
        "Wir haben die Alpenwerk Robotics GmbH bei der Gründung eines Gemeinschaftsunternehmens mit einem Shanghaier Automatisierungsunternehmen beraten, einschließlich Lizenzvereinbarungen zum Schutz der eingebrachten Technologie.",
      en_US:
        "We advised Alpenwerk Robotics GmbH on setting up a joint venture with a Shanghai automation company, including licence agreements protecting the technology contributed.",
      zh_CN: "我们协助 Alpenwerk Robotics GmbH 与一家上海自动化企业设立合资公司，包括起草保护其投入技术的许可协议。",
    }),
  },
  {
    key: "mainufer-portfolio",
    folderKey: "transactions",
    daysAgo: 205,
    top: 0,
    personKeys: ["sophie-brandt", "lukas-schneider", "niklas-vogel"],
    practiceAreaKeys: ["real-estate", "tax"],
    title: {
      de_DE: "Erwerb des Mainufer-Portfolios in Frankfurt",
      en_US: "Acquisition of the Mainufer portfolio in Frankfurt",
      zh_CN: "收购法兰克福美因河畔物业组合",
    },
    content: mdAll({
      de_DE:
        "Ein Team um Dr. Sophie Brandt hat einen institutionellen Investor beim Erwerb von drei Büroimmobilien am Frankfurter Mainufer beraten – von der Due Diligence über die Finanzierung bis zur Beurkundung.",
      en_US:
        "A team led by Dr Sophie Brandt advised an institutional investor on the acquisition of three office buildings on the Frankfurt riverside – from due diligence and financing to notarisation.",
      zh_CN: "索菲·勃兰特博士带领团队协助一家机构投资人收购法兰克福美因河畔的三栋办公楼，服务涵盖尽职调查、融资直至公证。",
    }),
  },
  {
    key: "bergmann-clearance",
    folderKey: "transactions",
    daysAgo: 260,
    top: 0,
    personKeys: ["hannah-weiss", "maximilian-hohenberg"],
    practiceAreaKeys: ["antitrust"],
    title: {
      de_DE: "Fusionskontrollfreigabe für die Bergmann Logistik",
      en_US: "Merger clearance for Bergmann Logistik",
      zh_CN: "Bergmann Logistik 收购获经营者集中批准",
    },
    content: mdAll({
      de_DE:
        "Das Bundeskartellamt hat den Erwerb eines regionalen Wettbewerbers durch die Bergmann Logistik GmbH nach vertiefter Prüfung freigegeben. Wir haben die Anmeldung vorbereitet und das Verfahren begleitet.",
      en_US:
        "The Federal Cartel Office cleared the acquisition of a regional competitor by Bergmann Logistik GmbH after an in-depth review. We prepared the filing and handled the proceedings.",
      zh_CN: "经深入审查，德国联邦卡特尔局批准了 Bergmann Logistik GmbH 对一家区域竞争对手的收购。我们负责准备申报材料并代理整个审查程序。",
    }),
  },
  {
    key: "trade-secret-injunction",
    folderKey: "disputes",
    daysAgo: 290,
    top: 0,
    personKeys: ["amelie-fischer", "chen-yiran"],
    practiceAreaKeys: ["ip"],
    title: {
      de_DE: "Einstweilige Verfügung zum Schutz von Quellcode abgewehrt",
      en_US: "Injunction over source code successfully defended",
      zh_CN: "成功抗辩涉及源代码的临时禁令申请",
    },
    content: mdAll({
      de_DE:
        "Wir haben ein Softwareunternehmen gegen den Vorwurf verteidigt, ehemalige Mitarbeitende eines Wettbewerbers hätten Quellcode mitgenommen. Das Landgericht München I wies den Antrag auf Erlass einer einstweiligen Verfügung zurück.",
      en_US:
        "We defended a software company against allegations that former employees of a competitor had taken source code with them. The Munich Regional Court dismissed the application for a preliminary injunction.",
      zh_CN: "我们代理一家软件公司应对有关竞争对手前员工带走源代码的指控。慕尼黑第一地区法院驳回了临时禁令申请。",
    }),
  },
  {
    key: "talberg-restructuring",
    folderKey: "transactions",
    daysAgo: 345,
    top: 0,
    personKeys: ["tobias-kraemer", "jonas-lindqvist"],
    practiceAreaKeys: ["employment"],
    title: {
      de_DE: "Restrukturierung der Talberg Textil mit Sozialplan",
      en_US: "Restructuring of Talberg Textil with a social plan",
      zh_CN: "Talberg Textil 重组及社会计划",
    },
    content: mdAll({
      de_DE:
        "Wir haben die Talberg Textil GmbH bei der Verlagerung ihrer Produktion beraten und mit dem Betriebsrat einen Interessenausgleich und Sozialplan verhandelt, ohne dass es zu einer Einigungsstelle kam.",
      en_US:
        "We advised Talberg Textil GmbH on relocating its production and negotiated a reconciliation of interests and social plan with the works council without the need for a conciliation board.",
      zh_CN: "我们协助 Talberg Textil GmbH 进行生产转移，并与职工委员会谈判达成利益平衡协议和社会计划，无须启动调解委员会程序。",
    }),
  },
  {
    key: "utilities-cartel-damages",
    folderKey: "disputes",
    daysAgo: 400,
    top: 0,
    personKeys: ["hannah-weiss", "mira-hoffmann"],
    practiceAreaKeys: ["antitrust", "disputes"],
    title: {
      de_DE: "Kartellschadensersatz für kommunale Versorger",
      en_US: "Cartel damages for municipal utilities",
      zh_CN: "代理市政公用事业企业索赔卡特尔损害",
    },
    content: mdAll({
      de_DE:
        "Für eine Gruppe kommunaler Versorgungsunternehmen haben wir Schadensersatzansprüche gegen Mitglieder eines Rohrkartells durchgesetzt. Das Verfahren endete mit einem Vergleich.",
      en_US:
        "For a group of municipal utilities we pursued damages claims against members of a pipe cartel. The proceedings ended in a settlement.",
      zh_CN: "我们代理一批市政公用事业企业向管道卡特尔成员主张损害赔偿，案件最终以和解结案。",
    }),
  },
  {
    key: "retailer-fine",
    folderKey: "disputes",
    daysAgo: 470,
    top: 0,
    personKeys: ["laura-becker"],
    practiceAreaKeys: ["compliance"],
    title: {
      de_DE: "Datenschutz-Bußgeld für Online-Händler deutlich reduziert",
      en_US: "Data protection fine for online retailer substantially reduced",
      zh_CN: "在线零售商数据保护罚款大幅减少",
    },
    content: mdAll({
      de_DE:
        "Nach unserer Stellungnahme hat die Aufsichtsbehörde ein Bußgeld gegen die Stadtmarkt Online GmbH um mehr als zwei Drittel reduziert. Ausschlaggebend waren die rasch umgesetzten Abhilfemaßnahmen.",
      en_US:
        "Following our submission, the supervisory authority reduced a fine against Stadtmarkt Online GmbH by more than two thirds. The decisive factor was the remedial measures implemented quickly.",
      zh_CN: "在我们提交陈述意见后，监管机构将对 Stadtmarkt Online GmbH 的罚款减少了三分之二以上。迅速落实的补救措施起到了决定性作用。",
    }),
  },
  {
    key: "jinghua-medtech",
    folderKey: "transactions",
    daysAgo: 540,
    top: 0,
    personKeys: ["katharina-mueller", "jonas-lindqvist", "zhang-wei"],
    practiceAreaKeys: ["corporate", "china"],
    title: {
      de_DE: "Jinghua Medical erwirbt Münchner Medtech-Start-up",
      en_US: "Jinghua Medical acquires Munich medtech start-up",
      zh_CN: "京华医疗收购慕尼黑医疗科技初创企业",
    },
    content: mdAll({
      de_DE: `
Wir haben die börsennotierte Jinghua Medical beim Erwerb der Mehrheit an einem Münchner Hersteller digitaler Diagnosegeräte beraten.

Die Investitionsprüfung wurde nach Zusagen zum Schutz sensibler Gesundheitsdaten ohne Auflagen abgeschlossen.
`,
      en_US: `
We advised listed Jinghua Medical on acquiring a majority stake in a Munich maker of digital diagnostic devices.

The investment screening was concluded without conditions after commitments to protect sensitive health data.
`,
      zh_CN: `
我们协助上市公司京华医疗收购一家慕尼黑数字诊断设备制造商的多数股权。

在就保护敏感健康数据作出承诺后，外商投资审查无附加条件地结束。
`,
    }),
  },
  {
    key: "patent-licence-mediation",
    folderKey: "disputes",
    daysAgo: 600,
    top: 0,
    personKeys: ["amelie-fischer", "felix-auer"],
    practiceAreaKeys: ["ip", "disputes"],
    title: {
      de_DE: "Patentlizenzstreit in der Mediation beigelegt",
      en_US: "Patent licence dispute settled through mediation",
      zh_CN: "专利许可纠纷经调解解决",
    },
    content: mdAll({
      de_DE:
        "Ein Streit über Lizenzgebühren zwischen einem deutschen Maschinenbauer und einem chinesischen Lizenznehmer wurde nach zwei Mediationstagen beigelegt. Die Parteien setzen ihre Zusammenarbeit fort.",
      en_US:
        "A royalty dispute between a German engineering company and a Chinese licensee was settled after two days of mediation. The parties continue to work together.",
      zh_CN: "一家德国机械制造企业与一家中国被许可方之间的许可费纠纷，经两天调解得以解决，双方继续保持合作。",
    }),
  },
];
