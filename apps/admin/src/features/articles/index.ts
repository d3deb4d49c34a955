// What other features may use of the articles: the kinds (their editors' paths).
export { articleKinds } from "./articleKinds.ts";
