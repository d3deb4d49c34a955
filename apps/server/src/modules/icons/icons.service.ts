import type { Icon, IconInput } from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { badRequest, notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { findUpload, uploadUrl } from "../files/files.service.ts";
import * as icons from "./icons.repository.ts";

function toIcon(row: icons.IconRow): Icon {
  return { id: row.id, name: row.name, url: uploadUrl(row.storedName), fileId: row.fileId, createTime: row.createdAt };
}

/** The uploaded image an icon input names, by fileId or by url (both must agree when both are sent). */
async function resolveImage(db: Db, input: IconInput) {
  const byId = input.fileId === undefined ? undefined : await findUpload(db, { fileId: input.fileId });
  if (input.fileId !== undefined && !byId) {
    throw badRequest(message("icon.unknownFileId", { fileId: input.fileId }), [
      { field: "body.fileId", message: message("icon.notAnUpload") },
    ]);
  }
  const byUrl = input.url === undefined ? undefined : await findUpload(db, { url: input.url });
  if (input.url !== undefined && !byUrl) {
    throw badRequest(message("icon.unknownUrl"), [{ field: "body.url", message: message("icon.notAnUploadAddress") }]);
  }
  if (byId && byUrl && byId.fileId !== byUrl.fileId) {
    throw badRequest(message("icon.filesDiffer"), [{ field: "body.url", message: message("icon.namesOtherFile") }]);
  }
  const image = byId ?? byUrl;
  if (!image) throw new Error("unreachable: the contract requires fileId or url");
  if (!image.mimeType.startsWith("image/")) {
    const field = byId ? "body.fileId" : "body.url";
    throw badRequest(message("icon.notAnImage"), [{ field, message: message("icon.isNotAnImage") }]);
  }
  return image;
}

export async function createIcon(db: Db, input: IconInput): Promise<Icon> {
  const image = await resolveImage(db, input);
  const id = await icons.insertIcon(db, { name: input.name, fileId: image.fileId, createdAt: now() });
  const row = await icons.findIcon(db, id);
  if (!row) throw new Error(`icon ${id} vanished right after it was created`);
  return toIcon(row);
}

export async function listIcons(db: Db): Promise<Icon[]> {
  return (await icons.listIcons(db)).map(toIcon);
}

export async function deleteIcon(db: Db, id: number): Promise<void> {
  if (!(await icons.deleteIcon(db, id))) throw notFound(message("item.notFoundById", { entity: message("entity.icon"), id }));
}
