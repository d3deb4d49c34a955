// What other features may use of the job openings: their query keys.
export { jobOpeningKeys } from "./jobOpenings.api.ts";
