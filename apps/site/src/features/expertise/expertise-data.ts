import { plainText, practiceAreaEndpoints, type PracticeArea } from "@lawfirm/contract";
import { api, type PageContext } from "../../lib/api";

/** The practice areas of the interface language, in sort order. */
export function listPracticeAreas(page: PageContext): Promise<PracticeArea[]> {
  return api.call(practiceAreaEndpoints.publicList, {}, page);
}

/** A short plain excerpt of an introduction: its first paragraph, without tags, shortened at a word. */
export function excerpt(html: string, maxLength = 180): string {
  const firstParagraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1];
  return plainText(firstParagraph?.trim() ? firstParagraph : html, maxLength);
}
