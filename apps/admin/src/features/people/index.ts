// What other features may use of the people: the searchable picker (articles' people, practice areas' key contacts).
export { peopleIn, personNames, PersonSelect, usePeoplePicks, type PeoplePicks, type PersonChoice } from "./PersonSelect.tsx";
// The offices and practice areas a translated item links, in each language (openings, events).
export { officeChoices, practiceAreaChoices } from "./personChoices.ts";
