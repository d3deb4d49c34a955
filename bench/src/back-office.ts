// The back office as the benchmark uses it: signed in as the seeded administrator, it saves a
// redirect unchanged (which address answers what: the write empties the server's whole public
// answers cache, rendered pages and public API answers), saves other content unchanged (which
// empties only the answers showing it: decisions 0062, 0139 and 0141), and uploads images.
import {
  API_BASE,
  accountEndpoints,
  type ApiClient,
  bannerEndpoints,
  createApiClient,
  fileEndpoints,
  portalConfigEndpoints,
  practiceAreaEndpoints,
  redirectEndpoints,
  UPLOAD_FIELD,
  type PortalConfigInput,
  type Redirect,
  type UploadedFile,
} from "@lawfirm/contract";

export interface BackOffice {
  /** Saves the benchmark's redirect unchanged (made by the first call): the public cache is empty when this resolves. */
  emptyPublicCache(): Promise<void>;
  /** Saves the English site configuration unchanged: every page's header and footer, not the other answers they read. */
  saveSiteConfig(): Promise<void>;
  /**
   * Saves the newest English banner unchanged: a write only the home page shows (the other measured
   * pages show no banner), whose answer comes once the answers showing it are dropped.
   */
  saveUnrelated(): Promise<void>;
  /**
   * Saves a practice area unchanged: a write every measured page shows (the home page lists the
   * practice areas, people and news name theirs), the broadest write of one item.
   */
  saveShownEverywhere(practiceAreaId: number): Promise<void>;
  /** Uploads a file as an image field of the back office does; answers what the server kept. */
  upload(file: Blob, name: string): Promise<UploadedFile>;
}

export async function signInToBackOffice(baseUrl: string, admin: { account: string; password: string }): Promise<BackOffice> {
  const anonymous = createApiClient({ baseUrl: `${baseUrl}${API_BASE}` });
  const token = await anonymous.call(accountEndpoints.login, { body: { loginAccount: admin.account, password: admin.password } });
  const api = createApiClient({ baseUrl: `${baseUrl}${API_BASE}`, headers: () => ({ authorization: `Bearer ${token}` }) });
  const { updateTime: _updateTime, ...config } = await api.call(portalConfigEndpoints.get, { query: { lang: "en_US" } });
  const unchanged: PortalConfigInput = config;
  /** The redirect `emptyPublicCache` saves, found or made once. */
  let redirect: Redirect | undefined;
  return {
    async emptyPublicCache() {
      redirect ??= await benchRedirect(api);
      // Made a 301 by `benchRedirect`.
      const { id, from, to, note } = redirect;
      await api.call(redirectEndpoints.update, { params: { id }, body: { from, to, status: 301, note } });
    },
    async saveSiteConfig() {
      await api.call(portalConfigEndpoints.save, { body: unchanged });
    },
    async saveUnrelated() {
      const [banner] = (await api.call(bannerEndpoints.list, { query: { pageNo: 1, pageSize: 1, lang: "en_US" } })).result;
      if (!banner) throw new Error("the back office lists no English banner");
      const { id, lang, imgPath, title, subTitle, linkUrl } = banner;
      await api.call(bannerEndpoints.update, { query: {}, body: { id, lang, imgPath, title, subTitle, linkUrl } });
    },
    async saveShownEverywhere(practiceAreaId) {
      const { versions } = await api.call(practiceAreaEndpoints.detail, { params: { id: practiceAreaId } });
      const body = versions.map(({ lang, id, name, introduce, iconUrl, keyContactIds }) => ({
        lang,
        id,
        name,
        introduce,
        iconUrl,
        keyContactIds,
      }));
      await api.call(practiceAreaEndpoints.update, { query: {}, body });
    },
    async upload(file, name) {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, name);
      const url = `${baseUrl}${API_BASE}${fileEndpoints.upload.path}`;
      const response = await fetch(url, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
      const answer = (await response.json()) as { message?: string; result: UploadedFile };
      if (response.status !== 200) throw new Error(`POST ${url} answered ${response.status}: ${answer.message ?? ""}`);
      return answer.result;
    },
  };
}

/** An address no page links to, whose redirect the benchmark saves to empty the public cache. */
const BENCH_REDIRECT_FROM = "/bench-empties-the-cache";

/** The benchmark's redirect: the one a run before made in this database, else a new one. */
async function benchRedirect(api: ApiClient): Promise<Redirect> {
  const found = await api.call(redirectEndpoints.list, { query: { pageNo: 1, pageSize: 1, keyword: BENCH_REDIRECT_FROM } });
  return (
    found.result.find((redirect) => redirect.from === BENCH_REDIRECT_FROM) ??
    (await api.call(redirectEndpoints.create, {
      body: {
        from: BENCH_REDIRECT_FROM,
        to: "/en/home",
        status: 301,
        note: "Saved unchanged by the benchmark: a write that empties the public cache",
      },
    }))
  );
}
