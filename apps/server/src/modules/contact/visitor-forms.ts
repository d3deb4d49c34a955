import { badRequest } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import type { ContactTickets } from "./contact-ticket.ts";

/**
 * The check the site's forms for visitors share (decisions 0077, 0080, 0082, 0083): the trap field
 * and the ticket's time. The answer of a refused post without a script is `http/page-forms.ts`'s.
 */

/** A form's refusals, in its own words: "the message was not sent", "the application was not sent". */
export interface SenderRefusals {
  trap: Message;
  tooFast: Message;
  expired: Message;
}

/** Refuses a form the trap field or the ticket gives away as a program's (400, with the reason in the visitor's language). */
export function checkSender(tickets: ContactTickets, input: { website: string; ticket: string }, refusals: SenderRefusals): void {
  if (input.website.trim() !== "") throw badRequest(refusals.trap);
  const ticket = tickets.check(input.ticket);
  if (ticket === "tooFast") throw badRequest(refusals.tooFast);
  if (ticket === "expired") throw badRequest(refusals.expired);
}

/** The contact form's refusals ("the message was not sent"), which an event's registration shares. */
export const CONTACT_REFUSALS: SenderRefusals = {
  trap: message("contact.trap"),
  tooFast: message("contact.tooFast"),
  expired: message("contact.expired"),
};
