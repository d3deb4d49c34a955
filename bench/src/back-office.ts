// The back office as the benchmark uses it: signed in as the seeded administrator, it saves the
// English portal configuration unchanged. Like every successful back-office write, that empties
// the server's public answers cache (rendered pages and public API answers).
import { API_BASE, accountEndpoints, createApiClient, portalConfigEndpoints, type PortalConfigInput } from "@lawfirm/contract";

export interface BackOffice {
  /** Saves content unchanged: the public cache is empty when this resolves. */
  emptyPublicCache(): Promise<void>;
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
  };
}
