import type { DemoLang, Html, Localized, SpokenLanguage } from "./types.ts";

/** Degrees and schools, named once per language, so that CVs read naturally in each. */
const DEGREES = {
  law: {
    de_DE: "Erstes und Zweites Juristisches Staatsexamen",
    en_US: "First and Second State Examination in Law",
    zh_CN: "德国第一次及第二次国家司法考试",
  },
  doctorate: { de_DE: "Promotion (Dr. iur.)", en_US: "Doctorate in law (Dr. iur.)", zh_CN: "法学博士" },
  llm: { de_DE: "LL.M.", en_US: "LL.M.", zh_CN: "法学硕士（LL.M.）" },
  bachelorCn: { de_DE: "Bachelor of Laws", en_US: "Bachelor of Laws", zh_CN: "法学学士" },
  masterCn: { de_DE: "Master of Laws", en_US: "Master of Laws", zh_CN: "法学硕士" },
  maitrise: { de_DE: "Maîtrise en droit", en_US: "Maîtrise en droit", zh_CN: "法学硕士（法国）" },
  laurea: { de_DE: "Laurea in Giurisprudenza", en_US: "Laurea in Giurisprudenza", zh_CN: "法学学位（意大利）" },
  llb: { de_DE: "LL.B.", en_US: "LL.B.", zh_CN: "法学学士（LL.B.）" },
  paralegal: {
    de_DE: "Ausbildung zur Rechtsanwaltsfachangestellten",
    en_US: "Qualified legal secretary (Rechtsanwaltsfachangestellte)",
    zh_CN: "德国律师事务所专业助理职业培训",
  },
  taxAdviser: { de_DE: "Steuerberaterexamen", en_US: "German tax adviser examination", zh_CN: "德国税务师资格考试" },
} satisfies Record<string, Localized>;

const SCHOOLS = {
  lmu: { de_DE: "Ludwig-Maximilians-Universität München", en_US: "LMU Munich", zh_CN: "慕尼黑大学" },
  goethe: { de_DE: "Goethe-Universität Frankfurt am Main", en_US: "Goethe University Frankfurt", zh_CN: "法兰克福大学" },
  heidelberg: { de_DE: "Universität Heidelberg", en_US: "Heidelberg University", zh_CN: "海德堡大学" },
  humboldt: { de_DE: "Humboldt-Universität zu Berlin", en_US: "Humboldt University of Berlin", zh_CN: "柏林洪堡大学" },
  vienna: { de_DE: "Universität Wien", en_US: "University of Vienna", zh_CN: "维也纳大学" },
  cambridge: { de_DE: "University of Cambridge", en_US: "University of Cambridge", zh_CN: "剑桥大学" },
  columbia: { de_DE: "Columbia Law School, New York", en_US: "Columbia Law School, New York", zh_CN: "哥伦比亚大学法学院" },
  edinburgh: { de_DE: "University of Edinburgh", en_US: "University of Edinburgh", zh_CN: "爱丁堡大学" },
  stockholm: { de_DE: "Universität Stockholm", en_US: "Stockholm University", zh_CN: "斯德哥尔摩大学" },
  sciencesPo: { de_DE: "Sciences Po, Paris", en_US: "Sciences Po, Paris", zh_CN: "巴黎政治学院" },
  bocconi: { de_DE: "Università Bocconi, Mailand", en_US: "Bocconi University, Milan", zh_CN: "米兰博科尼大学" },
  peking: { de_DE: "Peking-Universität", en_US: "Peking University", zh_CN: "北京大学" },
  fudan: { de_DE: "Fudan-Universität, Shanghai", en_US: "Fudan University, Shanghai", zh_CN: "复旦大学" },
  ecupl: {
    de_DE: "East China University of Political Science and Law",
    en_US: "East China University of Political Science and Law",
    zh_CN: "华东政法大学",
  },
  tongji: { de_DE: "Tongji-Universität, Shanghai", en_US: "Tongji University, Shanghai", zh_CN: "同济大学" },
  munichChamber: { de_DE: "IHK München", en_US: "Munich Chamber of Commerce", zh_CN: "慕尼黑工商会" },
  lagos: { de_DE: "University of Lagos", en_US: "University of Lagos", zh_CN: "拉各斯大学" },
} satisfies Record<string, Localized>;

