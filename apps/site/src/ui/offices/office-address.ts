import type { Locale } from "@lawfirm/contract";
import { countryName } from "../format";

/** What an office's postal address is made of (the same in every language, decision 0030). */
export interface OfficeAddressFields {
  address: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, or empty. */
  country: string;
}

/** The address as lines: street, postal code and city, the country in the reader's language; empty parts left out. */
export function officeAddressLines(office: OfficeAddressFields, locale: Locale): string[] {
  const place = [office.postalCode.trim(), office.city.trim()].filter(Boolean).join(" ");
  return [office.address.trim(), place, countryName(office.country, locale)].filter(Boolean);
}

/**
 * A map service's search for the address (OpenStreetMap): a plain link, so that nothing of the
 * map service loads before the visitor follows it. Undefined without an address.
 */
export function mapSearchUrl(office: OfficeAddressFields, locale: Locale): string | undefined {
  const lines = officeAddressLines(office, locale);
  if (!office.address.trim() && !office.city.trim()) return undefined;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(", "))}`;
}

/** A `tel:` address: digits and a leading plus only, whatever spacing the editors typed. */
export function telHref(tel: string): string {
  const digits = tel.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}
