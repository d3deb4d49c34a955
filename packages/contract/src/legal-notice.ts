import { z } from "zod";
import { httpUrlSchema, multiLineText, singleLineText } from "./common.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * The legal notice's facts (Impressum, § 5 DDG and § 2 DL-InfoV; decision 0067): firm-wide facts
 * of the site configuration, typed once and rendered by the site in every language with its own
 * catalog's sentences. Only proper names and numbers are typed; what reads as a sentence (the
 * insurance's territorial scope, the consumer dispute-resolution statement, the country that
 * conferred a professional title) is a choice or a code that each language words itself.
 */

/** The territorial scope of the professional liability insurance, as the site words it in each language. */
export const INSURANCE_SCOPES = ["worldwide", "worldwideExceptUsCanada", "europe", "germany"] as const;
export type InsuranceScope = (typeof INSURANCE_SCOPES)[number];

/** The consumer dispute-resolution statement (§ 36 VSBG): the firm declines to take part, or takes part before a board. */
export const DISPUTE_RESOLUTION_CHOICES = ["declines", "takesPart"] as const;
export type DisputeResolutionChoice = (typeof DISPUTE_RESOLUTION_CHOICES)[number];

/** At most this many statutory professional titles (a firm with lawyers of other jurisdictions names theirs). */
export const LEGAL_NOTICE_TITLES_MAX = 6;
/** At most this many professional rules. */
export const LEGAL_NOTICE_RULES_MAX = 12;

/** A statutory professional title and the state that conferred it (an ISO 3166-1 code; the site names the country in each language). */
export const professionalTitleSchema = z.object({ title: z.string(), country: z.string() });
export type ProfessionalTitle = z.infer<typeof professionalTitleSchema>;

/** A professional rule the firm's lawyers are subject to, with where it can be read. */
export const professionalRuleSchema = z.object({ name: z.string(), url: z.string() });
export type ProfessionalRule = z.infer<typeof professionalRuleSchema>;

export const legalNoticeSchema = z.object({
  /** The legal form, e.g. "Partnerschaftsgesellschaft mbB"; empty for a sole practitioner. */
  legalForm: z.string(),
  registerCourt: z.string(),
  registerNumber: z.string(),
  /** The VAT identification number, written without spaces (`DE123456789`). */
  vatId: z.string(),
  /** The responsible bar (Rechtsanwaltskammer) and its postal address (lines). */
  barName: z.string(),
  barAddress: z.string(),
  titles: z.array(professionalTitleSchema),
  rules: z.array(professionalRuleSchema),
  /** The professional liability insurer, its postal address (lines) and the insurance's territorial scope. */
  insurerName: z.string(),
  insurerAddress: z.string(),
  insuranceScope: z.enum(INSURANCE_SCOPES).nullable(),
  /** The consumer dispute-resolution statement; null while not chosen. */
  disputeResolution: z.enum(DISPUTE_RESOLUTION_CHOICES).nullable(),
  /** The dispute-resolution board's name and address (lines), when the firm takes part. */
  disputeBoard: z.string(),
  disputeBoardUrl: z.string(),
});
export type LegalNotice = z.infer<typeof legalNoticeSchema>;

/** The legal notice before any fact is typed. */
export const NO_LEGAL_NOTICE: LegalNotice = {
  legalForm: "",
  registerCourt: "",
  registerNumber: "",
  vatId: "",
  barName: "",
  barAddress: "",
  titles: [],
  rules: [],
  insurerName: "",
  insurerAddress: "",
  insuranceScope: null,
  disputeResolution: null,
  disputeBoard: "",
  disputeBoardUrl: "",
};

/**
 * The professional rules a lawyer admitted in Germany is subject to, with the Federal Bar's
 * (BRAK) pages of them: what the back office offers to fill in.
 */
export const GERMAN_PROFESSIONAL_RULES: readonly ProfessionalRule[] = [
  { name: "Bundesrechtsanwaltsordnung (BRAO)", url: "https://www.brak.de/anwaltschaft/berufsrecht/" },
  { name: "Berufsordnung für Rechtsanwälte (BORA)", url: "https://www.brak.de/anwaltschaft/berufsrecht/" },
  { name: "Fachanwaltsordnung (FAO)", url: "https://www.brak.de/anwaltschaft/berufsrecht/" },
  { name: "Rechtsanwaltsvergütungsgesetz (RVG)", url: "https://www.gesetze-im-internet.de/rvg/" },
  { name: "Berufsregeln der Rechtsanwälte der Europäischen Union (CCBE)", url: "https://www.brak.de/anwaltschaft/berufsrecht/" },
];

/** The usual statutory title of a lawyer admitted in Germany, offered by the back office. */
export const GERMAN_LAWYER_TITLE: ProfessionalTitle = { title: "Rechtsanwalt/Rechtsanwältin", country: "DE" };

