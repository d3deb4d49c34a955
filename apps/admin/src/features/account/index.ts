export { passwordProblem } from "./passwordRule.ts";
