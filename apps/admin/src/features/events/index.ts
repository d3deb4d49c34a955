// What other features may use of the events: their query keys.
export { eventKeys } from "./events.api.ts";
