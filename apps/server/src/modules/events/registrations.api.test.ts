import type {
  CancellationPreview,
  EventCard,
  PublicEvent,
  EventRegistrations,
  EventVersion,
  ReferenceItem,
  RegistrationForm,
  SubjectFindings,
} from "@lawfirm/contract";
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, createReferenceItem, versionIn } from "../../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../../test/fake-built-site.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";
import * as outbox from "../mail/mail.repository.ts";
import { upsertFirmFacts } from "../portal-config/portal-config.repository.ts";
import { MIN_FILL_MS } from "../contact/contact-ticket.ts";
import { eventRegistrationRetention } from "./registrations.service.ts";
import { REGISTRATION_LIMIT_PER_ADDRESS } from "./registrations.routes.ts";

// Registrations for events (decision 0082): the contact form's spam protection, places until the
// event is full, then the waiting list; cancellation by the signed link moves the first one
// waiting up; the confirmation carries the calendar file; only the inbox right sees the list.

/**
 * An event's page: its registration form's answer as JSON in the body, as the site's loader reads
 * it; an address that leads to no event, the address's answer and its status.
 */
const renderer = `export async function createRenderer({ fetch }) {
  return async (request) => {
    const [, segment, , slug] = new URL(request.url).pathname.split("/");
    const lang = { de: "de_DE", en: "en_US", zh: "zh_CN" }[segment] ?? "en_US";
    const address = await fetch("/api/user/addresses/event/" + slug, { headers: { lang } });
    const target = await address.json();
    if (address.status !== 200) return { kind: "page", status: address.status, lang: segment, dir: "ltr", head: "<title>Gone</title>",
      body: "<p>" + target.message + "</p>", state: "{}", modules: [] };
    const form = await (await fetch("/api/user/eventRegistration/form/" + target.result.id + "?lang=" + lang)).json();
    return { kind: "page", status: form.status, lang: segment, dir: "ltr", head: "<title>Event</title>",
      body: "<pre>" + JSON.stringify(form.result) + "</pre>", state: "{}", modules: [] };
  };
}`;

const { app, db, login } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) });
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
await upsertFirmFacts(db, { email: "kanzlei@example.de" }, new Date().toISOString());
const LANGS = ["de_DE", "en_US"] as const;
const munich = await createReferenceItem<ReferenceItem>(admin, "office", "Munich", LANGS);

// Ahead of the real clock: the events created below are published by then.
let at = Date.now() + 60_000;
/** Moves the server's clock by `ms`. */
function wait(ms: number) {
  at += ms;
  const fixed = at;
  setClock(() => new Date(fixed));
}
afterEach(() => setClock(undefined));

const inDays = (days: number, hour = 17) => {
  const time = new Date(Date.now() + days * 86_400_000);
  time.setUTCHours(hour, 0, 0, 0);
  return time.toISOString();
};

async function createEvent(title: string, extra: Record<string, unknown> = {}) {
  const body = LANGS.map((lang) => ({
    lang,
    title: `${title} ${lang === "de_DE" ? "(Seminar)" : ""}`.trim(),
    content: `<p>${title}: what to expect.</p>`,
    startsAt: inDays(14),
    endsAt: inDays(14, 19),
    placeKind: "office",
    office: munich[lang]!.id,
    capacity: 2,
    registrationOpen: true,
    registrationFields: ["phone"],
    ...extra,
  }));
  const answer = await admin<EventVersion[]>("POST", "/api/admin/event", body);
  expect(answer.statusCode, answer.message).toBe(200);
  return versionIn(answer.result, "en_US");
}

let clientNumber = 0;
const person = (name: string, extra: Record<string, unknown> = {}) => ({
  lang: "en_US",
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  company: "Mandant GmbH",
  phone: "+49 89 123456",
  consent: true,
  website: "",
  ...extra,
});

/** Registers with a fresh ticket, filled in a while later, from an address of its own (or `from`). */
async function register(eventId: number, body: Record<string, unknown>, from = `203.0.113.${++clientNumber}`) {
  wait(0);
  const form = await anonymous<RegistrationForm>("GET", `/api/user/eventRegistration/form/${eventId}?lang=${String(body.lang ?? "en_US")}`);
  expect(form.statusCode).toBe(200);
  wait(MIN_FILL_MS + 1000);
  const response = await app.inject({
    method: "POST",
    url: `/api/user/eventRegistration/${eventId}`,
    payload: { ticket: form.result.ticket, ...body },
    remoteAddress: from,
  });
  const answer = response.json<{ message: string; result: { state?: string; errors?: { field: string }[] } }>();
  return { statusCode: response.statusCode, message: answer.message, result: answer.result };
}

