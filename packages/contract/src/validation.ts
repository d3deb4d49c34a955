/**
 * Problems the contract's schemas word themselves, by key. A schema gives the key as the issue's
 * message (`refine(check, SCHEMA_MESSAGES.httpUrl)`, `{ error: SCHEMA_MESSAGES.flag }`, or
 * `addIssue({ code: "custom", message, params })` with the values of its placeholders); the
 * server's message catalogs hold the text in every language and render it in the language of the
 * request (docs/decisions/0016). Every other problem the server describes from the code.
 */
export const SCHEMA_MESSAGES = {
  flag: "validation.flag",
  httpUrl: "validation.httpUrl",
  urlOrSitePath: "validation.urlOrSitePath",
  siteImage: "validation.siteImage",
  svgOnlyForIcons: "validation.svgOnlyForIcons",
  adminApiUrl: "validation.adminApiUrl",
  /** Placeholders: `address`, `plain`. */
  uploadSpelling: "validation.uploadSpelling",
  email: "validation.email",
  contactConsent: "validation.contactConsent",
  applicationConsent: "validation.applicationConsent",
  registrationConsent: "validation.registrationConsent",
  contactRecipient: "validation.contactRecipient",
  phoneNumber: "validation.phoneNumber",
  postalCode: "validation.postalCode",
  countryCode: "validation.countryCode",
  spokenLanguages: "validation.spokenLanguages",
  specialistTitle: "validation.specialistTitle",
  /** Placeholder: `max`. */
  specialistTitlesMax: "validation.specialistTitlesMax",
  profileYear: "validation.profileYear",
  versionsMin: "validation.versionsMin",
  /** Placeholder: `max`. */
  versionsMax: "validation.versionsMax",
  langTwice: "validation.langTwice",
  contentUrlRequired: "validation.contentUrlRequired",
  folderRequired: "validation.folderRequired",
  dateTime: "validation.dateTime",
  dateTooEarly: "validation.dateTooEarly",
  iconFileRequired: "validation.iconFileRequired",
  /** Placeholder: `min`. */
  minLength: "validation.minLength",
  /** Placeholder: `max`. */
  maxLength: "validation.maxLength",
  passwordNeedsMix: "validation.passwordNeedsMix",
  passwordContainsAccount: "validation.passwordContainsAccount",
  loginAccount: "validation.loginAccount",
  /** Placeholder: `address`. */
  foreignImage: "validation.foreignImage",
  /** Placeholder: `max`. */
  nestedTooDeeply: "validation.nestedTooDeeply",
  /** Placeholder: `max`. */
  tooManyElements: "validation.tooManyElements",
  /** Placeholder: `max`. */
  tooManyPictures: "validation.tooManyPictures",
  singleLine: "validation.singleLine",
  redirectSitePath: "validation.redirectSitePath",
  redirectQuery: "validation.redirectQuery",
  /** Placeholder: `prefix`. */
  redirectServerOwned: "validation.redirectServerOwned",
  redirectHomePage: "validation.redirectHomePage",
  redirectTarget: "validation.redirectTarget",
  redirectStatus: "validation.redirectStatus",
  redirectTargetRequired: "validation.redirectTargetRequired",
  redirectGoneHasNoTarget: "validation.redirectGoneHasNoTarget",
  redirectToItself: "validation.redirectToItself",
  controlCharacters: "validation.controlCharacters",
  slug: "validation.slug",
  reviewCommentRequired: "validation.reviewCommentRequired",
  consentDocument: "validation.consentDocument",
  vatId: "validation.vatId",
  disputeBoardRequired: "validation.disputeBoardRequired",
  eventEndsBeforeStart: "validation.eventEndsBeforeStart",
  eventDeadlineAfterEnd: "validation.eventDeadlineAfterEnd",
  eventPlaceOffice: "validation.eventPlaceOffice",
  eventPlaceVenue: "validation.eventPlaceVenue",
  registrationFieldRequired: "validation.registrationFieldRequired",
  newsletterConsent: "validation.newsletterConsent",
  newsletterTopics: "validation.newsletterTopics",
  timeOfDay: "validation.timeOfDay",
  weekday: "validation.weekday",
  duplicates: "validation.duplicates",
} as const;

export type SchemaMessageKey = (typeof SCHEMA_MESSAGES)[keyof typeof SCHEMA_MESSAGES];

/** A problem in the contract's words: a message key and the values of its placeholders. */
export interface SchemaProblem {
  key: SchemaMessageKey;
  params?: Record<string, string | number>;
}

const schemaMessageKeys = new Set<string>(Object.values(SCHEMA_MESSAGES));

export function isSchemaMessageKey(value: unknown): value is SchemaMessageKey {
  return typeof value === "string" && schemaMessageKeys.has(value);
}
