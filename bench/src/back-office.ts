// The back office as the benchmark uses it: signed in as the seeded administrator, it saves the
// English portal configuration unchanged (like every successful back-office write, that empties
// the server's public answers cache: rendered pages and public API answers), and uploads images.
import {
  API_BASE,
  accountEndpoints,
  createApiClient,
  fileEndpoints,
  portalConfigEndpoints,
  UPLOAD_FIELD,
  type PortalConfigInput,
  type UploadedFile,
} from "@lawfirm/contract";

export interface BackOffice {
  /** Saves content unchanged: the public cache is empty when this resolves. */
  emptyPublicCache(): Promise<void>;
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
    async emptyPublicCache() {
      await api.call(portalConfigEndpoints.save, { body: unchanged });
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
