// What other features may use of the people: the searchable picker (articles' people, practice areas' key contacts).
export { peopleIn, personNames, PersonSelect, usePeoplePicks, type PeoplePicks, type PersonChoice } from "./PersonSelect.tsx";
