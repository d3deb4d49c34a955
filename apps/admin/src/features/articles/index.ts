// What other features may use of the articles: the kinds (their editors' paths) and the site's time as the publication panel shows it.
export { articleKinds } from "./articleKinds.ts";
export { useSiteTimeText } from "./publicationState.tsx";
