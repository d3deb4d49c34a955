import {
  ADDRESS_ROUTES,
  buildPath,
  LOCALE_PATH_SEGMENTS,
  localizedPath,
  PERSON_CARD_ROUTE,
  SITE_ROUTES,
  SUPPORTED_LOCALES,
  toLanguageTag,
  type Locale,
  type Person,
} from "@lawfirm/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../errors.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { resolveAddress } from "../addresses/addresses.ts";
import { sendGonePage } from "../redirects/redirect-serving.ts";
import { redirectWithinSite } from "../../http/same-origin-redirect.ts";
import { findStoredFile, storedNameOfUrl } from "../files/files.service.ts";
import { runImageTask } from "../../images/image-tasks.ts";
import * as people from "./people.repository.ts";
import { getPublicPortalConfig } from "../portal-config/portal-config.service.ts";
import { findReference } from "../reference-data/reference-data.repository.ts";
import { readPublicPerson } from "./people.public.service.ts";
import { attachmentDisposition, vcardFileNames, writeVCard, type PostalAddress } from "./vcard.ts";
import { readObject, type ObjectStore } from "../../storage/object-store.ts";

/** The largest portrait put into a card as its bytes; a larger one is linked (address books and mail servers choke on big cards). */
export const PHOTO_DATA_LIMIT = 96 * 1024;

/** Formats every address book shows, put into a card as they are when small enough. */
const PORTABLE_PHOTO_TYPES = new Set(["image/jpeg", "image/png"]);
const RASTER_PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

const personId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** An upload's bytes in a format and size every address book takes: as they are, else a reduced JPEG. */
async function portablePhoto(bytes: Buffer, mimeType: string): Promise<{ bytes: Buffer; mimeType: string }> {
  if (PORTABLE_PHOTO_TYPES.has(mimeType) && bytes.length <= PHOTO_DATA_LIMIT) return { bytes, mimeType };
  return { bytes: await runImageTask("cardPhotoJpeg", { bytes }), mimeType: "image/jpeg" };
}

/**
 * The portrait as a `data:` URI when it is a raster upload of this site that fits the limit (as a
 * JPEG when its own format is one some address books cannot show), else its absolute address.
 */
async function photoValue(photoUrl: string, origin: string, uploads: ObjectStore): Promise<string> {
  const address = new URL(photoUrl, origin).href;
  const storedName = storedNameOfUrl(photoUrl);
  const stored = storedName ? await findStoredFile(uploads, storedName) : undefined;
  if (!stored || !RASTER_PHOTO_TYPES.has(stored.mimeType)) return address;
  const bytes = await readObject(uploads, stored.key);
  const photo = bytes && (await portablePhoto(bytes, stored.mimeType).catch(() => undefined));
  if (!photo || photo.bytes.length > PHOTO_DATA_LIMIT) return address;
  return `data:${photo.mimeType};base64,${photo.bytes.toString("base64")}`;
}

/** A country's name in the card's language (ISO 3166-1 alpha-2 code in, the code itself if unknown). */
function countryName(code: string, language: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The person's office's postal address, when the office has one (decision 0030). */
async function officeAddress(db: Db, officeId: number, language: string): Promise<PostalAddress | undefined> {
  const office = await findReference(db, "offices", officeId);
  if (!office || !(office.address || office.city)) return undefined;
  return { street: office.address, city: office.city, postalCode: office.postalCode, country: countryName(office.country, language) };
}

async function contactCard(db: Db, person: Person, origin: string, uploads: ObjectStore): Promise<string> {
  const config = await getPublicPortalConfig(db, person.lang);
  const locale = person.lang as Locale;
  return writeVCard({
    name: person.name,
    title: person.jobs.map((job) => job.name).join(", "),
    organization: config.name,
    address: await officeAddress(db, person.office, toLanguageTag(locale)),
    phone: person.phoneNumber ?? undefined,
    email: person.email ?? undefined,
    url: new URL(localizedPath(locale, buildPath(ADDRESS_ROUTES.person, { slug: person.slug })), origin).href,
    photo: person.photoUrl ? await photoValue(person.photoUrl, origin, uploads) : undefined,
  });
}

/** Where the specification's addresses kept a person's card: `/de/people/detail/12/vcard`. */
const CARD_BY_ID_ROUTE = `${SITE_ROUTES.personDetail}/vcard`;

const cardPath = (locale: Locale, slug: string) => localizedPath(locale, buildPath(PERSON_CARD_ROUTE, { slug }));

/**
 * A person's contact card beside their page in each language (`PERSON_CARD_ROUTE`, by the page's
 * slug; decision 0054): an old slug answers a permanent redirect to the card at the new one, the
 * card of a person deleted or taken off the site 410. The card's address by id (the one before
 * readable addresses) answers as the pages do: a permanent redirect to the card of the linked
 * version in the address's language, else of the id's own.
 */
export function contactCardRoutes(app: FastifyInstance, deps: { db: Db; uploads: ObjectStore; publicUrl: string | undefined }) {
  const { db, uploads, publicUrl } = deps;
  for (const locale of SUPPORTED_LOCALES) {
    app.get(localizedPath(locale, PERSON_CARD_ROUTE), async (request, reply) => {
      const slug = (request.params as { slug: string }).slug;
      let target: { id: number; slug: string };
      try {
        target = await resolveAddress(db, "person", locale, slug);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return reply.callNotFound();
        if (error instanceof HttpError && error.status === 410) return sendGonePage(request, reply);
        throw error;
      }
      if (target.slug !== slug) return redirectWithinSite(reply, cardPath(locale, target.slug), 301);
      const person = await readPublicPerson(db, target.id);
      const card = await contactCard(db, person, publicOrigin(request, publicUrl), uploads);
      return reply
        .type("text/vcard; charset=utf-8")
        .header("content-disposition", attachmentDisposition(vcardFileNames(person.name, `contact-${person.id}`)))
        .header("cache-control", "no-cache")
        .send(card);
    });
    app.get(localizedPath(locale, CARD_BY_ID_ROUTE), async (request, reply) => {
      const id = personId((request.params as { id: string }).id);
      const row = id === undefined ? undefined : await people.findPublicPerson(db, id);
      if (!row) return reply.callNotFound();
      const person = await readPublicPerson(db, row.id);
      const version = person.versions.find((candidate) => candidate.lang === locale);
      const target = version ? { locale, slug: version.slug } : { locale: person.lang as Locale, slug: person.slug };
      if (!(target.locale in LOCALE_PATH_SEGMENTS)) return reply.callNotFound();
      return redirectWithinSite(reply, cardPath(target.locale, target.slug), 301);
    });
  }
}
