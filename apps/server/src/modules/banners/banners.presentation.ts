// What the back office's and the site's answers about banners share: a row as the contract's banner.
import type { Banner } from "@lawfirm/contract";
import type * as banners from "./banners.repository.ts";

export function toBanner(row: banners.BannerRow): Banner {
  const { createdAt, updatedAt, top, publishAt: _publishAt, unpublishAt: _unpublishAt, imgAlt: _imgAlt, ...rest } = row;
  return { ...rest, top: top === 1 ? 1 : 0, createTime: createdAt, updateTime: updatedAt };
}
