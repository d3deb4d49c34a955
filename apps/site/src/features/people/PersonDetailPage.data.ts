import { redirect, type LoaderFunctionArgs } from "react-router";
import { personEndpoints, type Locale } from "@lawfirm/contract";
import { api } from "../../app/api";
import { localeStore } from "../../app/locale";
import type { PageHandle } from "../../app/page-handle";
import { orNotFound, requireId } from "../../app/route-params";
import { personPath } from "../../ui/paths";
import type { PersonDetail } from "./people-data";

interface PersonDetailData {
  person: PersonDetail;
  /** The site's origin, for the absolute addresses of the `hreflang` links. */
  origin: string;
}

function versionIn(person: PersonDetail | undefined, locale: Locale) {
  return person?.versions.find((version) => version.lang === locale);
}

/**
 * A visitor whose interface language differs from the version's (a shared link, say) is sent to
 * the person's version in that language when there is one.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<PersonDetailData> {
  const id = requireId(params);
  const person = await orNotFound(api.call(personEndpoints.publicDetail, { params: { id } }, { signal: request.signal }));
  const version = person.lang === localeStore.get() ? undefined : versionIn(person, localeStore.get());
  if (version && version.id !== person.id) throw redirect(personPath(version.id));
  return { person, origin: new URL(request.url).origin };
}

/** After a language switch, the page goes to the person's version in the new language (from `versions`). */
export const handle: PageHandle = {
  localizedPath(data, locale) {
    const version = versionIn((data as PersonDetailData | undefined)?.person, locale);
    return version ? personPath(version.id) : undefined;
  },
};
