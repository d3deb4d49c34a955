import fs from "node:fs/promises";
import {
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
import { publicOrigin } from "../../http/public-origin.ts";
import { findStoredFile, storedNameOfUrl } from "../files/files.service.ts";
import * as people from "./people.repository.ts";
import { getPublicPortalConfig } from "../portal-config/portal-config.service.ts";
import { readPublicPerson } from "./people.service.ts";
import { attachmentDisposition, vcardFileNames, writeVCard } from "./vcard.ts";

/** The largest portrait put into a card as its bytes; a larger one is linked (address books and mail servers choke on big cards). */
export const PHOTO_DATA_LIMIT = 96 * 1024;

/** Raster formats every address book shows. */
const EMBEDDED_PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/gif"]);

const personId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** The portrait as a `data:` URI when it is a small raster upload of this site, else its absolute address. */
async function photoValue(photoUrl: string, origin: string, uploadDir: string): Promise<string> {
  const storedName = storedNameOfUrl(photoUrl);
  const stored = storedName ? await findStoredFile(uploadDir, storedName) : undefined;
  if (stored && stored.size <= PHOTO_DATA_LIMIT && EMBEDDED_PHOTO_TYPES.has(stored.mimeType)) {
    const bytes = await fs.readFile(stored.file);
    return `data:${stored.mimeType};base64,${bytes.toString("base64")}`;
  }
  return new URL(photoUrl, origin).href;
}

async function contactCard(db: Db, person: Person, origin: string, uploadDir: string): Promise<string> {
  const config = await getPublicPortalConfig(db, person.lang);
  const locale = person.lang as Locale;
  return writeVCard({
    name: person.name,
    title: person.jobs.map((job) => job.name).join(", "),
    organization: config.name,
    phone: person.phoneNumber ?? undefined,
    email: person.email ?? undefined,
    url: new URL(localizedPath(locale, buildPath(SITE_ROUTES.personDetail, { id: person.id })), origin).href,
    photo: person.photoUrl ? await photoValue(person.photoUrl, origin, uploadDir) : undefined,
    language: toLanguageTag(locale),
  });
}

/**
 * A person's contact card beside their page in each language (`PERSON_CARD_ROUTE`). An id of
 * another language's version answers as the pages do: a permanent redirect to the linked version
 * in the address's language, else to the id's own language.
 */
export function contactCardRoutes(app: FastifyInstance, deps: { db: Db; uploadDir: string; publicUrl: string | undefined }) {
  const { db, uploadDir, publicUrl } = deps;
  for (const locale of SUPPORTED_LOCALES) {
    app.get(localizedPath(locale, PERSON_CARD_ROUTE), async (request, reply) => {
      const id = personId((request.params as { id: string }).id);
      const row = id === undefined ? undefined : await people.findPerson(db, id);
      if (!row) return reply.callNotFound();
      const person = await readPublicPerson(db, row.id);
      if (person.lang !== locale) {
        const version = person.versions.find((candidate) => candidate.lang === locale);
        const target = version ? { locale, id: version.id } : { locale: person.lang as Locale, id: person.id };
        if (!(target.locale in LOCALE_PATH_SEGMENTS)) return reply.callNotFound();
        return reply.redirect(localizedPath(target.locale, buildPath(PERSON_CARD_ROUTE, { id: target.id })), 301);
      }
      const card = await contactCard(db, person, publicOrigin(request, publicUrl), uploadDir);
      return reply
        .type("text/vcard; charset=utf-8")
        .header("content-disposition", attachmentDisposition(vcardFileNames(person.name, `contact-${person.id}`)))
        .header("cache-control", "no-cache")
        .send(card);
    });
  }
}
