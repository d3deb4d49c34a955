import { FIRM } from "./firm.ts";
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
    // The facts (provider, register, VAT ID, bar, titles, rules, insurer, dispute resolution) are the
    // site configuration's; the site renders them around this text in every language (decision 0067).
    name: "impressum",
    title: { de_DE: "Impressum", en_US: "Legal notice", zh_CN: "法律声明" },
    content: mdAll({
      de_DE: `
## Vertretungsberechtigte Partner
Dr. Katharina Müller (Managing Partner), Jonas Lindqvist, Prof. Dr. Felix Auer.

## Verantwortlich für den Inhalt
Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Dr. Katharina Müller, Maximilianstraße 35, 80539 München.

## Hinweis
Dies ist eine Demonstrationsseite. Kanzlei, Personen, Registereintrag, Umsatzsteuer-Identifikationsnummer und Versicherer sind frei erfunden.
`,
      en_US: `
## Partners authorised to represent the firm
Dr Katharina Müller (managing partner), Jonas Lindqvist, Professor Felix Auer.

## Responsible for the content
Responsible for the content under Section 18 (2) of the German Interstate Media Treaty (MStV): Dr Katharina Müller, Maximilianstraße 35, 80539 Munich, Germany.

## Note
This is a demonstration site. The firm, its people, its register entry, its VAT identification number and its insurer are entirely fictitious.
`,
      zh_CN: `
## 有权代表本所的合伙人
卡塔琳娜·穆勒博士（管理合伙人）、约纳斯·林奎斯特、费利克斯·奥尔教授。

## 内容负责人
依据《德国州际媒体条约》（MStV）第18条第2款，内容负责人为卡塔琳娜·穆勒博士，地址：德国慕尼黑 Maximilianstraße 35号，邮编 80539。

## 说明
本网站为演示网站。律所、人员、登记信息、增值税识别号及保险公司均为虚构。
`,
    }),
  },
  {
    name: "accessibility",
    title: { de_DE: "Erklärung zur Barrierefreiheit", en_US: "Accessibility statement", zh_CN: "无障碍声明" },
    content: mdAll({
      de_DE: `
## Unser Anspruch
Lindqvist Auer & Partner möchte, dass alle Menschen diese Website nutzen können, unabhängig von Behinderungen und den Hilfsmitteln, die sie verwenden. Diese Erklärung gilt für die Website unter lindqvist-auer.example in deutscher, englischer und chinesischer Sprache.

## Angewandter Standard
Grundlage sind das Barrierefreiheitsstärkungsgesetz (BFSG) und die Verordnung zum BFSG. Wir richten die Website an den Web Content Accessibility Guidelines (WCAG) 2.2 auf der Konformitätsstufe AA aus; die harmonisierte Norm EN 301 549 verweist auf diese Anforderungen.

## Stand der Vereinbarkeit
Die Website ist mit den Anforderungen der WCAG 2.2 AA weitgehend vereinbar. Jede Seitenart wird bei jeder Änderung automatisiert in allen drei Sprachen und bei schmaler und breiter Darstellung geprüft, ergänzt um Prüfungen mit Tastatur und Bildschirmleser.

## Bekannte Einschränkungen
- Ältere PDF-Dokumente in unseren Veröffentlichungen sind nicht durchgängig barrierefrei. Auf Anfrage senden wir Ihnen den Inhalt in einem zugänglichen Format.
- Einige Bilder der Büros werden nur kurz beschrieben.

## Datum der Erklärung
Diese Erklärung wurde am 3. Dezember 2026 erstellt und zuletzt am selben Tag überprüft.

## Feedback und Kontakt
Sind Ihnen Barrieren aufgefallen, oder benötigen Sie Inhalte in einer anderen Form? Schreiben Sie uns an [${FIRM.email}](mailto:${FIRM.email}). Wir antworten in der Regel innerhalb von zwei Wochen.

## Durchsetzung
Erhalten Sie auf Ihre Rückmeldung keine zufriedenstellende Antwort, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) mit Sitz in Magdeburg.
`,
      en_US: `
## Our commitment
Lindqvist Auer & Partner wants everyone to be able to use this website, whatever their disabilities and whatever assistive technology they use. This statement applies to the website at lindqvist-auer.example in German, English and Chinese.

## Standard applied
The basis is the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG) and its ordinance. We build the website to the Web Content Accessibility Guidelines (WCAG) 2.2 at conformance level AA, to which the harmonised standard EN 301 549 refers.

## Compliance status
The website largely complies with WCAG 2.2 AA. Every type of page is checked automatically on every change, in all three languages and at narrow and wide widths, and also with a keyboard and a screen reader.

## Known limitations
- Some older PDF documents among our publications are not fully accessible. On request we will send you their content in an accessible format.
- Some pictures of our offices have only a short description.

## Date of this statement
This statement was prepared on 3 December 2026 and last reviewed on the same day.

## Feedback and contact
Have you come across a barrier, or do you need content in another format? Write to us at [${FIRM.email}](mailto:${FIRM.email}). We usually answer within two weeks.

## Enforcement
If our answer to your feedback does not satisfy you, you can turn to the competent market surveillance authority: the Market Surveillance Authority of the German Länder for the Accessibility of Products and Services (Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen, MLBF), based in Magdeburg.
`,
      zh_CN: `
## 我们的承诺
林奎斯特·奥尔律师事务所希望所有人都能使用本网站，无论其是否有残障，也无论其使用何种辅助技术。本声明适用于 lindqvist-auer.example 网站的德文、英文和中文版本。

## 所依据的标准
本网站以德国《无障碍强化法》（BFSG）及其实施条例为依据，并按照《Web 内容无障碍指南》（WCAG）2.2 的 AA 级要求建设；欧洲统一标准 EN 301 549 亦援引这些要求。

## 符合情况
本网站基本符合 WCAG 2.2 AA 级要求。每次修改后，我们都会以三种语言、在窄屏和宽屏下对每一类页面进行自动检测，并辅以键盘和读屏软件测试。

## 已知的限制
- 我们出版物中部分较早的 PDF 文件尚未完全无障碍。如您需要，我们可以无障碍格式向您提供其内容。
- 部分办公室图片仅有简短说明。

## 声明日期
本声明于2026年12月3日编写，并于同日进行了最近一次审查。

## 反馈与联系
如您在使用中遇到障碍，或需要以其他形式获取内容，请发送电子邮件至 [${FIRM.email}](mailto:${FIRM.email})。我们通常会在两周内答复。

## 执行机构
如您对我们的答复不满意，可向主管市场监督机构投诉：德国各州产品和服务无障碍市场监督机构（Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen，MLBF），总部位于马格德堡。
`,
    }),
  },
];
