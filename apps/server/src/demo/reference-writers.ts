import { jobCreateBody, officeCreateBody, personCreateBody, practiceAreaCreateBody, practiceAreaUpdateBody } from "@lawfirm/contract";
import type { Db } from "../db/database.ts";
import type { LanguageRegistry } from "../modules/languages/languages.service.ts";
import { createPerson, setPersonTop } from "../modules/people/people.admin.service.ts";
import { createPracticeArea, updatePracticeArea } from "../modules/practice-areas/practice-areas.admin.service.ts";
import { createJob, createOffice } from "../modules/reference-data/reference-data.service.ts";
import type { DemoWriters } from "./reference-groups.ts";
import { EVERY_LANGUAGE } from "../modules/translations/language-limit.ts";
import type { Writer } from "../modules/publishing/versions.ts";
import { DEFAULT_REVISIONS_PER_ITEM } from "../config.ts";

/** How the seeds write people and practice areas: published at once, as the specification's clients do (decision 0035). */
export const SEED_WRITER: Writer = {
  operator: { id: null, name: "" },
  limit: EVERY_LANGUAGE,
  asDraft: false,
  keepRevisions: DEFAULT_REVISIONS_PER_ITEM,
};

/**
 * The writers of offices, job titles, practice areas and people: one function per group, each
 * parsing the versions of one item with the contract's schema and calling its module's create
 * service, as the API does. Practice areas take their order from the order of creation.
 */
export function referenceWriters(db: Db, languages: LanguageRegistry): DemoWriters {
  return {
    offices: (versions) => createOffice(db, languages, officeCreateBody.parse(versions)),
    jobs: (versions) => createJob(db, languages, jobCreateBody.parse(versions)),
    practiceAreas: (versions) => createPracticeArea(db, languages, practiceAreaCreateBody.parse(versions), SEED_WRITER),
    people: async (versions) => {
      const created = await createPerson(db, languages, personCreateBody.parse(versions), SEED_WRITER);
      if (versions[0]?.top === 1 && created[0]) await setPersonTop(db, created[0].id, 1);
      return created;
    },
    keyContacts: (versions) => updatePracticeArea(db, languages, practiceAreaUpdateBody.parse(versions), SEED_WRITER),
  };
}