const ADMISSIONS = {
  germany: {
    de_DE: "Anwaltszulassung in Deutschland ({year})",
    en_US: "Admitted to the German bar ({year})",
    zh_CN: "德国执业律师（{year}年）",
  },
  china: {
    de_DE: "Anwaltszulassung in der Volksrepublik China ({year})",
    en_US: "Admitted to practise in the PRC ({year})",
    zh_CN: "中国执业律师（{year}年）",
  },
  newYork: {
    de_DE: "Anwaltszulassung im Bundesstaat New York ({year})",
    en_US: "Admitted in New York ({year})",
    zh_CN: "美国纽约州执业律师（{year}年）",
  },
  paris: { de_DE: "Avocat au Barreau de Paris ({year})", en_US: "Avocat, Paris Bar ({year})", zh_CN: "巴黎律师公会执业律师（{year}年）" },
  milan: {
    de_DE: "Avvocato, Rechtsanwaltskammer Mailand ({year})",
    en_US: "Avvocato, Milan Bar ({year})",
    zh_CN: "米兰律师公会执业律师（{year}年）",
  },
  notary: {
    de_DE: "Notar in Frankfurt am Main ({year})",
    en_US: "Notary in Frankfurt am Main ({year})",
    zh_CN: "法兰克福公证人（{year}年获任）",
  },
  taxAdviser: { de_DE: "Steuerberater ({year})", en_US: "Certified tax adviser ({year})", zh_CN: "德国注册税务师（{year}年）" },
} satisfies Record<string, Localized>;

export type Degree = keyof typeof DEGREES;
export type School = keyof typeof SCHOOLS;
export type Admission = keyof typeof ADMISSIONS;

const HEADINGS = {
  education: { de_DE: "Ausbildung", en_US: "Education", zh_CN: "教育背景" },
  admissions: { de_DE: "Zulassungen", en_US: "Admissions", zh_CN: "执业资格" },
  memberships: { de_DE: "Mitgliedschaften", en_US: "Memberships", zh_CN: "专业协会" },
  publications: { de_DE: "Veröffentlichungen", en_US: "Publications", zh_CN: "著述" },
} satisfies Record<string, Localized>;

const list = (items: string[]): Html => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
const perLang = (make: (lang: DemoLang) => Html): Localized<Html> => ({ de_DE: make("de_DE"), en_US: make("en_US"), zh_CN: make("zh_CN") });

/** "Education": degree, school and year, newest first. */
export function education(entries: readonly [Degree, School, number][]) {
  return {
    title: HEADINGS.education,
    content: perLang((lang) =>
      list(
        entries.map(([degree, school, year]) =>
          lang === "zh_CN"
            ? `${SCHOOLS[school][lang]}，${DEGREES[degree][lang]}（${year}年）`
            : `${DEGREES[degree][lang]}, ${SCHOOLS[school][lang]} (${year})`,
        ),
      ),
    ),
  };
}

/** "Admissions": bars and appointments with their years. */
export function admissions(entries: readonly [Admission, number][]) {
  return {
    title: HEADINGS.admissions,
    content: perLang((lang) => list(entries.map(([admission, year]) => ADMISSIONS[admission][lang].replace("{year}", String(year))))),
  };
}

/** A free list under one of the standard headings, written per language. */
export function section(heading: "memberships" | "publications", items: Localized<readonly string[]>) {
  return { title: HEADINGS[heading], content: perLang((lang) => list([...items[lang]])) };
}

/** The names of the spoken languages, in each interface language. */
export const SPOKEN_LANGUAGE_NAMES: Record<SpokenLanguage, Localized> = {
  de: { de_DE: "Deutsch", en_US: "German", zh_CN: "德语" },
  en: { de_DE: "Englisch", en_US: "English", zh_CN: "英语" },
  zh: { de_DE: "Chinesisch", en_US: "Chinese", zh_CN: "中文" },
  fr: { de_DE: "Französisch", en_US: "French", zh_CN: "法语" },
  it: { de_DE: "Italienisch", en_US: "Italian", zh_CN: "意大利语" },
  sv: { de_DE: "Schwedisch", en_US: "Swedish", zh_CN: "瑞典语" },
  es: { de_DE: "Spanisch", en_US: "Spanish", zh_CN: "西班牙语" },
};

/** The spoken languages as one line of text in an interface language ("Deutsch, Englisch"). */
export function spokenLanguageNames(codes: readonly SpokenLanguage[], lang: DemoLang): string {
  return codes.map((code) => SPOKEN_LANGUAGE_NAMES[code][lang]).join(lang === "zh_CN" ? "、" : ", ");
}