/**
 * The VAT identification numbers of the EU's member states (and Northern Ireland's, `XI`), as the
 * Commission's VIES checks their form: the country's prefix (Greece's is `EL`), then its pattern.
 */
const VAT_ID_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** A VAT ID as it is written and compared: upper case, without spaces, dots or hyphens. */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

/** Whether a (normalised) VAT ID has the form of an EU member state's, `DE` and nine digits for Germany. */
export function isEuVatId(value: string): boolean {
  const pattern = VAT_ID_PATTERNS[value.slice(0, 2)];
  return pattern !== undefined && pattern.test(value.slice(2));
}

/** Optional plain text: missing or null is stored as the empty string. */
const text = (schema: z.ZodString) => schema.nullish().transform((value) => value ?? "");

const optionalUrl = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value ?? "")
  .pipe(z.union([z.literal(""), httpUrlSchema]));

/**
 * The legal notice's facts as the back office sends them (the whole of them: they replace the
 * stored ones); a missing text is empty, a missing list empty, a missing choice not chosen.
 */
export const legalNoticeBody = z
  .object({
    legalForm: text(singleLineText(200)),
    registerCourt: text(singleLineText(200)),
    registerNumber: text(singleLineText(100)),
    vatId: z
      .string()
      .nullish()
      .transform((value) => normalizeVatId(value ?? ""))
      .refine((value) => value === "" || isEuVatId(value), SCHEMA_MESSAGES.vatId),
    barName: text(singleLineText(200)),
    barAddress: text(multiLineText(500)),
    titles: z
      .array(
        z.object({
          title: singleLineText(200).min(1),
          country: z
            .string()
            .trim()
            .transform((value) => value.toUpperCase())
            .pipe(z.string().regex(/^[A-Z]{2}$/, SCHEMA_MESSAGES.countryCode)),
        }),
      )
      .max(LEGAL_NOTICE_TITLES_MAX)
      .nullish()
      .transform((value) => value ?? []),
    rules: z
      .array(z.object({ name: singleLineText(200).min(1), url: httpUrlSchema }))
      .max(LEGAL_NOTICE_RULES_MAX)
      .nullish()
      .transform((value) => value ?? []),
    insurerName: text(singleLineText(200)),
    insurerAddress: text(multiLineText(500)),
    insuranceScope: z
      .enum(INSURANCE_SCOPES)
      .nullish()
      .transform((value) => value ?? null),
    disputeResolution: z
      .enum(DISPUTE_RESOLUTION_CHOICES)
      .nullish()
      .transform((value) => value ?? null),
    disputeBoard: text(multiLineText(500)),
    disputeBoardUrl: optionalUrl,
  })
  .superRefine((notice, context) => {
    // A statement that the firm takes part must say before whom (§ 36 (1) no. 2 VSBG).
    if (notice.disputeResolution === "takesPart" && notice.disputeBoard === "") {
      context.addIssue({ code: "custom", path: ["disputeBoard"], message: SCHEMA_MESSAGES.disputeBoardRequired });
    }
  });
export type LegalNoticeInput = z.output<typeof legalNoticeBody>;

/**
 * The facts the legal notice needs that the dashboard warns about while they are missing (the
 * site just leaves a missing one out). `register` is needed once a legal form is given (a sole
 * practitioner has neither); `board` once the firm says it takes part in dispute resolution.
 */
export const LEGAL_NOTICE_REQUIRED = [
  "address",
  "email",
  "register",
  "vatId",
  "bar",
  "titles",
  "rules",
  "insurer",
  "insuranceScope",
  "disputeResolution",
] as const;
export type LegalNoticeRequirement = (typeof LEGAL_NOTICE_REQUIRED)[number];

/** The required facts the legal notice lacks, in the order of `LEGAL_NOTICE_REQUIRED`. */
export function missingLegalNoticeFacts(facts: {
  address: string;
  email: string | null;
  legalNotice: LegalNotice;
}): LegalNoticeRequirement[] {
  const notice = facts.legalNotice;
  const blank = (value: string | null) => (value ?? "").trim() === "";
  const missing: Record<LegalNoticeRequirement, boolean> = {
    address: blank(facts.address),
    email: blank(facts.email),
    register: !blank(notice.legalForm) && (blank(notice.registerCourt) || blank(notice.registerNumber)),
    vatId: blank(notice.vatId),
    bar: blank(notice.barName) || blank(notice.barAddress),
    titles: notice.titles.length === 0,
    rules: notice.rules.length === 0,
    insurer: blank(notice.insurerName) || blank(notice.insurerAddress),
    insuranceScope: notice.insuranceScope === null,
    disputeResolution: notice.disputeResolution === null,
  };
  return LEGAL_NOTICE_REQUIRED.filter((name) => missing[name]);
}