const mailsTo = async (email: string) =>
  (await outbox.findMessagesAbout(db, email)).filter((row) => row.cause.startsWith("event-registration:"));
const cancelTokenIn = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);
const registrationsOf = async (id: number) => (await admin<EventRegistrations>("GET", `/api/admin/eventRegistration/event/${id}`)).result;

describe("registering for an event", () => {
  it("gives places until the event is full, then puts people on the waiting list and says so", async () => {
    const event = await createEvent("Employment law breakfast");
    expect((await register(event.id, person("Anna Alpha"))).result.state).toBe("registered");
    expect((await register(event.id, person("Ben Beta"))).result.state).toBe("registered");
    expect((await register(event.id, person("Cara Gamma"))).result.state).toBe("waiting");
    const list = await registrationsOf(event.id);
    expect(list.counts).toEqual({ registered: 2, waiting: 1, cancelled: 0, checkedIn: 0, free: 0 });
    // The optional fields the event asks for: the back office's columns.
    expect(list.fields).toEqual(["phone"]);
    expect(list.registrations.map((row) => [row.name, row.state, row.phone])).toEqual([
      ["Anna Alpha", "registered", "+49 89 123456"],
      ["Ben Beta", "registered", "+49 89 123456"],
      ["Cara Gamma", "waiting", "+49 89 123456"],
    ]);
    const [waitingMail] = await mailsTo("cara.gamma@example.com");
    expect(waitingMail!.subject).toContain("Waiting list");
    expect(waitingMail!.attachments).toBeNull();
    const page = await anonymous<{ registration: string }>("GET", `/api/user/event/${event.id}`);
    expect(page.result.registration).toBe("waitingList");
    const form = await anonymous<RegistrationForm>("GET", `/api/user/eventRegistration/form/${event.id}?lang=de_DE`);
    expect(form.result.availability).toBe("waitingList");
    expect(form.result.consentText).toContain("Anmeldung zu dieser Veranstaltung");
  });

  it("mails the confirmation with a calendar file that ical.js reads back: one event, its times in UTC, a stable UID", async () => {
    const event = await createEvent("Calendar test");
    await register(event.id, person("Dora Delta"));
    const [mail] = await mailsTo("dora.delta@example.com");
    expect(mail!.subject).toBe("Your registration: Calendar test");
    expect(mail!.textBody).toContain("Munich en_US");
    // The date once for an event within a day, its times named as Berlin time.
    const when = /^When: (.+)$/m.exec(mail!.textBody)![1]!;
    expect(when).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2}(\s?[AP]M)?\s?–\s?\d{1,2}:\d{2}\s?[AP]M \(Berlin time\)$/);
    const [file] = JSON.parse(mail!.attachments!) as { filename: string; contentType: string; content: string }[];
    expect(file!.contentType).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(file!.content));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(vevent.summary).toBe("Calendar test");
    expect(vevent.startDate.toJSDate().toISOString()).toBe(event.startsAt);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(event.endsAt);
    expect(vevent.uid).toBe(`event-${event.no}@localhost`);
    // The file beside the page is the same event (the same UID), without anyone's data.
    const download = await app.inject({ method: "GET", url: `/en/events/${event.slug}/calendar.ics` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("text/calendar");
    const public_ = new ICAL.Event(new ICAL.Component(ICAL.parse(download.body)).getFirstSubcomponent("vevent")!);
    expect(public_.uid).toBe(vevent.uid);
  });

  it("mails an online event's link only to registered people, never on the page or in the public calendar file", async () => {
    const event = await createEvent("AI webinar", { placeKind: "online", office: null, onlineUrl: "https://meet.example.com/ai" });
    await register(event.id, person("Emil Online"));
    const [mail] = await mailsTo("emil.online@example.com");
    expect(mail!.textBody).toContain("https://meet.example.com/ai");
    expect(JSON.parse(mail!.attachments!)[0].content).toContain("meet.example.com");
    const download = await app.inject({ method: "GET", url: `/en/events/${event.slug}/calendar.ics` });
    expect(download.body).not.toContain("meet.example.com");
  });

  it("refuses after the deadline, when registration is off, twice for one address, and without an asked field", async () => {
    const deadline = await createEvent("Deadline passed", { registrationDeadline: inDays(-1) });
    const late = await register(deadline.id, person("Fritz Late"));
    expect(late.statusCode).toBe(409);
    expect(late.message).toBe("The registration deadline for this event has passed.");
    const closed = await createEvent("Closed", { registrationOpen: false });
    expect((await register(closed.id, person("Gina Closed"))).statusCode).toBe(409);
    const open = await createEvent("Twice");
    expect((await register(open.id, person("Hans Twice"))).statusCode).toBe(200);
    expect((await register(open.id, person("Hans Twice", { email: "HANS.twice@example.com" }))).statusCode).toBe(409);
    const noPhone = await register(open.id, person("Ida Nophone", { phone: "" }));
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.result.errors?.map((error) => error.field)).toEqual(["body.phone"]);
    expect(noPhone.message).toBe("Invalid request: phone is required for this event");
    const noConsent = await register(open.id, person("Jo Noconsent", { consent: false }));
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.message).toContain("please agree to the use of your details for your registration");
    expect((await registrationsOf(deadline.id)).registrations).toEqual([]);
  });

  it("names every problem of a registration in one answer, the fields the event asks for with the others, in the request's language", async () => {
    const event = await createEvent("All at once", { registrationFields: ["position", "phone", "dietaryNeeds"] });
    wait(0);
    const form = await anonymous<RegistrationForm>("GET", `/api/user/eventRegistration/form/${event.id}?lang=de_DE`);
    wait(MIN_FILL_MS + 1000);
    const response = await app.inject({
      method: "POST",
      url: `/api/user/eventRegistration/${event.id}`,
      headers: { "accept-language": "de-DE" },
      payload: { ...person("", { lang: "de_DE", email: "nobody@example.com", phone: "", consent: false }), ticket: form.result.ticket },
      remoteAddress: `203.0.113.${++clientNumber}`,
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ message: string; result: { errors: { field: string; message: string }[] } }>();
    // The asked position and phone with the name and the consent; the dietary needs, asked too, stay optional.
    expect(answer.result.errors.map((error) => error.field)).toEqual(["body.name", "body.position", "body.phone", "body.consent"]);
    expect(answer.result.errors[2]!.message).toContain("ist für diese Veranstaltung erforderlich");
    // Not asked, not required: the same registration for an event that asks for nothing names the name and the consent only.
    const plain = await createEvent("Asks nothing", { registrationFields: [] });
    const refused = await register(plain.id, person("", { email: "nobody@example.com", phone: "", consent: false }));
    expect(refused.result.errors?.map((error) => error.field)).toEqual(["body.name", "body.consent"]);
    // An event that is not there: 404, whatever the body.
    expect((await anonymous("POST", "/api/user/eventRegistration/999999", { ...person(""), ticket: "" })).statusCode).toBe(404);
  });

  it("answers a registration posted without a script with the page again, every problem at its field in the page's language", async () => {
    const event = await createEvent("Without a script", { registrationFields: ["position"] });
    const { slug } = await db
      .selectFrom("events")
      .select("slug")
      .where("no", "=", event.no)
      .where("lang", "=", "de_DE")
      .executeTakeFirstOrThrow();
    wait(0);
    const form = await anonymous<RegistrationForm>("GET", `/api/user/eventRegistration/form/${event.id}?lang=de_DE`);
    wait(MIN_FILL_MS + 1000);
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: `/de/events/${slug}`,
        payload: new URLSearchParams({ ticket: form.result.ticket, website: "", ...fields }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: `203.0.113.${++clientNumber}`,
      });
    const refused = await post({ name: "", email: "nina@example.com", company: "Mandant GmbH", position: "" });
    expect(refused.statusCode).toBe(400);
    const shown = JSON.parse(/<pre>(.*)<\/pre>/s.exec(refused.body)![1]!) as RegistrationForm;
    expect(shown.returned!.problems.map((problem) => problem.field)).toEqual(["name", "position", "consent"]);
    expect(shown.returned!.problems[1]!.message).toBe("ist für diese Veranstaltung erforderlich");
    expect(shown.returned!.values).toMatchObject({ email: "nina@example.com", company: "Mandant GmbH" });
    const sent = await post({
      name: "Nina Plain",
      email: "nina@example.com",
      company: "Mandant GmbH",
      position: "Justiziarin",
      consent: "on",
    });
    expect(sent.statusCode).toBe(303);
    expect((await registrationsOf(event.id)).registrations.map((row) => [row.name, row.position])).toEqual([["Nina Plain", "Justiziarin"]]);
    // The event taken off the site while a visitor filled in its form: the page its address shows now (410 Gone), not the API's answer.
    const german = await db
      .selectFrom("events")
      .select("id")
      .where("no", "=", event.no)
      .where("lang", "=", "de_DE")
      .executeTakeFirstOrThrow();
    expect((await admin("PUT", "/api/admin/event/unpublish", { id: german.id })).statusCode).toBe(200);
    const late = await post({ name: "Late Visitor", email: "late@example.com", company: "Mandant GmbH", position: "CFO", consent: "on" });
    expect(late.statusCode).toBe(410);
    expect(late.headers["content-type"]).toMatch(/^text\/html/);
    expect((await registrationsOf(event.id)).registrations).toHaveLength(1);
  });

  it("takes twenty registrations from one connection in ten minutes, an office's colleagues one after another, then asks to wait", async () => {
    const event = await createEvent("Colleagues' seminar", { capacity: 30, registrationFields: [] });
    const office = "198.51.100.20";
    for (let n = 1; n <= REGISTRATION_LIMIT_PER_ADDRESS.max; n++) {
      const answer = await register(event.id, person(`Colleague ${n}`, { phone: "" }), office);
      expect(answer.statusCode, answer.message).toBe(200);
    }
    const refused = await register(event.id, person("Colleague Late", { phone: "" }), office);
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toMatch(/^Too many registrations from your connection\. Please wait \d+ minute\(s\)/);
    // Another connection is not held up.
    expect((await register(event.id, person("Guest Elsewhere", { phone: "" }))).statusCode).toBe(200);
  });

  it("refuses the trap field and a form sent too fast, storing nothing", async () => {
    const event = await createEvent("Spam");
    expect((await register(event.id, person("Bot", { website: "http://spam.example" }))).statusCode).toBe(400);
    wait(0);
    const form = await anonymous<RegistrationForm>("GET", `/api/user/eventRegistration/form/${event.id}?lang=en_US`);
    const fast = await anonymous("POST", `/api/user/eventRegistration/${event.id}`, { ...person("Fast"), ticket: form.result.ticket });
    expect(fast.statusCode).toBe(400);
    expect((await registrationsOf(event.id)).registrations).toEqual([]);
  });
});

