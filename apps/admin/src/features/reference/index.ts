// What other features may use of offices and job titles: their lists and query keys (pickers and filters).
export { fetchReferenceList, referenceKeys } from "./reference.api.ts";
