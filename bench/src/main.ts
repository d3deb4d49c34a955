// `npm run bench`: load figures of the built server on a bulk database, against a reference
// measured on the same machine in the same run, then Lighthouse scores and the JavaScript weight
// of /home. See docs/performance.md.
import { API_BASE, healthEndpoints } from "@lawfirm/contract";
import { readHomeJavaScript, type HomeJavaScript } from "./bundle.ts";
import { withContext, type BenchContext } from "./context.ts";
import { messageOf } from "./errors.ts";
import { auditPages } from "./lighthouse.ts";
import { measureLoad, type LoadFigures } from "./load.ts";
import { readOptions } from "./options.ts";
import { residentMemoryKb } from "./processes.ts";
import { measureReference } from "./reference.ts";
import { composeReport, printReport, writeReport, type ServerFigures } from "./report.ts";
import { ensureBuilt, seedDatabase, withServer, type RunningServer } from "./server.ts";
import { chooseTargets, expectAnswers } from "./targets.ts";

async function bench(context: BenchContext): Promise<void> {
  ensureBuilt(context.root);
  // From the build alone: a build that cannot be measured fails the run before minutes of load.
  const homeJavaScript = readHomeJavaScript(context.root);
  const database = await seedDatabase(context);
  const reference = await measureReference(context);
  const server = await withServer(context, database, (running) => measureServer(context, running, homeJavaScript));
  const report = composeReport(context, { database, reference, server, homeJavaScript });
  printReport(report, writeReport(context.root, report));
}

/** Each target under load, one after the other, then Lighthouse on the idle server. */
async function measureServer(context: BenchContext, server: RunningServer, homeJavaScript: HomeJavaScript): Promise<ServerFigures> {
  const chosen = await chooseTargets(server.baseUrl, homeJavaScript);
  await expectAnswers(server.baseUrl, chosen.load);
  const settleUrl = `${server.baseUrl}${API_BASE}${healthEndpoints.live.path}`;
  const targets: LoadFigures[] = [];
  for (const { name, path } of chosen.load)
    targets.push(await measureLoad(context, { name, url: `${server.baseUrl}${path}`, pid: server.pid, settleUrl }));
  const peakRssMb = residentMemoryKb(server.pid).peak / 1024;
  const lighthouse = await auditPages(context, server.baseUrl, chosen.pages);
  return { query: chosen.query, targets, peakRssMb, lighthouse };
}

try {
  await withContext(readOptions(process.argv.slice(2)), bench);
} catch (error) {
  console.error(`\nThe benchmark failed: ${messageOf(error)}`);
  process.exitCode = 1;
}
