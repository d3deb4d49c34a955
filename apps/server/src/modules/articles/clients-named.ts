import { clientNamedSchema, clientsWithoutConsent, type ClientNamed } from "@lawfirm/contract";
import { z } from "zod";
import { conflict } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";

// The clients an article names and their consents (decision 0066): a JSON list in the version's
// `clients_named` column, the same in every version of the item, never in a public answer.

const storedList = z.array(clientNamedSchema);

/** A stored value as a list of clients; none for anything else (a draft kept before they existed). */
export function clientsNamedIn(value: unknown): ClientNamed[] {
  const parsed = storedList.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** JSON text as a list of clients: the version's column, or under `field` a draft's fields. */
export function clientsNamedOf(text: string | null | undefined, field?: "clientsNamed"): ClientNamed[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return clientsNamedIn(field ? (value as Record<string, unknown> | null)?.[field] : value);
  } catch {
    return [];
  }
}

/** A list as its column stores it: null for none. Each client's fields in one order, so that the dashboard's match finds a missing consent. */
export function clientsNamedColumn(clients: readonly ClientNamed[]): string | null {
  if (clients.length === 0) return null;
  return JSON.stringify(clients.map(({ name, consentDate, scope, documentUrl }) => ({ name, consentDate, scope, documentUrl })));
}

/** How a stored list without a recorded consent is spelled, for the database's `like`: `clientsNamedColumn` writes it so. */
export const MISSING_CONSENT_TEXT = '"consentDate":null';

/**
 * Refuses to make public (publish, schedule, or save in place a public version) a version whose
 * item names a client without a recorded consent (409), naming those clients.
 */
export function assertConsentsRecorded(clients: readonly ClientNamed[] | undefined): void {
  const missing = clientsWithoutConsent(clients);
  if (missing.length === 0) return;
  throw conflict(message("clientsNamed.consentMissing", { clients: missing.map((client) => client.name).join(", ") }));
}
