import type { Catalog, FieldError, Pageable } from "@lawfirm/contract";
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