describe("the places left that visitors read", () => {
  const detail = async (id: number) => (await anonymous<PublicEvent>("GET", `/api/user/event/${id}`)).result;
  const card = async (id: number) =>
    (await anonymous<EventCard[]>("GET", "/api/user/event?pageNo=1&pageSize=50", undefined, { lang: "en_US" })).result.find(
      (item) => item.id === id,
    )!;

  it("names the places left once five or fewer are, fully booked at none, in cached answers a registration or cancellation drops", async () => {
    const event = await createEvent("Almost full", { capacity: 6, registrationFields: [] });
    // Read once: the answers are kept by the public cache from here on.
    expect([(await detail(event.id)).placesLeft, (await card(event.id)).placesLeft]).toEqual([null, null]);
    expect((await register(event.id, person("Ann Places"))).result.state).toBe("registered");
    expect((await detail(event.id)).placesLeft).toBe(5);
    expect(await card(event.id)).toMatchObject({ registration: "open", placesLeft: 5 });
    for (const name of ["Bo Places", "Cy Places", "Di Places", "Ed Places"]) await register(event.id, person(name));
    expect(await card(event.id)).toMatchObject({ registration: "open", placesLeft: 1 });
    await register(event.id, person("Flo Places"));
    expect(await detail(event.id)).toMatchObject({ registration: "waitingList", placesLeft: null });
    expect(await card(event.id)).toMatchObject({ registration: "waitingList", placesLeft: null });
    // A cancellation frees a place; with no one waiting it is open again, one place left.
    const token = cancelTokenIn((await mailsTo("ann.places@example.com"))[0]!.textBody);
    expect((await anonymous("POST", "/api/user/eventRegistration/cancel", { token })).statusCode).toBe(200);
    expect(await detail(event.id)).toMatchObject({ registration: "open", placesLeft: 1 });
    expect(await card(event.id)).toMatchObject({ registration: "open", placesLeft: 1 });
    // Without a limit there is nothing to count down.
    const unlimited = await createEvent("Open house", { capacity: null, registrationFields: [] });
    expect((await detail(unlimited.id)).placesLeft).toBeNull();
  });

  it("drops the cached answers when the editor gives freed places to those waiting", async () => {
    const event = await createEvent("Given places", { capacity: 1, registrationFields: [] });
    await register(event.id, person("Gil Given"));
    await register(event.id, person("Hal Given"));
    await db.updateTable("events").set({ capacity: 3 }).where("no", "=", event.no).execute();
    expect(await detail(event.id)).toMatchObject({ registration: "open", placesLeft: 2 });
    expect((await admin("POST", `/api/admin/eventRegistration/event/${event.id}/fill`)).statusCode).toBe(200);
    expect(await detail(event.id)).toMatchObject({ registration: "open", placesLeft: 1 });
  });

  it("drops the cached answers of the events whose places an erasure freed, not another event's", async () => {
    const freed = await createEvent("Freed by an erasure", { capacity: 6, registrationFields: [] });
    const other = await createEvent("Kept through an erasure", { capacity: 6, registrationFields: [] });
    await register(freed.id, person("Uma Erased"));
    await register(other.id, person("Vic Stays"));
    expect([(await detail(freed.id)).placesLeft, (await detail(other.id)).placesLeft]).toEqual([5, 5]);
    // Changed behind the server's back: a kept answer still says five places left.
    await db.updateTable("events").set({ capacity: 8 }).where("no", "=", other.no).execute();
    const erased = await admin("POST", "/api/admin/privacy/subject/erase", { email: "uma.erased@example.com" });
    expect(erased.statusCode, erased.message).toBe(200);
    expect((await detail(freed.id)).placesLeft).toBeNull();
    expect((await detail(other.id)).placesLeft).toBe(5);
  });
});

