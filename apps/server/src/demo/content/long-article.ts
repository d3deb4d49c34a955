import { mdAll } from "./markup.ts";

/**
 * The long read of the demo: twenty paragraphs with headings, a list and a table, so that the
 * article page can be judged with a text of real length.
 */
export const SUPPLY_CHAIN_ARTICLE = {
  title: {
    de_DE: "Sorgfaltspflichten in der Lieferkette: ein Leitfaden für die Praxis",
    en_US: "Due diligence in supply chains: a practical guide",
    zh_CN: "供应链尽职调查义务：实务指南",
  },
  note: {
    de_DE: "Was Unternehmen organisieren, dokumentieren und verhandeln sollten – und wo die typischen Fehler liegen.",
    en_US: "What companies should organise, document and negotiate – and where the typical mistakes lie.",
    zh_CN: "企业应当如何组织、记录和谈判，以及常见错误在哪里。",
  },
  content: mdAll({
    de_DE: `
Kaum ein Thema hat die Rechtsabteilungen mittelständischer Unternehmen in den vergangenen Jahren so beschäftigt wie die Sorgfaltspflichten in der Lieferkette. Gesetzliche Pflichten, Erwartungen großer Kunden und die Fragen von Banken und Investoren greifen ineinander. Dieser Beitrag fasst zusammen, was sich in unserer Beratungspraxis bewährt hat.

## Wer betroffen ist – und wer trotzdem handeln muss
Die gesetzlichen Pflichten knüpfen an die Größe des Unternehmens an. Wer unter den Schwellenwerten liegt, ist deshalb aber nicht außen vor: Große Abnehmer geben ihre Pflichten regelmäßig vertraglich an ihre Zulieferer weiter. In der Praxis erreicht die Sorgfaltspflicht so auch Unternehmen mit wenigen hundert Beschäftigten.

Hinzu kommt, dass Finanzierer Nachhaltigkeitsinformationen zunehmend in ihre Kreditentscheidungen einbeziehen. Ein belastbares Lieferkettenmanagement wird damit auch zu einer Frage der Finanzierungskosten.

## Die Bausteine eines Risikomanagements
Das Gesetz verlangt kein perfektes System, sondern ein angemessenes und wirksames. Angemessen heißt: ausgerichtet an Art und Umfang der Geschäftstätigkeit, am Einflussvermögen des Unternehmens und an der Schwere möglicher Verletzungen. Bewährt haben sich folgende Bausteine:

- eine klare Zuständigkeit in der Geschäftsleitung und ein benannter Verantwortlicher,
- eine jährliche und anlassbezogene Risikoanalyse,
- eine Grundsatzerklärung, die tatsächlich gelebt wird,
- Präventions- und Abhilfemaßnahmen mit messbaren Zielen,
- ein Beschwerdeverfahren, das auch für Externe zugänglich ist,
- eine Dokumentation, die eine Prüfung übersteht.

Der häufigste Fehler, den wir sehen, ist ein System, das auf dem Papier vollständig ist, im Alltag aber niemandem gehört. Die Einkäuferin, die einen neuen Lieferanten auswählt, muss wissen, welche Fragen sie stellen soll – und was geschieht, wenn die Antworten unbefriedigend sind.

## Die Risikoanalyse
Am Anfang steht eine abstrakte Betrachtung: Welche Länder, Branchen und Rohstoffe bergen erhöhte Risiken? Öffentliche Indizes und Branchenstudien liefern hierfür eine brauchbare Grundlage. Erst im zweiten Schritt folgt die konkrete Prüfung einzelner Lieferanten.

Wichtig ist die Priorisierung. Kein Unternehmen kann Tausende Lieferanten gleichzeitig vertieft prüfen. Entscheidend ist, nachvollziehbar zu begründen, warum man sich zuerst um bestimmte Risiken kümmert. Diese Begründung ist später oft wertvoller als jede einzelne Maßnahme.

## Verträge mit Lieferanten
Vertragsklauseln sind ein wichtiges, aber kein hinreichendes Instrument. Wer seinen Lieferanten lediglich einen umfangreichen Verhaltenskodex zur Unterschrift vorlegt, verlagert Pflichten, ohne sie zu erfüllen. Sinnvoller sind Klauseln, die konkrete Informations- und Mitwirkungspflichten regeln, Kontrollen ermöglichen und abgestufte Reaktionen vorsehen.

Besondere Aufmerksamkeit verdient die Kündigung. Der Abbruch einer Geschäftsbeziehung ist nach dem gesetzlichen Leitbild das letzte Mittel. Verträge sollten deshalb zunächst Abhilfepläne und Fristen vorsehen – und erst danach ein Recht zur Beendigung.

| Situation | Angemessene erste Reaktion | Letztes Mittel |
|---|---|---|
| Fehlende Auskünfte | Fristsetzung, Gespräch auf Leitungsebene | Aussetzung neuer Bestellungen |
| Hinweis auf Verstoß | Sachverhaltsaufklärung, ggf. Audit vor Ort | Abhilfeplan mit Fristen |
| Bestätigter schwerer Verstoß | Gemeinsamer Abhilfeplan | Beendigung der Geschäftsbeziehung |

## Das Beschwerdeverfahren
Ein Beschwerdeverfahren wirkt nur, wenn es bekannt, zugänglich und vertrauenswürdig ist. Das bedeutet mehrsprachige Informationen, einfache Zugangswege und den Schutz von Hinweisgebern vor Benachteiligung. Viele Unternehmen nutzen hierfür das ohnehin eingerichtete Hinweisgebersystem und erweitern es um externe Personen.

Eingehende Hinweise müssen zügig bestätigt, sachlich geprüft und dokumentiert werden. Wir empfehlen, bereits vorab festzulegen, wer über Maßnahmen entscheidet, und welche Fälle der Geschäftsleitung vorgelegt werden.

## Dokumentation und Berichterstattung
Die Dokumentation ist kein Selbstzweck, sondern der Nachweis, dass das Unternehmen seine Pflichten ernst nimmt. Sie sollte zeigen, welche Risiken erkannt, wie sie gewichtet und welche Maßnahmen ergriffen wurden. Aufbewahrungsfristen sind zu beachten.

Öffentliche Berichte sollten nüchtern bleiben. Übertriebene Versprechen schaffen Angriffsfläche – gegenüber Behörden ebenso wie gegenüber Wettbewerbern und Verbraucherverbänden.

## Besonderheiten bei Lieferanten in China
Audits vor Ort sind in China möglich, bedürfen aber sorgfältiger Vorbereitung. Das chinesische Datenrecht beschränkt die Übermittlung bestimmter Informationen ins Ausland; Auditberichte und Mitarbeiterbefragungen sollten daher so gestaltet werden, dass sie diese Grenzen respektieren.

Bewährt hat sich, Lieferanten frühzeitig einzubinden und die Erwartungen in ihrer Sprache zu erläutern. Ein Gespräch mit der Geschäftsführung des Lieferanten in Shanghai bewirkt oft mehr als ein weiterer Fragebogen aus München.

## Schulung und Kommunikation
Die besten Prozesse nützen wenig, wenn Einkauf, Qualitätssicherung und Vertrieb sie nicht kennen. Kurze, auf die jeweilige Rolle zugeschnittene Schulungen sind wirksamer als jährliche Pflichtveranstaltungen für alle.

Ebenso wichtig ist die Kommunikation nach außen: Kunden und Investoren wollen verstehen, wie das Unternehmen mit Risiken umgeht. Eine klare, ehrliche Darstellung schafft hier Vertrauen.

## Haftung und Durchsetzung
Die Behörden setzen bislang vor allem auf Dialog und Nachforderungen. Bußgelder sind jedoch möglich und können empfindlich ausfallen; hinzu kommt der mögliche Ausschluss von öffentlichen Aufträgen. Für Geschäftsleiter stellt sich zudem die Frage der Organisationsverantwortung.

## Unsere Empfehlung
Beginnen Sie mit einer ehrlichen Bestandsaufnahme, setzen Sie Prioritäten und verankern Sie die Verantwortung im Tagesgeschäft. Ein schlankes, gelebtes System ist mehr wert als ein umfangreiches Handbuch, das niemand liest.

Gerne unterstützen wir Sie bei der Risikoanalyse, bei der Gestaltung Ihrer Lieferantenverträge und bei der Schulung Ihrer Teams – in Deutschland und in China.
`,
    en_US: `
Few topics have kept the legal departments of mid-sized companies as busy in recent years as due diligence in supply chains. Statutory duties, the expectations of large customers and the questions of banks and investors all interlock. This article summarises what has proven itself in our advisory practice.

## Who is affected – and who must act anyway
The statutory duties depend on the size of the company. Falling below the thresholds does not mean staying out of it, however: large buyers regularly pass their duties on to their suppliers by contract. In practice, due diligence thus reaches companies with only a few hundred employees.

In addition, lenders increasingly factor sustainability information into their credit decisions. A robust supply chain management therefore also becomes a question of financing costs.

## The building blocks of risk management
The law does not require a perfect system, but an appropriate and effective one. Appropriate means tailored to the nature and scope of the business, to the company's ability to exert influence and to the severity of possible violations. The following building blocks have proven themselves:

- clear responsibility at management level and a named officer,
- an annual and an event-driven risk analysis,
- a policy statement that is actually lived,
- preventive and remedial measures with measurable goals,
- a complaints procedure that is open to outsiders too,
- documentation that survives an audit.

The most common mistake we see is a system that is complete on paper but belongs to nobody in daily business. The buyer selecting a new supplier must know which questions to ask – and what happens if the answers are unsatisfactory.

## The risk analysis
It starts with an abstract view: which countries, sectors and raw materials carry increased risks? Public indices and sector studies provide a useful basis. Only the second step is the concrete review of individual suppliers.

Prioritisation is key. No company can examine thousands of suppliers in depth at the same time. What matters is being able to explain why certain risks are addressed first. This reasoning is later often worth more than any single measure.

## Contracts with suppliers
Contract clauses are an important tool, but not a sufficient one. Merely handing suppliers a lengthy code of conduct to sign shifts duties without fulfilling them. More useful are clauses that set out concrete duties to inform and cooperate, allow for audits and provide for graduated responses.

Termination deserves particular attention. Under the statutory model, ending a business relationship is the last resort. Contracts should therefore first provide for remediation plans and deadlines – and only then for a right to terminate.

| Situation | Appropriate first response | Last resort |
|---|---|---|
| Missing information | Deadline, talk at management level | Suspending new orders |
| Indication of a violation | Fact-finding, on-site audit if needed | Remediation plan with deadlines |
| Confirmed serious violation | Joint remediation plan | Ending the business relationship |

## The complaints procedure
A complaints procedure only works if it is known, accessible and trusted. That means information in several languages, simple channels and protection of whistleblowers against retaliation. Many companies use the whistleblowing system they already have and open it to outside persons.

Incoming reports must be acknowledged promptly, reviewed objectively and documented. We recommend deciding in advance who decides on measures and which cases go to management.

## Documentation and reporting
Documentation is not an end in itself but the proof that the company takes its duties seriously. It should show which risks were identified, how they were weighted and what measures were taken. Retention periods must be observed.

Public reports should remain sober. Exaggerated promises create exposure – towards authorities as well as competitors and consumer associations.

## Particularities of suppliers in China
On-site audits are possible in China but need careful preparation. Chinese data law restricts the transfer of certain information abroad, so audit reports and employee interviews should be designed to respect these limits.

It has proven useful to involve suppliers early and to explain expectations in their language. A conversation with the supplier's management in Shanghai often achieves more than another questionnaire from Munich.

## Training and communication
The best processes are of little use if purchasing, quality assurance and sales do not know them. Short training sessions tailored to each role are more effective than annual mandatory sessions for everyone.

Communication with the outside world matters just as much: customers and investors want to understand how the company deals with risks. A clear and honest account builds trust.

## Liability and enforcement
So far the authorities have mainly relied on dialogue and requests for further information. Fines are possible, however, and can be substantial; exclusion from public contracts may follow. For managing directors, there is also the question of organisational responsibility.

## Our recommendation
Start with an honest assessment, set priorities and anchor responsibility in day-to-day business. A lean system that is lived is worth more than an extensive manual that nobody reads.

We would be glad to support you with the risk analysis, the design of your supplier contracts and the training of your teams – in Germany and in China.
`,
    zh_CN: `
近年来，几乎没有哪个议题像供应链尽职调查义务这样让中型企业的法务部门如此忙碌。法定义务、大客户的期望以及银行和投资人的问询相互交织。本文总结了我们在实务中行之有效的做法。

## 哪些企业受影响，哪些企业仍须行动
法定义务以企业规模为适用标准。然而，未达到门槛的企业并不能置身事外：大型采购方通常会通过合同将其义务转移给供应商。实践中，尽职调查义务因此也会延伸至仅有数百名员工的企业。

此外，融资方越来越多地将可持续发展信息纳入信贷决策。因此，稳健的供应链管理也关系到融资成本。

## 风险管理的组成部分
法律并不要求建立完美的体系，而是要求体系适当且有效。所谓适当，是指与业务的性质和规模、企业的影响能力以及潜在违规的严重程度相匹配。以下组成部分已被证明行之有效：

- 在管理层明确职责，并指定负责人；
- 每年及因事开展风险分析；
- 真正得到落实的原则声明；
- 具有可衡量目标的预防和补救措施；
- 对外部人员同样开放的投诉程序；
- 经得起审查的文档记录。

我们最常见到的错误是：体系在纸面上完整，但在日常业务中无人负责。负责选择新供应商的采购人员必须知道应当提出哪些问题，以及在答复不令人满意时应当如何处理。

## 风险分析
第一步是抽象评估：哪些国家、行业和原材料存在较高风险？公开指数和行业研究可以提供有用的基础。第二步才是对具体供应商的审查。

关键在于确定优先次序。没有企业能够同时深入审查成千上万家供应商。重要的是能够合理说明为何优先处理某些风险。这种说明日后往往比任何单项措施都更有价值。

## 与供应商的合同
合同条款是重要的工具，但并不足够。仅仅让供应商签署一份冗长的行为准则，只是转移了义务，而并未履行义务。更有意义的是规定具体的信息和配合义务、允许审核并设置分级应对措施的条款。

终止合同值得特别关注。按照法律的基本思路，终止业务关系是最后手段。因此，合同应首先规定补救计划和期限，其后才规定终止权。

| 情形 | 适当的初步应对 | 最后手段 |
|---|---|---|
| 未提供信息 | 设定期限，管理层面沟通 | 暂停新订单 |
| 存在违规迹象 | 查明事实，必要时现场审核 | 附期限的补救计划 |
| 确认存在严重违规 | 共同制定补救计划 | 终止业务关系 |

## 投诉程序
投诉程序只有在广为人知、易于使用且值得信赖时才能发挥作用。这意味着需要提供多语言信息、简便的渠道，并保护举报人免受报复。许多企业利用已有的举报系统，并将其向外部人员开放。

对于收到的举报，应及时确认、客观审查并记录在案。我们建议事先确定由谁决定采取何种措施，以及哪些案件须提交管理层。

## 文档记录与报告
文档记录本身并非目的，而是证明企业认真履行义务的依据。它应当表明识别了哪些风险、如何评估这些风险以及采取了哪些措施。同时须遵守文件保存期限。

公开报告应保持客观克制。夸大的承诺会带来风险，无论是面对主管机关，还是面对竞争对手和消费者协会。

## 中国供应商的特殊问题
在中国进行现场审核是可行的，但需要精心准备。中国数据法律限制某些信息向境外传输，因此审核报告和员工访谈的设计应当尊重这些限制。

实践证明，尽早让供应商参与并以其语言解释相关要求是有效的做法。与供应商在上海的管理层进行一次面谈，往往比从慕尼黑再发一份问卷更有成效。

## 培训与沟通
如果采购、质量管理和销售部门不了解相关流程，再好的流程也难以发挥作用。针对不同岗位量身定制的简短培训，比每年面向所有人的强制培训更为有效。

对外沟通同样重要：客户和投资人希望了解企业如何应对风险。清晰而坦诚的说明有助于建立信任。

## 责任与执法
迄今为止，主管机关主要依靠对话和要求补充信息的方式执法。但罚款是可能的，且金额可能相当可观；此外还可能被排除在公共采购之外。对于企业管理者而言，还涉及组织责任的问题。

## 我们的建议
从如实的现状评估入手，确定优先事项，并将责任落实到日常业务中。一个精简而切实运行的体系，胜过一本无人阅读的厚重手册。

我们乐于在风险分析、供应商合同设计以及团队培训方面为您提供支持——无论在德国还是在中国。
`,
  }),
};
