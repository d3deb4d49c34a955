import { privacyEndpoints } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

export const privacyApi = {
  lookUp: (email: string) => inlineErrorApi.call(privacyEndpoints.lookUp, { body: { email } }),
  export: (email: string) => api.call(privacyEndpoints.export, { body: { email } }),
  erase: (email: string) => api.call(privacyEndpoints.erase, { body: { email } }),
};
