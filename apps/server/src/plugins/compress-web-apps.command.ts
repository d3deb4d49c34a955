import path from "node:path";
import { isBuilt, keepCompressedForms, webAppFolders } from "./web-apps.ts";

// `npm run build`'s last step (apps/server's build script, after the web apps' builds): keeps the
// compressed forms of the web apps' files beside them, which the server reads at its start instead
// of compressing the files again (plugins/web-apps.ts). A web app that is not built is left out:
// the server then serves the API only, or compresses a build made later at its start.
// Run from its bundle in apps/server/dist, as main.js finds the web root.
const webRoot = path.resolve(import.meta.dirname, "..", "..");
for (const folder of Object.values(webAppFolders(webRoot))) {
  if (!isBuilt(folder)) continue;
  const started = performance.now();
  const count = keepCompressedForms(folder);
  process.stdout.write(
    `Compressed ${count} files of ${path.relative(webRoot, folder)} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
