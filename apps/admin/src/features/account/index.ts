export { confirmPasswordRules, newPasswordRules, passwordProblem } from "./passwordRule.ts";
