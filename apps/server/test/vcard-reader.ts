import ICAL from "ical.js";

/** A property as a vCard reader sees it: its parameters and its value, a structured one as its components. */
export interface CardProperty {
  parameters: Record<string, unknown>;
  value: unknown;
}

/** A card read by ical.js, a maintained vCard parser: the properties in their order, and the first of each by upper-case name. */
export interface ReadCard {
  names: string[];
  get(name: string): CardProperty | undefined;
  has(name: string): boolean;
}

/** Reads one vCard (3.0 or 4.0) as an address book would; throws when the text is not one. */
export function readVCard(text: string): ReadCard {
  const card = new ICAL.Component(ICAL.parse(text) as unknown[]);
  if (card.name !== "vcard") throw new Error(`not a vCard but a ${card.name}`);
  const properties = card.getAllProperties().map((property) => {
    const [name, parameters, , ...values] = property.toJSON() as [string, Record<string, unknown>, string, ...unknown[]];
    return { name: name.toUpperCase(), parameters, value: values.length === 1 ? values[0] : values };
  });
  const first = (name: string): CardProperty | undefined => {
    const property = properties.find((candidate) => candidate.name === name);
    return property && { parameters: property.parameters, value: property.value };
  };
  return {
    names: properties.map((property) => property.name),
    get: first,
    has: (name) => first(name) !== undefined,
  };
}
