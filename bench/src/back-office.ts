// The back office as the benchmark uses it: signed in as the seeded administrator, it saves content
// unchanged (which empties only the answers showing it: decisions 0062 and 0139) and uploads images.
import {
  API_BASE,
  accountEndpoints,
  bannerEndpoints,
  createApiClient,
  fileEndpoints,
  portalConfigEndpoints,
  practiceAreaEndpoints,
  UPLOAD_FIELD,
  type PortalConfigInput,
  type UploadedFile,
} from "@lawfirm/contract";

export interface BackOffice {
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
  return {
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
