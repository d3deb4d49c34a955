import type { EventPlaceKind, RegistrationExtraField } from "@lawfirm/contract";
import type { Html, Localized } from "./types.ts";

/** An event of the demo firm (decision 0082): its office, speakers and practice areas by key, its day relative to the loading day. */
export interface DemoEvent {
  key: string;
  placeKind: EventPlaceKind;
  officeKey?: string | undefined;
  /** Another place's name and address, one line each, per language. */
  venue?: Localized | undefined;
  speakerKeys: readonly string[];
  practiceAreaKeys: readonly string[];
  /** Days from the loading day (negative: past), and the hours on the site's clock (Europe/Berlin). */
  inDays: number;
  startHour: number;
  endHour: number;
  capacity: number | null;
  registrationFields: readonly RegistrationExtraField[];
  title: Localized;
  content: Localized<Html>;
}

export const EVENTS: readonly DemoEvent[] = [
  {
    key: "employment-breakfast",
    placeKind: "office",
    officeKey: "munich",
    speakerKeys: ["katharina-mueller", "felix-auer"],
    practiceAreaKeys: ["employment"],
    inDays: 12,
    startHour: 8,
    endHour: 10,
    capacity: 40,
    registrationFields: ["position", "dietaryNeeds"],
    title: {
      de_DE: "Arbeitsrecht zum Frühstück: Was 2027 auf Arbeitgeber zukommt",
      en_US: "Employment law breakfast: what 2027 holds for employers",
      zh_CN: "劳动法早餐会：2027年雇主须知",
    },
    content: {
      de_DE:
        "<p>Bei Kaffee und Croissants geben wir einen kompakten Überblick über die Gesetzesänderungen und Urteile, die Personalabteilungen im kommenden Jahr beschäftigen werden.</p><ul><li>Arbeitszeiterfassung nach der neuen Rechtsprechung</li><li>Entgelttransparenz: Auskunftsansprüche und Berichtspflichten</li><li>Hinweisgeberschutz in der Praxis</li></ul><p>Im Anschluss ist Zeit für Ihre Fragen.</p>",
      en_US:
        "<p>Over coffee and croissants we give a concise overview of the legislation and judgments that will keep HR departments busy next year.</p><ul><li>Recording working time after the latest case law</li><li>Pay transparency: information rights and reporting duties</li><li>Whistleblower protection in practice</li></ul><p>There will be time for your questions afterwards.</p>",
      zh_CN:
        "<p>我们将在咖啡与早餐之间，简要介绍明年人力资源部门需要关注的立法变化与重要判决。</p><ul><li>最新判例下的工时记录义务</li><li>薪酬透明：信息请求权与报告义务</li><li>举报人保护的实务要点</li></ul><p>会后设有答疑环节。</p>",
    },
  },
  {
    key: "ai-act-webinar",
    placeKind: "online",
    speakerKeys: ["jonas-lindqvist"],
    practiceAreaKeys: ["ip", "corporate"],
    inDays: 20,
    startHour: 16,
    endHour: 17,
    capacity: null,
    registrationFields: [],
    title: {
      de_DE: "Webinar: Die KI-Verordnung im Unternehmen umsetzen",
      en_US: "Webinar: putting the EU AI Act into practice",
      zh_CN: "网络研讨会：欧盟《人工智能法》的企业落地",
    },
    content: {
      de_DE:
        "<p>Die ersten Pflichten der KI-Verordnung gelten bereits. In einer Stunde zeigen wir, wie Unternehmen ihre KI-Systeme einordnen, Verantwortlichkeiten festlegen und Verträge mit Anbietern gestalten.</p>",
      en_US:
        "<p>The first obligations under the AI Act already apply. In one hour we show how companies classify their AI systems, assign responsibilities and draft contracts with providers.</p>",
      zh_CN:
        "<p>《人工智能法》的首批义务已经生效。我们将用一小时介绍企业如何对人工智能系统进行分类、明确责任分工，以及如何与供应商订立合同。</p>",
    },
  },
  {
    key: "china-investment-forum",
    placeKind: "address",
    venue: {
      de_DE: "Industrie- und Handelskammer Frankfurt\nBörsenplatz 4\n60313 Frankfurt am Main",
      en_US: "Frankfurt Chamber of Commerce and Industry\nBörsenplatz 4\n60313 Frankfurt am Main, Germany",
      zh_CN: "法兰克福工商会\nBörsenplatz 4\n60313 德国法兰克福",
    },
    speakerKeys: ["wang-xiaoming", "chen-yiran"],
    practiceAreaKeys: ["corporate"],
    inDays: 34,
    startHour: 14,
    endHour: 18,
    capacity: 2,
    registrationFields: ["phone"],
    title: {
      de_DE: "Deutsch-chinesisches Investitionsforum 2027",
      en_US: "German-Chinese investment forum 2027",
      zh_CN: "2027中德投资论坛",
    },
    content: {
      de_DE:
        "<p>Investitionsprüfung, Exportkontrolle und Joint Ventures: Unsere Teams in Frankfurt und Shanghai berichten aus aktuellen Transaktionen in beide Richtungen.</p>",
      en_US:
        "<p>Investment screening, export control and joint ventures: our teams in Frankfurt and Shanghai report from current transactions in both directions.</p>",
      zh_CN: "<p>外商投资审查、出口管制与合资企业：我们法兰克福与上海的团队将分享双向交易的最新实务经验。</p>",
    },
  },
  {
    key: "disputes-review",
    placeKind: "office",
    officeKey: "frankfurt",
    speakerKeys: ["sophie-brandt"],
    practiceAreaKeys: ["disputes"],
    inDays: -45,
    startHour: 17,
    endHour: 19,
    capacity: 30,
    registrationFields: [],
    title: {
      de_DE: "Jahresrückblick Prozessführung: die wichtigsten Urteile",
      en_US: "Litigation review: the year's key judgments",
      zh_CN: "诉讼年度回顾：重要判决解读",
    },
    content: {
      de_DE:
        "<p>Ein Rückblick auf die Entscheidungen des Bundesgerichtshofs, die die Prozessführung im vergangenen Jahr geprägt haben.</p>",
      en_US: "<p>A look back at the Federal Court of Justice decisions that shaped litigation over the past year.</p>",
      zh_CN: "<p>回顾过去一年中影响诉讼实务的德国联邦最高法院重要判决。</p>",
    },
  },
];
