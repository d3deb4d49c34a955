import { dataNoteEndpoints, privacyEndpoints, retentionEndpoints, type DataNotesBody, type RetentionPeriodName } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";

export const privacyKeys = { retention: ["privacy", "retention"] as const, dataNotes: ["privacy", "dataNotes"] as const };

export const privacyApi = {
  lookUp: (email: string) => inlineErrorApi.call(privacyEndpoints.lookUp, { body: { email } }),
  export: (email: string) => api.call(privacyEndpoints.export, { body: { email } }),
  erase: (email: string) => api.call(privacyEndpoints.erase, { body: { email } }),
  retention: (signal?: AbortSignal) => inlineErrorApi.call(retentionEndpoints.read, {}, { signal }),
  setRetention: (periods: Partial<Record<RetentionPeriodName, number>>) =>
    inlineErrorApi.call(retentionEndpoints.update, { body: { periods } }),
  dataNotes: (signal?: AbortSignal) => inlineErrorApi.call(dataNoteEndpoints.read, {}, { signal }),
  setDataNotes: (notes: DataNotesBody["notes"]) => inlineErrorApi.call(dataNoteEndpoints.update, { body: { notes } }),
};
