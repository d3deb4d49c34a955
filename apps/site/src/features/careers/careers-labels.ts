import type { EmploymentType, JobLevel } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/messages";

/** Each level's and employment type's label (decision 0071). */
export const LEVEL_LABELS: Record<JobLevel, MessageKey> = {
  trainee: "careers.level.trainee",
  researchAssistant: "careers.level.researchAssistant",
  associate: "careers.level.associate",
  counsel: "careers.level.counsel",
  staff: "careers.level.staff",
};
export const EMPLOYMENT_LABELS: Record<EmploymentType, MessageKey> = {
  fullTime: "careers.employment.fullTime",
  partTime: "careers.employment.partTime",
  internship: "careers.employment.internship",
  temporary: "careers.employment.temporary",
};
