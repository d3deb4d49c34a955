import type { DemoLang, Localized, SpokenLanguage } from "./types.ts";

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

/** Where a lawyer is admitted (or appointed), named once per language; the year is the entry's. */
const ADMISSIONS = {
  germany: { de_DE: "Rechtsanwalt in Deutschland", en_US: "Admitted to the German bar", zh_CN: "德国执业律师" },
  china: { de_DE: "Rechtsanwalt in der Volksrepublik China", en_US: "Admitted to practise in the PRC", zh_CN: "中国执业律师" },
  newYork: { de_DE: "Attorney-at-Law, Bundesstaat New York", en_US: "Attorney-at-law, New York", zh_CN: "美国纽约州执业律师" },
  paris: { de_DE: "Avocat au Barreau de Paris", en_US: "Avocat, Paris Bar", zh_CN: "巴黎律师公会执业律师" },
  milan: { de_DE: "Avvocato, Rechtsanwaltskammer Mailand", en_US: "Avvocato, Milan Bar", zh_CN: "米兰律师公会执业律师" },
  notary: { de_DE: "Notar in Frankfurt am Main", en_US: "Notary in Frankfurt am Main", zh_CN: "法兰克福公证人" },
  taxAdviser: { de_DE: "Steuerberater", en_US: "Certified tax adviser", zh_CN: "德国注册税务师" },
} satisfies Record<string, Localized>;

export type Degree = keyof typeof DEGREES;
export type School = keyof typeof SCHOOLS;
export type Admission = keyof typeof ADMISSIONS;

/** A publication: its title and where it appeared, each as the language's version shows it, and its year. */
export interface DemoPublication {
  title: Localized;
  where: Localized;
  year: number;
  url?: string;
}

/** An individual ranking, as each language's version words it. */
export interface DemoRanking {
  text: Localized;
  year: number;
  url?: string;
}

/** One list of a person's full profile (decision 0068), written once for the three languages. */
export type ProfileFact =
  | { education: readonly (readonly [Degree, School, number])[] }
  | { admissions: readonly (readonly [Admission, number])[] }
  | { memberships: Localized<readonly string[]> }
  | { publications: readonly DemoPublication[] }
  | { rankings: readonly DemoRanking[] };

/** "Education": degree, school and year, newest first. */
export const education = (entries: readonly (readonly [Degree, School, number])[]): ProfileFact => ({ education: entries });

/** "Admissions": bars and appointments with their years. */
export const admissions = (entries: readonly (readonly [Admission, number])[]): ProfileFact => ({ admissions: entries });

/** Memberships, one line each, written per language. */
export const memberships = (items: Localized<readonly string[]>): ProfileFact => ({ memberships: items });

export const publications = (items: readonly DemoPublication[]): ProfileFact => ({ publications: items });

export const rankings = (items: readonly DemoRanking[]): ProfileFact => ({ rankings: items });

/** A person's profile lists as its version in `lang` holds them. */
export function profileIn(facts: readonly ProfileFact[], lang: DemoLang) {
  const profile = {
    barAdmissions: [] as { jurisdiction: string; year: number }[],
    education: [] as { degree: string; institution: string; year: number }[],
    memberships: [] as string[],
    publications: [] as { title: string; where: string; year: number; url: string | null }[],
    rankings: [] as { text: string; year: number; url: string | null }[],
  };
  for (const fact of facts) {
    if ("education" in fact) {
      for (const [degree, school, year] of fact.education)
        profile.education.push({ degree: DEGREES[degree][lang], institution: SCHOOLS[school][lang], year });
    } else if ("admissions" in fact) {
      for (const [admission, year] of fact.admissions) profile.barAdmissions.push({ jurisdiction: ADMISSIONS[admission][lang], year });
    } else if ("memberships" in fact) {
      profile.memberships.push(...fact.memberships[lang]);
    } else if ("publications" in fact) {
      for (const item of fact.publications)
        profile.publications.push({ title: item.title[lang], where: item.where[lang], year: item.year, url: item.url ?? null });
    } else {
      for (const item of fact.rankings) profile.rankings.push({ text: item.text[lang], year: item.year, url: item.url ?? null });
    }
  }
  return profile;
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
