import type { EventPlaceKind, RegistrationExtraField } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";

/** Each place's label (decision 0082), in the contract's order. */
export const PLACE_LABELS: Record<EventPlaceKind, MessageKey> = {
  office: "events.place.office",
  address: "events.place.address",
  online: "events.place.online",
};

/** Each optional registration field's label. */
export const REGISTRATION_FIELD_LABELS: Record<RegistrationExtraField, MessageKey> = {
  position: "events.registrationField.position",
  phone: "events.registrationField.phone",
  dietaryNeeds: "events.registrationField.dietaryNeeds",
};
