// What other features may use of the practice areas: their calls and query keys (the person editor's picker).
export { practiceAreaKeys, practiceAreasApi } from "./practiceAreas.api.ts";
