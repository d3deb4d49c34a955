import { parseArgs } from "node:util";
import { makeMissingVariants } from "../../modules/files/variant-queue.ts";
import { languageRegistry } from "../../modules/languages/languages.service.ts";
import { isContentEmpty, loadDemoFirm } from "../load-demo.ts";
import { wipeContent } from "../wipe-content.ts";
import { print, runCommand } from "./command-support.ts";

/** Exit code when the database holds content and --force was not given. */
const REFUSED = 2;

const USAGE = `Usage: npm run seed:demo [-- --force]

Loads the fictional demo firm into the database configured by DATA_DIR / DATABASE_URL.
Refuses (exit code ${REFUSED}) when the database already holds content, unless --force is given:
then all content (news, cases, honors, folders, banners, site configuration, documents,
icons) and the demo's pictures are deleted first. Accounts and other uploads are kept.`;

const { values } = parseArgs({
  options: { force: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } },
});

if (values.help) {
  print(USAGE);
} else {
  await runCommand(async ({ db, config, log, storage }) => {
    if (!(await isContentEmpty(db))) {
      if (!values.force) {
        console.error(
          "The database already holds content; the demo firm was not loaded.\nRun `npm run seed:demo -- --force` to delete all content and load the demo firm.",
        );
        return REFUSED;
      }
      const { rows, pictures } = await wipeContent(db, storage.uploads);
      const deleted = Object.entries(rows)
        .filter(([, count]) => count > 0)
        .map(([table, count]) => `${table} ${count}`);
      print(`deleted: ${deleted.join(", ")}; ${pictures} demo pictures`);
    }
    const result = await loadDemoFirm(db, { uploads: storage.uploads, languages: languageRegistry(db), log });
    if (!result.loaded) {
      console.error(`The demo firm was not loaded: ${result.reason}`);
      return 1;
    }
    // The demo's pictures are uploads like any other: a server running on this database serves their variants at once.
    await makeMissingVariants({ db, uploads: storage.uploads, maxPixels: config.imageMaxPixels, log });
    print(
      `loaded in ${(result.ms / 1000).toFixed(1)} s: ${Object.entries(result.counts)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(", ")}`,
    );
    return 0;
  });
}
