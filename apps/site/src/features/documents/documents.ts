import { buildPath, SITE_ROUTES, type DocumentName as ContractDocumentName } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/messages";
import { useLayoutData } from "../../lib/layout-data";

/** The legal documents under /docs/{name}, with their titles (the footer links to them; their descriptions: DocumentPage). */
export const DOCUMENTS = {
  privacy: { titleKey: "page.document.privacy.title" },
  terms: { titleKey: "page.document.terms.title" },
  impressum: { titleKey: "page.document.impressum.title" },
  accessibility: { titleKey: "page.document.accessibility.title" },
} as const satisfies Record<ContractDocumentName, { titleKey: MessageKey }>;

export type DocumentName = keyof typeof DOCUMENTS;

export function isDocumentName(name: string | undefined): name is DocumentName {
  return name !== undefined && Object.hasOwn(DOCUMENTS, name);
}

export function documentPath(name: DocumentName): string {
  return buildPath(SITE_ROUTES.document, { name });
}

/**
 * The documents a visitor can open: those with a published version, as the site configuration
 * names them (decision 0035: a document whose only versions are drafts is a missing page); every
 * one while the configuration could not be loaded.
 */
export function usePublishedDocuments(): readonly DocumentName[] {
  const published = useLayoutData()?.config?.documents;
  const all = Object.keys(DOCUMENTS) as DocumentName[];
  return published ? all.filter((name) => published.includes(name)) : all;
}
