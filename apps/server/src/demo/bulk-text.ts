import type { DemoLang } from "./content/index.ts";
import type { Random } from "./pictures/random.ts";

/**
 * Realistic filler for benchmark volumes: titles and articles put together from legal topics
 * and sentences written for each language, so that lengths, markup and words resemble the
 * real thing (search, summaries and pages behave as they would with real content).
 */

interface Topic {
  de_DE: string;
  en_US: string;
  zh_CN: string;
}

const TOPICS: readonly Topic[] = [
  { de_DE: "Fusionskontrolle", en_US: "merger control", zh_CN: "经营者集中审查" },
  { de_DE: "Arbeitnehmerüberlassung", en_US: "temporary agency work", zh_CN: "劳务派遣" },
  { de_DE: "Datenschutz im Konzern", en_US: "data protection within groups", zh_CN: "集团内部数据保护" },
  { de_DE: "Gewerbemiete", en_US: "commercial leases", zh_CN: "商业租赁" },
  { de_DE: "Geschäftsführerhaftung", en_US: "directors' liability", zh_CN: "董事责任" },
  { de_DE: "Lieferkettensorgfalt", en_US: "supply chain due diligence", zh_CN: "供应链尽职调查" },
  { de_DE: "Schiedsverfahren", en_US: "arbitration", zh_CN: "仲裁程序" },
  { de_DE: "Markenschutz", en_US: "trade mark protection", zh_CN: "商标保护" },
  { de_DE: "Investitionsprüfung", en_US: "investment screening", zh_CN: "外商投资审查" },
  { de_DE: "Umsatzsteuer", en_US: "value added tax", zh_CN: "增值税" },
  { de_DE: "Betriebsverfassung", en_US: "works constitution", zh_CN: "企业职工参与制度" },
  { de_DE: "Kartellschadensersatz", en_US: "cartel damages", zh_CN: "卡特尔损害赔偿" },
  { de_DE: "Unternehmensnachfolge", en_US: "business succession", zh_CN: "企业传承" },
  { de_DE: "Produkthaftung", en_US: "product liability", zh_CN: "产品责任" },
  { de_DE: "Exportkontrolle", en_US: "export control", zh_CN: "出口管制" },
  { de_DE: "Hinweisgeberschutz", en_US: "whistleblower protection", zh_CN: "举报人保护" },
  { de_DE: "Immobilienfinanzierung", en_US: "real estate finance", zh_CN: "房地产融资" },
  { de_DE: "Softwarelizenzen", en_US: "software licensing", zh_CN: "软件许可" },
];

const TITLES: Record<DemoLang, readonly string[]> = {
  de_DE: [
    "{Topic}: was Unternehmen jetzt wissen sollten",
    "{Topic} in der Praxis",
    "Neue Rechtsprechung: {Topic}",
    "{Topic} – fünf Fragen, fünf Antworten",
    "Aktuelle Entwicklungen: {Topic}",
    "Checkliste {Topic}",
  ],
  en_US: [
    "{Topic}: what companies should know now",
    "{Topic} in practice",
    "New case law on {topic}",
    "{Topic}: five questions, five answers",
    "Update: {topic}",
    "A checklist for {topic}",
  ],
  zh_CN: ["{topic}：企业须知", "{topic}实务要点", "{topic}最新判例", "{topic}：五问五答", "{topic}最新动态", "{topic}核对清单"],
};

