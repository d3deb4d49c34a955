// What the site and the back office know of job openings without their schemas (decision 0033:
// the site loads no zod): the closed lists, their names on schema.org, and the AGG check of a title.

/** The levels an opening is for, in the order the site's filter lists them (labels in each app's catalogs: `careers.level.*`). */
export const JOB_LEVELS = ["trainee", "researchAssistant", "associate", "counsel", "staff"] as const;
export type JobLevel = (typeof JOB_LEVELS)[number];

/** How a position is employed (labels: `careers.employment.*`). */
export const EMPLOYMENT_TYPES = ["fullTime", "partTime", "internship", "temporary"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Each employment type as schema.org's `JobPosting.employmentType` names it. */
export const SCHEMA_ORG_EMPLOYMENT_TYPES = {
  fullTime: "FULL_TIME",
  partTime: "PART_TIME",
  internship: "INTERN",
  temporary: "TEMPORARY",
} as const satisfies Record<EmploymentType, string>;

// "(m/w/d)", "(w/m/d)", "(d/m/w)", "(m/w/x)", "(m/f/d)", "(m/w/divers)": two or more letters for the genders.
const GENDER_LETTERS = /\(\s*(?:m|w|d|x|f|i|div|divers)(?:\s*[/|,]\s*(?:m|w|d|x|f|i|div|divers))+\s*\)/i;
// "(all genders)", "(alle Geschlechter)", "(gn)" (gender-neutral).
const ALL_GENDERS = /\(\s*(?:all genders|alle geschlechter|gn\*?)\s*\)/i;
// "Rechtsanwält*in", "Rechtsanwält:in", "Rechtsanwält_in", "Referendar/-in", "Referendar*innen".
const NEUTRAL_SUFFIX = /\p{L}(?:[*:_]|\/-?)in(?:nen)?(?!\p{L})/u;
// "RechtsanwältIn": a capital I inside the word.
const INNER_CAPITAL = /\p{Ll}In(?:nen)?(?!\p{L})/u;

/**
 * Whether a German job title addresses every gender (§§ 1, 7, 11 AGG: an opening must not be
 * advertised for one sex): a marker such as "(m/w/d)" or "(all genders)", or a gender-neutral
 * form such as "Rechtsanwält*in". The back office warns when it does not, and never refuses.
 */
export function addressesAllGenders(title: string): boolean {
  return GENDER_LETTERS.test(title) || ALL_GENDERS.test(title) || NEUTRAL_SUFFIX.test(title) || INNER_CAPITAL.test(title);
}
