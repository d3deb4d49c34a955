/**
 * The topics the demo firm's newsletter offers (decision 0083), by the keys of its news folders
 * and practice areas: each is named in every language from the folder's or area's own names.
 */
export const NEWSLETTER_TOPICS: readonly { kind: "newsFolder" | "practiceArea"; key: string }[] = [
  { kind: "newsFolder", key: "insights" },
  { kind: "newsFolder", key: "firm" },
  { kind: "practiceArea", key: "corporate" },
  { kind: "practiceArea", key: "employment" },
  { kind: "practiceArea", key: "ip" },
];
