// What other features may use of the folders: the folder picker and the folder list's query keys.
export { catalogKeys } from "./catalogs.api.ts";
export { flattenTree } from "./folderTree.ts";
export { FolderSelect } from "./FolderSelect.tsx";
