import { parseArgs } from "node:util";
import { print, runCommand } from "../../demo/commands/command-support.ts";
import { rebuildSearchIndex } from "./search-index.ts";

const USAGE = `Usage: npm run search:rebuild

Makes the site search's index again from the content of the database configured by DATA_DIR /
DATABASE_URL (people, practice areas, news, case analyses, honors, legal documents). The server
keeps the index current on every change and builds it at start when it is empty; run this after
content was written past the server (an import, a repair by hand).`;

const { values } = parseArgs({ options: { help: { type: "boolean", short: "h", default: false } } });

if (values.help) {
  print(USAGE);
} else {
  await runCommand(async ({ db }) => {
    const started = Date.now();
    const entries = await rebuildSearchIndex(db);
    print(`search index rebuilt: ${entries} entries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  });
}
