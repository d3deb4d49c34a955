import { LocalizedLink } from "../LocalizedLink";
import type { CatalogNode } from "@lawfirm/contract";
import { useLocale } from "../../i18n/locale-context";
import { cx } from "../cx";
import styles from "./FolderNav.module.css";

function folderHref(listPath: string, folder: CatalogNode | undefined): string {
  return folder ? `${listPath}?folder=${folder.no}` : listPath;
}

/**
 * The folder filter of a list: the top-level folders, then one row of sub-folders for each
 * chosen folder that has some. Links, not tabs: each choice is an address of its own.
 */
export function FolderNav({
  listPath,
  folders,
  path,
}: {
  listPath: string;
  folders: readonly CatalogNode[];
  path: readonly CatalogNode[];
}) {
  const { t } = useLocale();
  if (folders.length === 0) return null;
  const active = path.at(-1);
  const rows: { parent: CatalogNode | undefined; nodes: readonly CatalogNode[] }[] = [{ parent: undefined, nodes: folders }];
  for (const node of path) if (node.childrenList.length > 0) rows.push({ parent: node, nodes: node.childrenList });

  return (
    <nav className={styles.nav} aria-label={t("list.folders")}>
      {rows.map(({ parent, nodes }) => (
        <ul
          key={parent?.id ?? "top"}
          className={cx(styles.row, parent && styles.subRow)}
          aria-label={parent ? t("list.subFolders", { folder: parent.name }) : undefined}
        >
          <li>
            <LocalizedLink
              className={styles.link}
              to={folderHref(listPath, parent)}
              preventScrollReset
              aria-current={active === parent ? "page" : undefined}
            >
              {parent ? t("list.allIn", { folder: parent.name }) : t("list.all")}
            </LocalizedLink>
          </li>
          {nodes.map((node) => (
            <li key={node.id}>
              <LocalizedLink
                className={cx(styles.link, path.includes(node) && styles.inPath)}
                to={folderHref(listPath, node)}
                preventScrollReset
                aria-current={node === active ? "page" : undefined}
              >
                {node.name}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
