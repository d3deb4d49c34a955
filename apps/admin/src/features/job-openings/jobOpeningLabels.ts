import type { EmploymentType, JobLevel } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";

/** Each level's label (decision 0071), in the contract's order. */
export const LEVEL_LABELS: Record<JobLevel, MessageKey> = {
  trainee: "openings.level.trainee",
  researchAssistant: "openings.level.researchAssistant",
  associate: "openings.level.associate",
  counsel: "openings.level.counsel",
  staff: "openings.level.staff",
};

/** Each employment type's label. */
export const EMPLOYMENT_LABELS: Record<EmploymentType, MessageKey> = {
  fullTime: "openings.employment.fullTime",
  partTime: "openings.employment.partTime",
  internship: "openings.employment.internship",
  temporary: "openings.employment.temporary",
};