const SENTENCES: Record<DemoLang, readonly string[]> = {
  de_DE: [
    "Im Bereich {topic} haben Gesetzgeber und Gerichte die Anforderungen in den vergangenen Monaten weiter präzisiert.",
    "Für Unternehmen bedeutet das vor allem, bestehende Prozesse kritisch zu überprüfen.",
    "Wer frühzeitig handelt, vermeidet Verzögerungen und unnötige Kosten.",
    "In der Beratungspraxis sehen wir immer wieder, dass Zuständigkeiten nicht klar geregelt sind.",
    "Die Behörden legen dabei zunehmend Wert auf eine nachvollziehbare Dokumentation.",
    "Vertragsklauseln sollten an die neue Rechtslage angepasst werden.",
    "Besonders betroffen sind mittelständische Unternehmen mit internationalen Geschäftsbeziehungen.",
    "Eine pauschale Lösung gibt es nicht; entscheidend sind die Umstände des Einzelfalls.",
    "Wir empfehlen, die Geschäftsleitung frühzeitig einzubinden.",
    "Gerne unterstützen wir Sie bei der Umsetzung.",
  ],
  en_US: [
    "In the field of {topic}, legislators and courts have further clarified the requirements in recent months.",
    "For companies, this above all means reviewing existing processes critically.",
    "Acting early avoids delays and unnecessary costs.",
    "In our practice we regularly see that responsibilities are not clearly assigned.",
    "The authorities increasingly expect documentation that can be followed.",
    "Contract clauses should be adapted to the new legal situation.",
    "Mid-sized companies with international business relationships are particularly affected.",
    "There is no one-size-fits-all solution; the circumstances of each case are decisive.",
    "We recommend involving management at an early stage.",
    "We would be glad to support you with the implementation.",
  ],
  zh_CN: [
    "在{topic}领域，立法机关和法院在过去几个月中进一步明确了相关要求。",
    "对企业而言，这首先意味着要审慎检视现有流程。",
    "及早采取行动可以避免延误和不必要的成本。",
    "在实务中，我们经常发现职责划分并不清晰。",
    "主管机关越来越重视可追溯的文档记录。",
    "合同条款应当根据新的法律状况进行调整。",
    "拥有国际业务往来的中型企业受到的影响尤为明显。",
    "并不存在一刀切的解决方案，关键在于个案的具体情况。",
    "我们建议尽早让管理层参与。",
    "我们乐于协助您落实相关措施。",
  ],
};

const HEADINGS: Record<DemoLang, readonly string[]> = {
  de_DE: ["Hintergrund", "Was sich ändert", "Handlungsempfehlungen", "Ausblick"],
  en_US: ["Background", "What changes", "Recommendations", "Outlook"],
  zh_CN: ["背景", "主要变化", "建议", "展望"],
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fill = (template: string, topic: string) => template.replaceAll("{Topic}", capitalise(topic)).replaceAll("{topic}", topic);

/** One article in every language: the same topic, structure and length in each. */
export function bulkArticle(random: Random, langs: readonly DemoLang[]): Record<DemoLang, { title: string; content: string }> {
  const topic = random.pick(TOPICS);
  const titleIndex = random.int(0, TITLES.en_US.length - 1);
  const paragraphs = Array.from({ length: random.int(2, 8) }, () =>
    Array.from({ length: random.int(2, 4) }, () => random.int(0, SENTENCES.en_US.length - 1)),
  );
  const headingAt = random.chance(0.5) ? random.int(1, Math.max(1, paragraphs.length - 1)) : -1;
  const listAt = random.chance(0.3) ? random.int(0, paragraphs.length - 1) : -1;
  const result = {} as Record<DemoLang, { title: string; content: string }>;
  for (const lang of langs) {
    const sentences = SENTENCES[lang];
    const separator = lang === "zh_CN" ? "" : " ";
    const parts = paragraphs.map((indexes, index) => {
      const text = indexes.map((sentence) => fill(sentences[sentence]!, topic[lang])).join(separator);
      const heading = index === headingAt ? `<h2>${HEADINGS[lang][index % HEADINGS[lang].length]}</h2>` : "";
      const list =
        index === listAt
          ? `<ul>${indexes.map((sentence) => `<li>${fill(sentences[(sentence + 3) % sentences.length]!, topic[lang])}</li>`).join("")}</ul>`
          : "";
      return `${heading}<p>${text}</p>${list}`;
    });
    result[lang] = { title: fill(TITLES[lang][titleIndex]!, topic[lang]), content: parts.join("\n") };
  }
  return result;
}
