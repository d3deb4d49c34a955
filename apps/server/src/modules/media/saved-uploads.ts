import { SVG_MIME_TYPE } from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import { invalidRequest, type FieldProblem } from "../../errors.ts";
import { uploadedPictureSources } from "../../http/rich-text.ts";
import { message } from "../../i18n/messages.ts";
import { findUploadTypes } from "../files/files.repository.ts";
import { uploadNamedBy, uploadUrl } from "../files/files.service.ts";

/**
 * An address a save stores (a picture field's, or a picture's in rich text), with the request's
 * field that holds it. See `assertSavedUploads`.
 */
export interface SavedAddress {
  /** Where it is in the request, e.g. `body.coverUrl` or `body.0.content`. */
  field: string;
  /** The language version it belongs to, when the body holds several. */
  lang?: string | undefined;
  address: string;
  /** Only an icon's field takes an uploaded SVG drawing (decision 0032). */
  takesSvg?: boolean;
}

/** A picture field's address, if it has one. */
export const pictureAt = (field: string, address: string | null | undefined): SavedAddress[] => (address ? [{ field, address }] : []);

/** An icon field's address, if it has one: the one kind of field that takes an SVG drawing. */
export const iconAt = (field: string, address: string | null | undefined): SavedAddress[] =>
  address ? [{ field, address, takesSvg: true }] : [];

/** The uploaded pictures of a (sanitised) rich text, each named by the text's field. */
export const richTextPicturesAt = (field: string, html: string | null | undefined): SavedAddress[] =>
  uploadedPictureSources(html ?? "").map((address) => ({ field, address }));

/**
 * Refuses a save (422, each problem naming its field) whose addresses name an upload that is not
 * stored (deleted from the media library, or never uploaded), an uploaded SVG drawing in a field
 * that is no icon's (by the stored file's type, however its address is spelled), or an upload in a
 * spelling other than `/api/upload/<name>`, which the library's usage scan would not find (so the
 * upload could be deleted under it). Addresses that lead to no upload's name are left to the
 * contract's schemas.
 *
 * Call it in the save's transaction, after the save has written into one of the places an
 * address is kept: that is what keeps a save and a media item's delete apart. The delete locks
 * every such place in SHARE mode before it reads the usages (`lockAddressPlaces`, PostgreSQL;
 * SQLite runs one write at a time), and a save's write holds a ROW EXCLUSIVE lock, which SHARE
 * waits for, until it commits. So either the save wrote first: the delete waits for its commit,
 * then finds the address as a usage and refuses (409); or the delete took its locks first: the
 * save's write waits until the delete has committed, and this look-up, a new statement under READ
 * COMMITTED, no longer finds the upload and refuses the save. No row lock on the upload is needed.
 */
export async function assertSavedUploads(db: Executor, addresses: readonly SavedAddress[]): Promise<void> {
  const named = addresses.flatMap((saved) => {
    const upload = uploadNamedBy(saved.address);
    return upload ? [{ ...saved, ...upload }] : [];
  });
  if (named.length === 0) return;
  const stored = await findUploadTypes(db, [...new Set(named.map((saved) => saved.storedName))]);
  const typeOf = new Map(stored.map((upload) => [upload.storedName, upload.mimeType]));
  const problems: FieldProblem[] = named.flatMap(({ field, lang, address, takesSvg, storedName, plain }) => {
    const type = typeOf.get(storedName);
    const problem = !plain
      ? message("media.uploadSpelling", { address, plain: uploadUrl(storedName) })
      : type === undefined
        ? message("media.uploadGone", { address })
        : type === SVG_MIME_TYPE && !takesSvg
          ? message("media.svgOnlyForIcons", { address })
          : undefined;
    return problem ? [{ field, lang, message: problem }] : [];
  });
  if (problems.length > 0) throw invalidRequest(problems, 422);
}
