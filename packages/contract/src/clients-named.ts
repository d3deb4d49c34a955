import { z } from "zod";
import { multiLineText, singleLineText, uploadAddress } from "./common.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * The clients a news item, case analysis or honor names, each with the record of its consent
 * (decision 0066: § 43b BRAO, § 6 (2) BORA; a mandate or client is named publicly only with the
 * client's express consent). They belong to the item: every language version keeps the same list,
 * as its people and practice areas. Only the back office reads them: no public answer carries them,
 * and a file chosen as a consent document is served to signed-in accounts only.
 */

export const CLIENTS_NAMED_LIMITS = { clients: 30, name: 200, scope: 1_000 } as const;

/** One client an item names, as stored and answered: `consentDate` null while no consent is recorded. */
export const clientNamedSchema = z.object({
  name: z.string(),
  /** The day the client consented (`YYYY-MM-DD`); null: no consent recorded yet. */
  consentDate: z.string().nullable(),
  /** What the client consented to (free text). */
  scope: z.string(),
  /** The consent's document, an upload of the media library (`/api/upload/…`); null: none. */
  documentUrl: z.string().nullable(),
});
export type ClientNamed = z.infer<typeof clientNamedSchema>;

/** A document's address: exactly an upload's (`/api/upload/<name>`), which the server keeps from visitors. */
const consentDocumentSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => uploadAddress(value)?.plain === true, SCHEMA_MESSAGES.consentDocument);

/** Blank or missing as null. */
const blankAsNullOf = <S extends z.ZodType<string>>(schema: S) =>
  z
    .preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullable().optional())
    .transform((value) => value ?? null);

/** One client as a save sends it: a name; a consent date, a scope and a document where recorded. */
export const clientNamedInputSchema = z.object({
  name: singleLineText(CLIENTS_NAMED_LIMITS.name).min(1),
  consentDate: blankAsNullOf(z.iso.date()),
  scope: multiLineText(CLIENTS_NAMED_LIMITS.scope)
    .nullish()
    .transform((value) => value?.trim() ?? ""),
  documentUrl: blankAsNullOf(consentDocumentSchema),
});

/** The list in a body: left out, the stored list stays (the specification's clients send none); `null` or `[]` names none. */
export const clientsNamedInput = z
  .array(clientNamedInputSchema)
  .max(CLIENTS_NAMED_LIMITS.clients)
  .nullish()
  .transform((clients) => (clients === undefined ? undefined : (clients ?? [])))
  .optional();

/** The clients of a list without a recorded consent: a version naming any is neither published nor scheduled. */
export const clientsWithoutConsent = (clients: readonly ClientNamed[] | null | undefined): ClientNamed[] =>
  (clients ?? []).filter((client) => !client.consentDate);
