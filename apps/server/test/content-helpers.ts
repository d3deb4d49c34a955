import type { AnyArticle, Catalog, FieldError, Pageable, PersonVersion, PracticeAreaVersion } from "@lawfirm/contract";
import type { TestApp } from "./test-app.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface Answer<T> {
  statusCode: number;
  status: number;
  message: string;
  result: T;
  pageable?: Pageable;
  errors: FieldError[];
}

/** Calls the API as the signed-in administrator (or anonymously with `token: null`) and unwraps the envelope. */
export function apiCaller(app: TestApp["app"], token: string | null) {
  return async function call<T = unknown>(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    const body = response.json<{ status: number; message: string; result: T; pageable?: Pageable }>();
    const errors = ((body.result as { errors?: FieldError[] } | null)?.errors ?? []) as FieldError[];
    return { statusCode: response.statusCode, ...body, errors };
  };
}

export type Call = ReturnType<typeof apiCaller>;

/** The version of a given language among an item's versions. */
export function versionIn<T extends { lang: string }>(versions: readonly T[], lang: string): T {
  const version = versions.find((item) => item.lang === lang);
  if (!version) throw new Error(`no ${lang} version among ${versions.map((item) => item.lang).join(", ")}`);
  return version;
}

/** Creates a folder in the given languages (names derived from `name`) and answers its versions by language. */
export async function createFolder(
  call: Call,
  name: string,
  options: { type?: 0 | 1; langs?: string[]; parent?: Record<string, Catalog> } = {},
): Promise<Record<string, Catalog>> {
  const langs = options.langs ?? ["de_DE", "en_US", "zh_CN"];
  const body = langs.map((lang) => ({
    lang,
    name: `${name} ${lang}`,
    type: options.type ?? 0,
    parentId: options.parent?.[lang]?.id ?? 0,
  }));
  const answer = await call<Catalog[]>("POST", "/api/admin/catalog", body);
  if (answer.statusCode !== 200) throw new Error(`creating folder ${name} failed: ${answer.message}`);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version]));
}

export const ALL_LANGS = ["de_DE", "en_US", "zh_CN"] as const;

/** Versions of one item by language. */
export type ByLang<T> = Record<string, T>;

async function createItem<T extends { lang: string }>(call: Call, url: string, body: unknown[], what: string): Promise<ByLang<T>> {
  const answer = await call<T[]>("POST", url, body);
  if (answer.statusCode !== 200) throw new Error(`creating ${what} failed: ${answer.message}`);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version]));
}

/** Creates an office or a job title in the given languages (names derived from `name`). */
export function createReferenceItem<T extends { lang: string; id: number; no: number }>(
  call: Call,
  segment: "office" | "job",
  name: string,
  langs: readonly string[] = ALL_LANGS,
): Promise<ByLang<T>> {
  return createItem<T>(
    call,
    `/api/admin/${segment}`,
    langs.map((lang) => ({ lang, name: `${name} ${lang}` })),
    `${segment} ${name}`,
  );
}

/** Creates a practice area in the given languages (names derived from `name`). */
export function createPracticeArea<T extends { lang: string; id: number; no: number }>(
  call: Call,
  name: string,
  langs: readonly string[] = ALL_LANGS,
): Promise<ByLang<T>> {
  const body = langs.map((lang) => ({
    lang,
    name: `${name} ${lang}`,
    introduce: `<p>${name} in ${lang}</p>`,
    iconUrl: "/api/upload/icon.png",
  }));
  return createItem<T>(call, "/api/admin/professionalField", body, `practice area ${name}`);
}

/** The references of a person: an office, job titles and practice areas, each by language. */
export interface PersonRefs {
  office: ByLang<{ id: number }>;
  jobs?: ByLang<{ id: number }>[];
  practiceAreas?: ByLang<{ id: number }>[];
}

/** One version of a person, naming the references' versions of its language. */
export function personVersion(lang: string, name: string, refs: PersonRefs, extra: Record<string, unknown> = {}) {
  return {
    lang,
    name,
    office: refs.office[lang]!.id,
    jobIds: (refs.jobs ?? []).map((job) => job[lang]!.id),
    proFieldIds: (refs.practiceAreas ?? []).map((area) => area[lang]!.id),
    ...extra,
  };
}

/** Creates a person whose versions carry the given names (by language). */
export function createPerson<T extends { lang: string; id: number; no: number }>(
  call: Call,
  names: ByLang<string>,
  refs: PersonRefs,
  extra: Record<string, unknown> = {},
): Promise<ByLang<T>> {
  const body = Object.entries(names).map(([lang, name]) => personVersion(lang, name, refs, extra));
  return createItem<T>(call, "/api/admin/lawyerTeam", body, `person ${Object.values(names)[0]}`);
}

/** A news version's fields as the back office's editor sends them back. */
export function newsAsSent(version: AnyArticle) {
  return {
    lang: version.lang,
    id: version.id,
    title: version.title,
    coverUrl: version.coverUrl,
    content: version.content,
    cataId: version.cataId,
    isLink: 0,
    personIds: version.personIds,
    proFieldIds: version.proFieldIds,
  };
}

/** A person version's fields as the back office's editor sends them back (its photo's alt text left out, so kept). */
export function personAsSent(version: PersonVersion) {
  return {
    lang: version.lang,
    id: version.id,
    name: version.name,
    photoUrl: version.photoUrl,
    phoneNumber: version.phoneNumber,
    email: version.email,
    office: version.office,
    jobIds: version.jobIds,
    proFieldIds: version.proFieldIds,
    intro: version.intro,
    customContents: version.customContents,
    spokenLanguages: version.spokenLanguages,
    specialistTitles: version.specialistTitles,
    barAdmissions: version.barAdmissions,
    education: version.education,
    memberships: version.memberships,
    publications: version.publications,
    rankings: version.rankings,
  };
}

/** A practice area version's fields as the back office's editor sends them back. */
export function practiceAreaAsSent(version: PracticeAreaVersion) {
  return {
    lang: version.lang,
    id: version.id,
    name: version.name,
    introduce: version.introduce,
    iconUrl: version.iconUrl,
    keyContactIds: version.keyContactIds,
  };
}