describe("cancelling", () => {
  it("cancels by the signed link and moves the first one waiting up, who is mailed the calendar file", async () => {
    const event = await createEvent("Cancellation");
    await register(event.id, person("Jan One"));
    await register(event.id, person("Kim Two"));
    await register(event.id, person("Lea Waiting"));
    await register(event.id, person("Max Waiting"));
    const [confirmation] = await mailsTo("jan.one@example.com");
    const token = cancelTokenIn(confirmation!.textBody);
    const cancelled = await anonymous<{ eventTitle: string; alreadyCancelled: boolean }>("POST", "/api/user/eventRegistration/cancel", {
      token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.result).toEqual({ eventTitle: "Cancellation", alreadyCancelled: false });
    const list = await registrationsOf(event.id);
    expect(list.registrations.map((row) => [row.name, row.state])).toEqual([
      ["Jan One", "cancelled"],
      ["Kim Two", "registered"],
      ["Lea Waiting", "registered"],
      ["Max Waiting", "waiting"],
    ]);
    // The one who cancelled is told, with a file that takes the event out of their calendar (the same UID).
    const janMails = await mailsTo("jan.one@example.com");
    expect(janMails.map((mail) => mail.subject)).toEqual(["Your registration: Cancellation", "Cancelled: Cancellation"]);
    const [cancelFile] = JSON.parse(janMails[1]!.attachments!) as { contentType: string; content: string }[];
    expect(cancelFile!.contentType).toContain("method=CANCEL");
    const cancelCalendar = new ICAL.Component(ICAL.parse(cancelFile!.content));
    expect(cancelCalendar.getFirstPropertyValue("method")).toBe("CANCEL");
    const cancelledEvent = cancelCalendar.getFirstSubcomponent("vevent")!;
    expect(cancelledEvent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelledEvent.getFirstPropertyValue("uid")).toBe(`event-${event.no}@localhost`);
    expect(janMails[1]!.textBody).not.toContain("token=");
    const leaMails = await mailsTo("lea.waiting@example.com");
    expect(leaMails[0]!.textBody).toContain("you can leave the waiting list here");
    expect(leaMails[0]!.textBody).not.toContain("someone else can take your place");
    expect(leaMails).toHaveLength(2);
    expect(leaMails[1]!.textBody).toContain("a place has become free");
    expect(leaMails[1]!.attachments).not.toBeNull();
    const again = await anonymous<{ alreadyCancelled: boolean }>("POST", "/api/user/eventRegistration/cancel", { token });
    expect(again.result.alreadyCancelled).toBe(true);
    expect((await registrationsOf(event.id)).counts.registered).toBe(2);
  });

  it("refuses a forged link", async () => {
    const forged = await anonymous("POST", "/api/user/eventRegistration/cancel", { token: `1.${"A".repeat(43)}` });
    expect(forged.statusCode).toBe(404);
    const read = await anonymous("GET", `/api/user/eventRegistration/cancel?lang=en_US&token=1.${"A".repeat(43)}`);
    expect(read.statusCode).toBe(404);
    expect(read.message).toBe("This cancellation link is not valid. Please use the link from your confirmation e-mail.");
  });

  it("names the event and its times before anything is cancelled, in the page's language, and says when it is cancelled", async () => {
    const event = await createEvent("Preview");
    await register(event.id, person("Pia Preview"));
    const token = cancelTokenIn((await mailsTo("pia.preview@example.com"))[0]!.textBody);
    const read = (lang: string) =>
      anonymous<CancellationPreview>("GET", `/api/user/eventRegistration/cancel?lang=${lang}&token=${encodeURIComponent(token)}`);
    const english = await read("en_US");
    expect(english.statusCode, english.message).toBe(200);
    expect(english.result).toEqual({
      eventTitle: "Preview",
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      state: "open",
      waiting: false,
    });
    expect((await read("de_DE")).result.eventTitle).toBe("Preview (Seminar)");
    // A language the event has no version in: the one registered from.
    expect((await read("zh_CN")).result.eventTitle).toBe("Preview");
    // Reading the link cancels nothing.
    expect((await registrationsOf(event.id)).counts.registered).toBe(1);
    expect((await anonymous("POST", "/api/user/eventRegistration/cancel", { token })).statusCode).toBe(200);
    expect((await read("en_US")).result.state).toBe("cancelled");
    expect((await anonymous("GET", "/api/user/eventRegistration/cancel?lang=en_US")).statusCode).toBe(400);
  });

  it("says a past event is over and cancels nothing, and a deleted event's link is gone (410)", async () => {
    const event = await createEvent("Over");
    await register(event.id, person("Quentin Over"));
    const token = cancelTokenIn((await mailsTo("quentin.over@example.com"))[0]!.textBody);
    const url = `/api/user/eventRegistration/cancel?lang=en_US&token=${encodeURIComponent(token)}`;
    await db
      .updateTable("events")
      .set({ startsAt: inDays(-3), endsAt: inDays(-3, 19) })
      .where("no", "=", event.no)
      .execute();
    const past = await anonymous<CancellationPreview>("GET", url);
    expect(past.result).toMatchObject({ eventTitle: "Over", state: "past" });
    const refused = await anonymous("POST", "/api/user/eventRegistration/cancel", { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toBe("This event has already taken place.");
    expect((await registrationsOf(event.id)).registrations.map((row) => row.state)).toEqual(["registered"]);
    // Back to its dates: the retention's test below counts the registrations of past events.
    await db.updateTable("events").set({ startsAt: event.startsAt, endsAt: event.endsAt }).where("no", "=", event.no).execute();

    const removed = await createEvent("Removed");
    await register(removed.id, person("Rita Removed"));
    const removedToken = cancelTokenIn((await mailsTo("rita.removed@example.com"))[0]!.textBody);
    // Deleting a version deletes the event in every language, and its registrations with it.
    const deleted = await admin("DELETE", `/api/admin/event/${removed.id}`);
    expect(deleted.statusCode, deleted.message).toBe(200);
    const gone = await anonymous("GET", `/api/user/eventRegistration/cancel?lang=en_US&token=${encodeURIComponent(removedToken)}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.message).toContain("This registration no longer exists");
    expect((await anonymous("POST", "/api/user/eventRegistration/cancel", { token: removedToken })).statusCode).toBe(410);
    // Its calendar file's address answers as its page's does: the gone page a person reads, not the API's JSON.
    const calendar = await app.inject({ method: "GET", url: `/en/events/${removed.slug}/calendar.ics` });
    expect(calendar.statusCode).toBe(410);
    expect(calendar.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(calendar.body).toContain("<html");
  });
});

describe("the back office's registrations", () => {
  it("checks a registered person in and exports the list as CSV with a byte order mark and the names as written", async () => {
    const event = await createEvent("Export");
    await register(event.id, person("Jürgen Groß", { email: "gross@example.de" }));
    await register(event.id, person("王小明", { email: "wang@example.cn", lang: "zh_CN" }));
    const [first] = (await registrationsOf(event.id)).registrations;
    const checked = await admin<{ checkInTime: string | null }>("PUT", `/api/admin/eventRegistration/${first!.id}/checkIn`, {
      checkedIn: true,
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.result.checkInTime).not.toBeNull();
    expect((await registrationsOf(event.id)).counts.checkedIn).toBe(1);
    const exported = await admin<{ fileName: string; csv: string }>(
      "GET",
      `/api/admin/eventRegistration/event/${event.id}/export?lang=de_DE`,
    );
    expect(exported.result.fileName).toBe("Export-Seminar.csv");
    const lines = exported.result.csv.split("\r\n");
    expect(lines[0]!.startsWith("\uFEFFName,E-Mail,Unternehmen")).toBe(true);
    expect(lines[0]).toContain("Angemeldet am (Berliner Zeit),Eingecheckt am (Berliner Zeit)");
    expect(lines[1]).toContain("Jürgen Groß,gross@example.de,Mandant GmbH,,'+49 89 123456");
    // Its times on the site's clock, as a spreadsheet reads a date and time.
    const registered = (await registrationsOf(event.id)).registrations[0]!;
    const berlin = (iso: string) => new Date(iso).toLocaleString("sv-SE", { timeZone: "Europe/Berlin" });
    expect(lines[1]).toContain(`,${berlin(registered.createTime)},${berlin(registered.checkInTime!)},en_US`);
    expect(lines[1]).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(lines[2]).toContain("王小明,wang@example.cn");
    // A Chinese mail writes its labels with the Chinese colon.
    const [chineseMail] = await mailsTo("wang@example.cn");
    expect(chineseMail!.textBody).toMatch(/^时间：.+$/m);
    expect(chineseMail!.textBody).toMatch(/^地点：.+$/m);
  });

  it("says how many places are free, and gives them to the first ones waiting on request, each mailed", async () => {
    const event = await createEvent("Capacity raised");
    for (const name of ["Sam One", "Tia Two", "Uwe Waiting", "Vera Waiting"]) await register(event.id, person(name));
    expect((await registrationsOf(event.id)).counts).toMatchObject({ registered: 2, waiting: 2, free: 0 });
    await db.updateTable("events").set({ capacity: 3 }).where("no", "=", event.no).execute();
    expect((await registrationsOf(event.id)).counts).toMatchObject({ registered: 2, waiting: 2, free: 1 });

    const filled = await admin<EventRegistrations>("POST", `/api/admin/eventRegistration/event/${event.id}/fill`);
    expect(filled.statusCode, filled.message).toBe(200);
    expect(filled.result.counts).toMatchObject({ registered: 3, waiting: 1, free: 0 });
    expect(filled.result.registrations.map((row) => [row.name, row.state])).toEqual([
      ["Sam One", "registered"],
      ["Tia Two", "registered"],
      ["Uwe Waiting", "registered"],
      ["Vera Waiting", "waiting"],
    ]);
    expect((await mailsTo("uwe.waiting@example.com")).at(-1)!.textBody).toContain("a place has become free");
    // Nothing more to give: the call changes nothing.
    expect((await admin<EventRegistrations>("POST", `/api/admin/eventRegistration/event/${event.id}/fill`)).result.counts.waiting).toBe(1);
    const unlimited = await createEvent("No limit", { capacity: null });
    expect((await registrationsOf(unlimited.id)).counts.free).toBeNull();
  });

  it("answers the list only to the inbox right: 401 without a session, 403 to an editor", async () => {
    const { token } = await createColleague(app, admin, { loginAccount: "editor-events", role: "editor" });
    const editor = apiCaller(app, token);
    expect((await anonymous("GET", "/api/admin/eventRegistration/event/1")).statusCode).toBe(401);
    expect((await editor("GET", "/api/admin/eventRegistration/event/1")).statusCode).toBe(403);
    expect((await editor("GET", "/api/admin/eventRegistration/event/1/export?lang=en_US")).statusCode).toBe(403);
    expect((await editor("PUT", "/api/admin/eventRegistration/1/checkIn", { checkedIn: true })).statusCode).toBe(403);
    expect((await editor("POST", "/api/admin/eventRegistration/event/1/fill")).statusCode).toBe(403);
  });
});

describe("data protection", () => {
  it("finds and erases a person's registrations by their address", async () => {
    const event = await createEvent("Privacy");
    await register(event.id, person("Nina Private"));
    const subject = { email: "nina.private@example.com" };
    const found = await admin<SubjectFindings>("POST", "/api/admin/privacy/subject/look-up", subject);
    expect(found.result.records.map((record) => record.source)).toEqual(["eventRegistration", "outbox"]);
    // Each registration is summed up by its event's title first, in the reader's language where the event has a version in it.
    expect(found.result.records[0]!.summary).toBe("Privacy (Registered) · Nina Private, Mandant GmbH");
    const lookUpIn = async (language: string) =>
      (await admin<SubjectFindings>("POST", "/api/admin/privacy/subject/look-up", subject, { "accept-language": language })).result
        .records[0]!.summary;
    expect(await lookUpIn("de-DE")).toBe("Privacy (Seminar) (Angemeldet) · Nina Private, Mandant GmbH");
    // No Chinese version: another language's title.
    expect(await lookUpIn("zh-CN")).toBe("Privacy (Seminar)（已报名）· Nina Private，Mandant GmbH");
    // An event gone from under its registration (they go together; a database's repair may part them): named by its number.
    const orphan = await db
      .insertInto("itemNumbers")
      .values({ scope: "event", createdAt: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.updateTable("eventRegistrations").set({ eventNo: orphan.id }).where("email", "=", subject.email).execute();
    expect(await lookUpIn("en-US")).toBe(`A deleted event (no. ${orphan.id}) (Registered) · Nina Private, Mandant GmbH`);
    const erased = await admin<{ deleted: Record<string, number> }>("POST", "/api/admin/privacy/subject/erase", subject);
    expect(erased.result.deleted).toMatchObject({ eventRegistration: 1, outbox: 1 });
    expect((await registrationsOf(event.id)).registrations).toEqual([]);
  });

  it("gives a place an erasure frees to the first one waiting, mailed as after a cancellation, before anyone new", async () => {
    const event = await createEvent("Erasure frees a place");
    await register(event.id, person("Olga Held"));
    await register(event.id, person("Pia Kept"));
    await register(event.id, person("Quinn Waiting"));
    const erased = await admin<{ deleted: Record<string, number> }>("POST", "/api/admin/privacy/subject/erase", {
      email: "olga.held@example.com",
    });
    expect(erased.result.deleted).toMatchObject({ eventRegistration: 1 });
    expect((await registrationsOf(event.id)).registrations.map((row) => [row.name, row.state])).toEqual([
      ["Pia Kept", "registered"],
      ["Quinn Waiting", "registered"],
    ]);
    const quinnMails = await mailsTo("quinn.waiting@example.com");
    expect(quinnMails.at(-1)!.textBody).toContain("a place has become free");
    expect(quinnMails.at(-1)!.attachments).not.toBeNull();
    // The place is taken: a newcomer waits.
    expect((await register(event.id, person("Rosa Late"))).result.state).toBe("waiting");
  });

  it("deletes registrations the firm's period (six months by default) after their event ended", async () => {
    const event = await createEvent("Retention");
    await register(event.id, person("Otto Old"));
    const rule = eventRegistrationRetention;
    expect(await rule.deleteExpired(db, Date.parse(event.endsAt) + 179 * 86_400_000)).toBe(0);
    expect(await rule.deleteExpired(db, Date.parse(event.endsAt) + 186 * 86_400_000)).toBeGreaterThanOrEqual(1);
    expect((await registrationsOf(event.id)).registrations).toEqual([]);
  });
});
