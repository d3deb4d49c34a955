import { mdAll } from "./markup.ts";
import type { DemoDocument } from "./types.ts";

/**
 * The legal pages of the fictional firm. They read like the real thing but name an invented
 * firm, register entry and insurer: a real firm must replace them with its own texts.
 */
export const DOCUMENTS: readonly DemoDocument[] = [
  {
    name: "privacy",
    title: { de_DE: "Datenschutzerklärung", en_US: "Privacy policy", zh_CN: "隐私政策" },
    content: mdAll({
      de_DE: `
## Verantwortlicher
Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist die Lindqvist Auer & Partner Rechtsanwälte PartG mbB, Maximilianstraße 35, 80539 München, E-Mail: [datenschutz@lindqvist-auer.example](mailto:datenschutz@lindqvist-auer.example).

## Welche Daten wir verarbeiten
Beim Aufruf der Website verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Browsertyp und Betriebssystem. Diese Daten sind erforderlich, um die Website auszuliefern und ihre Sicherheit zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Server-Logdateien werden nach 14 Tagen gelöscht.

Die Website setzt keine Cookies zu Analyse- oder Werbezwecken ein und bindet keine Inhalte Dritter ein. Ihre Sprachauswahl speichern wir ausschließlich lokal in Ihrem Browser.

## Kontaktaufnahme
Wenn Sie uns per E-Mail oder Telefon kontaktieren, verarbeiten wir Ihre Angaben, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO). Für Mandatsverhältnisse gelten ergänzend die berufsrechtlichen Verschwiegenheits- und Aufbewahrungspflichten.

## Ihre Rechte
Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Sie können sich zudem bei einer Datenschutzaufsichtsbehörde beschweren, in Bayern beim Bayerischen Landesamt für Datenschutzaufsicht.
`,
      en_US: `
## Controller
The controller responsible for processing personal data on this website is Lindqvist Auer & Partner Rechtsanwälte PartG mbB, Maximilianstraße 35, 80539 Munich, Germany, e-mail: [privacy@lindqvist-auer.example](mailto:privacy@lindqvist-auer.example).

## What data we process
When you visit the website, our server processes technically necessary data: IP address, date and time, the page requested, browser type and operating system. This data is needed to deliver the website and keep it secure (Art. 6(1)(f) GDPR). Server log files are deleted after 14 days.

The website uses no cookies for analytics or advertising and embeds no third-party content. Your choice of language is stored only locally in your browser.

## Contacting us
If you contact us by e-mail or telephone, we process your details to answer your enquiry (Art. 6(1)(b) and (f) GDPR). For client engagements, our professional duties of confidentiality and record keeping also apply.

## Your rights
You have the right of access, rectification, erasure, restriction of processing, data portability and objection. You may also lodge a complaint with a data protection supervisory authority; in Bavaria this is the Bavarian State Office for Data Protection Supervision.
`,
      zh_CN: `
## 数据控制者
本网站个人数据处理的控制者为 Lindqvist Auer & Partner Rechtsanwälte PartG mbB（林奎斯特·奥尔律师事务所），地址：德国慕尼黑 Maximilianstraße 35号，邮编 80539，电子邮件：[privacy@lindqvist-auer.example](mailto:privacy@lindqvist-auer.example)。

## 我们处理哪些数据
您访问本网站时，我们的服务器会处理技术上必需的数据：IP 地址、访问日期和时间、所访问的页面、浏览器类型和操作系统。这些数据是提供网站服务并保障其安全所必需的（《通用数据保护条例》第6条第1款f项）。服务器日志文件将在14天后删除。

本网站不使用任何用于分析或广告目的的 Cookie，也不嵌入任何第三方内容。您选择的语言仅保存在您本地的浏览器中。

## 联系我们
如您通过电子邮件或电话与我们联系，我们将处理您提供的信息以答复您的询问（《通用数据保护条例》第6条第1款b项及f项）。对于委托关系，律师职业保密义务及文件保存义务同样适用。

## 您的权利
您有权要求查阅、更正、删除、限制处理您的个人数据，有权要求数据可携带，并有权提出异议。您亦可向数据保护监管机构投诉，在巴伐利亚州为巴伐利亚州数据保护监督局。
`,
    }),
  },
  {
    name: "terms",
    title: { de_DE: "Nutzungsbedingungen", en_US: "Terms and conditions", zh_CN: "使用条款" },
    content: mdAll({
      de_DE: `
## Geltungsbereich
Diese Bedingungen gelten für die Nutzung der Website von Lindqvist Auer & Partner. Für Mandate gelten ausschließlich die jeweils vereinbarten Mandatsbedingungen.

## Keine Rechtsberatung
Die Inhalte dieser Website dienen der allgemeinen Information. Sie stellen keine Rechtsberatung dar und ersetzen nicht die Beratung im Einzelfall. Ein Mandatsverhältnis entsteht nicht durch den Besuch der Website oder durch eine unaufgeforderte E-Mail an uns.

## Haftung
Wir stellen die Inhalte mit Sorgfalt zusammen, übernehmen aber keine Gewähr für ihre Vollständigkeit und Aktualität. Für Inhalte verlinkter externer Seiten sind allein deren Betreiber verantwortlich.

## Urheberrecht
Texte, Bilder und Gestaltung dieser Website sind urheberrechtlich geschützt. Eine Verwendung außerhalb der privaten Nutzung bedarf unserer vorherigen Zustimmung.

## Anwendbares Recht
Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist München.
`,
      en_US: `
## Scope
These terms govern the use of the Lindqvist Auer & Partner website. Client engagements are governed solely by the engagement terms agreed in each case.

## No legal advice
The content of this website is for general information only. It is not legal advice and does not replace advice on a specific matter. Visiting the website or sending us an unsolicited e-mail does not create a client relationship.

## Liability
We compile the content with care but cannot guarantee that it is complete or up to date. The operators of linked external sites are solely responsible for their content.

## Copyright
The texts, images and design of this website are protected by copyright. Any use beyond private use requires our prior consent.

## Governing law
German law applies. The place of jurisdiction for merchants is Munich.
`,
      zh_CN: `
## 适用范围
本条款适用于林奎斯特·奥尔律师事务所网站的使用。委托事务仅适用双方另行约定的委托条款。

## 不构成法律意见
本网站内容仅供一般参考，不构成法律意见，亦不能替代针对具体事项的咨询。访问本网站或向我们发送未经请求的电子邮件均不构成委托关系。

## 责任
我们谨慎编写网站内容，但不保证其完整性和时效性。链接至外部网站的内容由其运营者自行负责。

## 著作权
本网站的文字、图片和设计受著作权保护。超出个人使用范围的任何使用均须事先征得我们的同意。

## 适用法律
适用德国法律。商人之间的管辖法院为慕尼黑法院。
`,
    }),
  },
  {
    name: "impressum",
    title: { de_DE: "Impressum", en_US: "Legal notice", zh_CN: "法律声明" },
    content: mdAll({
      de_DE: `
## Angaben zum Diensteanbieter
Lindqvist Auer & Partner Rechtsanwälte PartG mbB\\
Maximilianstraße 35, 80539 München\\
Telefon: +49 89 5550 1200\\
E-Mail: [kontakt@lindqvist-auer.example](mailto:kontakt@lindqvist-auer.example)

## Registereintrag
Partnerschaftsregister des Amtsgerichts München, PR 0000 (fiktiv). Umsatzsteuer-Identifikationsnummer: DE000000000 (fiktiv).

## Vertretungsberechtigte Partner
Dr. Katharina Müller, Jonas Lindqvist, Prof. Dr. Felix Auer.

## Berufsrechtliche Angaben
Die Rechtsanwältinnen und Rechtsanwälte der Partnerschaft sind in der Bundesrepublik Deutschland zugelassen und Mitglieder der Rechtsanwaltskammer München bzw. Frankfurt am Main. Es gelten insbesondere die Bundesrechtsanwaltsordnung (BRAO), die Berufsordnung (BORA), das Rechtsanwaltsvergütungsgesetz (RVG) und die Berufsregeln der Rechtsanwälte der Europäischen Union (CCBE).

## Berufshaftpflichtversicherung
Beispiel-Versicherung AG (fiktiv), Musterweg 1, 80000 München. Räumlicher Geltungsbereich: weltweit.

## Hinweis
Dies ist eine Demonstrationsseite. Kanzlei, Personen und Registerangaben sind frei erfunden.
`,
      en_US: `
## Service provider
Lindqvist Auer & Partner Rechtsanwälte PartG mbB\\
Maximilianstraße 35, 80539 Munich, Germany\\
Telephone: +49 89 5550 1200\\
E-mail: [contact@lindqvist-auer.example](mailto:contact@lindqvist-auer.example)

## Register entry
Partnership register of the Local Court of Munich, PR 0000 (fictitious). VAT identification number: DE000000000 (fictitious).

## Partners authorised to represent the firm
Dr Katharina Müller, Jonas Lindqvist, Professor Felix Auer.

## Professional regulations
The firm's lawyers are admitted in the Federal Republic of Germany and are members of the Munich or Frankfurt am Main bar association. The applicable rules include the Federal Lawyers' Act (BRAO), the Professional Code (BORA), the Lawyers' Remuneration Act (RVG) and the Code of Conduct for European Lawyers (CCBE).

## Professional indemnity insurance
Beispiel-Versicherung AG (fictitious), Musterweg 1, 80000 Munich. Territorial scope: worldwide.

## Note
This is a demonstration site. The firm, its people and its register details are entirely fictitious.
`,
      zh_CN: `
## 服务提供者
Lindqvist Auer & Partner Rechtsanwälte PartG mbB（林奎斯特·奥尔律师事务所）\\
德国慕尼黑 Maximilianstraße 35号，邮编 80539\\
电话：+49 89 5550 1200\\
电子邮件：[contact@lindqvist-auer.example](mailto:contact@lindqvist-auer.example)

## 登记信息
慕尼黑地方法院合伙登记簿，登记号 PR 0000（虚构）。增值税识别号：DE000000000（虚构）。

## 有权代表本所的合伙人
卡塔琳娜·穆勒博士、约纳斯·林奎斯特、费利克斯·奥尔教授。

## 职业规范
本所律师均在德意志联邦共和国获得执业许可，并分别为慕尼黑律师协会或法兰克福律师协会会员。适用的规范包括《联邦律师法》（BRAO）、《律师职业规范》（BORA）、《律师收费法》（RVG）以及《欧盟律师职业行为准则》（CCBE）。

## 职业责任保险
Beispiel-Versicherung AG（虚构），Musterweg 1，80000 慕尼黑。承保地域范围：全球。

## 说明
本网站为演示网站。律所、人员及登记信息均为虚构。
`,
    }),
  },
];
