// Empties the server's whole public answers cache, rendered pages and public API answers, as it is
// emptied in a running site: by a commit to its SQLite file that another connection made (a seed
// command's, another process's). No write of the back office empties everything any more: each
// names what it changed (decisions 0062, 0139, 0141 to 0143).
import Database from "better-sqlite3";
import { API_BASE, bannerEndpoints } from "@lawfirm/contract";
import { CLIENT_HEADERS, uncachedPaths } from "./targets.ts";

/**
 * A function that commits a change of the file's header (its user version, which the server does
 * not read) on a connection of its own, then asks the server for a public answer no measured page
 * reads (at an address of its own): a server notices another connection's commit when it next
 * looks in its cache (SQLite's data_version), which this request does before the timed one.
 */
export function wholeCacheEmptier(baseUrl: string, databaseFile: string): () => Promise<void> {
  const uncached = uncachedPaths();
  return async () => {
    const connection = new Database(databaseFile, { fileMustExist: true });
    try {
      connection.pragma(`user_version = ${Number(connection.pragma("user_version", { simple: true })) + 1}`);
    } finally {
      connection.close();
    }
    const url = `${baseUrl}${uncached(`${API_BASE}${bannerEndpoints.publicList.path}`)}`;
    const response = await fetch(url, { headers: { ...CLIENT_HEADERS, lang: "en_US" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  };
}
