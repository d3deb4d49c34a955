import type { EmploymentType, JobLevel } from "@lawfirm/contract";
import type { Html, Localized } from "./types.ts";

/** A job opening of the demo firm (decision 0071): its office and practice areas by key; German titles address every gender (AGG). */
export interface DemoOpening {
  key: string;
  officeKey: string;
  practiceAreaKeys: readonly string[];
  level: JobLevel;
  employmentType: EmploymentType;
  /** The start in days from the loading day; undefined: by arrangement. */
  startInDays?: number | undefined;
  title: Localized;
  content: Localized<Html>;
}

export const OPENINGS: readonly DemoOpening[] = [
  {
    key: "trainee-munich",
    officeKey: "munich",
    practiceAreaKeys: ["employment", "disputes"],
    level: "trainee",
    employmentType: "internship",
    title: {
      de_DE: "Referendar*in für die Anwalts- oder Wahlstation",
      en_US: "Legal trainee (Referendar) for the lawyer or elective station",
      zh_CN: "法律实习生（律师站或选修站）",
    },
    content: {
      de_DE:
        "<p>Sie verbringen Ihre Anwalts- oder Wahlstation in unserem Münchner Büro und arbeiten in Mandaten des Arbeitsrechts und der Prozessführung mit.</p><ul><li>Eigene Schriftsätze unter Anleitung</li><li>Teilnahme an Verhandlungen</li><li>Examensvorbereitung mit unseren Partnerinnen und Partnern</li></ul>",
      en_US:
        "<p>Spend your lawyer or elective station in our Munich office, working on employment and litigation matters.</p><ul><li>Your own briefs under supervision</li><li>Attending hearings</li><li>Exam preparation with our partners</li></ul>",
      zh_CN:
        "<p>在我们的慕尼黑办公室完成律师站或选修站实习，参与劳动法和诉讼案件。</p><ul><li>在指导下撰写文书</li><li>参加庭审</li><li>由合伙人辅导国家司法考试</li></ul>",
    },
  },
  {
    key: "associate-frankfurt",
    officeKey: "frankfurt",
    practiceAreaKeys: ["corporate"],
    level: "associate",
    employmentType: "fullTime",
    startInDays: 90,
    title: {
      de_DE: "Associate (m/w/d) Corporate/M&A",
      en_US: "Associate Corporate/M&A",
      zh_CN: "公司并购律师",
    },
    content: {
      de_DE:
        "<p>Für unser Corporate-Team in Frankfurt suchen wir eine Rechtsanwältin oder einen Rechtsanwalt mit zwei Prädikatsexamina und erster Erfahrung in Transaktionen.</p><p>Sie begleiten nationale und grenzüberschreitende Unternehmenskäufe von der Due Diligence bis zum Closing.</p>",
      en_US:
        "<p>Our corporate team in Frankfurt is looking for a lawyer with two distinguished state exams and first experience in transactions.</p><p>You will work on domestic and cross-border acquisitions from due diligence to closing.</p>",
      zh_CN:
        "<p>我们法兰克福的公司业务团队招聘具有两次优秀国家司法考试成绩并具备交易经验的律师。</p><p>您将参与境内及跨境并购项目，从尽职调查到交割。</p>",
    },
  },
  {
    key: "assistant-munich",
    officeKey: "munich",
    practiceAreaKeys: [],
    level: "staff",
    employmentType: "partTime",
    title: {
      de_DE: "Rechtsanwaltsfachangestellte (m/w/d) in Teilzeit",
      en_US: "Legal secretary, part time",
      zh_CN: "律师助理（兼职）",
    },
    content: {
      de_DE:
        "<p>Sie organisieren Termine, Fristen und Akten eines Teams von vier Anwältinnen und Anwälten, 25 bis 30 Stunden in der Woche.</p>",
      en_US: "<p>You organise the appointments, deadlines and files of a team of four lawyers, 25 to 30 hours a week.</p>",
      zh_CN: "<p>您将为四位律师组成的团队管理日程、期限和案卷，每周工作 25 至 30 小时。</p>",
    },
  },
  {
    key: "associate-shanghai",
    officeKey: "shanghai",
    practiceAreaKeys: ["china", "corporate"],
    level: "associate",
    employmentType: "fullTime",
    title: {
      de_DE: "Associate (m/w/d) China Desk in Shanghai",
      en_US: "Associate China Desk, Shanghai",
      zh_CN: "中国业务部律师（上海）",
    },
    content: {
      de_DE:
        "<p>Sie beraten deutsche Unternehmen bei Investitionen in China und chinesische Investoren in Deutschland, auf Deutsch, Englisch und Chinesisch.</p>",
      en_US: "<p>You advise German companies investing in China and Chinese investors in Germany, in German, English and Chinese.</p>",
      zh_CN: "<p>您将使用德语、英语和中文，为在华投资的德国企业以及赴德投资的中国投资者提供法律服务。</p>",
    },
  },
];
