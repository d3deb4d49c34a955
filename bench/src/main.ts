// `npm run bench`: the built server on a bulk database. Load figures against the server's own
// trivial route and a reference measured on the same machine in the same run, first renders of
// the public pages, a large photo's upload and variants (decision 0034), Lighthouse on the pages
// and the JavaScript weight of /en/home, each beside its target. See docs/performance.md.
import { API_BASE, healthEndpoints } from "@lawfirm/contract";
import { signInToBackOffice } from "./back-office.ts";
import { readHomeJavaScript, type HomeJavaScript } from "./bundle.ts";
import { withContext, type BenchContext } from "./context.ts";
import { messageOf } from "./errors.ts";
import { imageChecks, RENDER_MODE_NAMES, type MeasuredLoad } from "./goals.ts";
import { auditPages } from "./lighthouse.ts";
import { measureLoad } from "./load.ts";
import { MemorySteps, memoryTable } from "./memory.ts";
import { readOptions } from "./options.ts";
import { measurePeer, peerTable } from "./peer.ts";
import { residentMemoryKb } from "./processes.ts";
import { measureReference } from "./reference.ts";
import { measureRenders } from "./renders.ts";
import { imageLines, measureImageUpload } from "./images.ts";
import { composeReport, lighthouseTable, printReport, writeOnlyReport, writeReport, type ServerFigures } from "./report.ts";
import { measureScale, scaleTable } from "./scale.ts";
import { measureSearch, searchTable } from "./search.ts";
import { measureSitemap, sitemapLines } from "./sitemap.ts";
import { ensureBuilt, readRevision, seedDatabase, sqliteFileOf, withServer, type Database, type RunningServer } from "./server.ts";
import { CLIENT_HEADERS, chooseTargets, expectAnswers } from "./targets.ts";
import { measureTwoProcesses, twoProcessesUnavailable, twoProcessLines } from "./two-processes.ts";
import { wholeCacheEmptier } from "./whole-cache.ts";

async function bench(context: BenchContext): Promise<void> {
  const revision = readRevision(context.root);
  ensureBuilt(context.root);
  // From the build alone: a build that cannot be measured fails the run before minutes of load.
  const homeJavaScript = readHomeJavaScript(context.root);
  if (context.options.peer) {
    const peer = await measurePeer(context);
    console.log(
      `\nThis server against Strapi ${peer.version} (${peer.news} bulk news per language; ${peer.connections} connections, ` +
        `${peer.duration} s per address; median of ${peer.rounds} rounds taken in turns):\n${peerTable(peer)}`,
    );
    console.log(`Written: ${writeOnlyReport(context, revision, { peer })}`);
    return;
  }
  if (context.options.onlyProcesses) {
    const unavailable = twoProcessesUnavailable();
    if (unavailable) throw new Error(`--only-processes: ${unavailable}`);
    return measureProcesses(context, revision);
  }
  if (context.options.scale) {
    const scale = await measureScale(context);
    console.log(`\nAt scale (median ms of one request at a time; lists: page 1 / the deep page):\n${scaleTable(scale)}`);
    console.log(`Written: ${writeOnlyReport(context, revision, { scale })}`);
    return;
  }
  const database = await seedDatabase(context);
  if (context.options.onlySearch) {
    const search = await withServer(context, database, (running) => measureSearch(running.baseUrl));
    console.log(`\nSite search (one request at a time, each at an address no cache has seen):\n${searchTable(search)}`);
    console.log(`Written: ${writeOnlyReport(context, revision, { search })}`);
    return;
  }
  if (context.options.onlyImages) {
    const { images, memory } = await withServer(context, database, async (running) => {
      // The serving process's memory before and after, as the full run's table has it (decision 0109).
      const memory = new MemorySteps(running.pid, running.metricsUrl);
      await memory.after("the start");
      const images = await measureImageUpload(running.baseUrl, await signInToBackOffice(running.baseUrl, database.admin));
      await memory.after("the image upload");
      return { images, memory };
    });
    const checks = imageChecks(images);
    console.log(`\nImage upload:\n${imageLines(images).join("\n")}`);
    console.log(`\nThe server's memory:\n${memoryTable(memory.steps)}`);
    console.log(`Targets met: ${checks.filter((check) => check.met).length} of ${checks.length}`);
    console.log(`Written: ${writeOnlyReport(context, revision, { images })}`);
    return;
  }
  if (context.options.onlyLighthouse) {
    const lighthouse = await withServer(context, database, async (running) => {
      const { pages } = await chooseTargets(running.baseUrl, homeJavaScript);
      await expectAnswers(running.baseUrl, pages);
      return auditPages(context, running.baseUrl, pages);
    });
    console.log(
      `\nLighthouse (mobile, simulated throttling), median of ${context.options.lighthouseRuns} run(s):\n${lighthouseTable(lighthouse)}`,
    );
    console.log(`Written: ${writeOnlyReport(context, revision, { lighthouse })}`);
    return;
  }
  if (context.options.onlySitemap) {
    const sitemap = await withServer(context, database, (running) => measureSitemap(running.baseUrl));
    console.log(
      `\nSitemap (the index and every page, one after the other; first made on request, then from the cache):\n${sitemapLines(sitemap).join("\n")}`,
    );
    console.log(`Written: ${writeOnlyReport(context, revision, { sitemap })}`);
    return;
  }
  const reference = await measureReference(context);
  const server = await withServer(context, database, (running) => measureServer(context, database, running, homeJavaScript));
  const report = composeReport(context, { revision, database, reference, server, homeJavaScript });
  printReport(report, writeReport(context.root, report));
  const unavailable = twoProcessesUnavailable();
  if (unavailable) console.log(`\nTwo processes behind nginx: left out (${unavailable})`);
  else await measureProcesses(context, revision);
}

/** Two processes behind nginx on PostgreSQL (docs/deploy.md), reported beside the full run's figures. */
async function measureProcesses(context: BenchContext, revision: ReturnType<typeof readRevision>): Promise<void> {
  const processes = await measureTwoProcesses(context);
  console.log(`\n${twoProcessLines(processes).join("\n")}`);
  console.log(`Written: ${writeOnlyReport(context, revision, { processes })}`);
}

/** First renders on the idle server, then each target under load, one after the other, then Lighthouse on the idle server. */
async function measureServer(
  context: BenchContext,
  database: Database,
  server: RunningServer,
  homeJavaScript: HomeJavaScript,
): Promise<ServerFigures> {
  const memory = new MemorySteps(server.pid, server.metricsUrl);
  await memory.after("the start");
  // First: it measures the sitemap made on request, before anything asked for it.
  console.log("Sitemap:");
  const sitemap = await measureSitemap(server.baseUrl);
  await memory.after("the sitemap");
  const chosen = await chooseTargets(server.baseUrl, homeJavaScript);
  await expectAnswers(server.baseUrl, [...chosen.load, ...chosen.pages]);

  console.log("First renders:");
  const backOffice = await signInToBackOffice(server.baseUrl, database.admin);
  const emptyWholeCache = wholeCacheEmptier(server.baseUrl, sqliteFileOf(database));
  const renders = await measureRenders(
    context,
    server.baseUrl,
    chosen.pages,
    backOffice,
    emptyWholeCache,
    chosen.query.practiceAreaId,
    (phase) => memory.after(`renders: ${phase === "warm-up" ? phase : RENDER_MODE_NAMES[phase]}`),
  );
  console.log("Site search:");
  const search = await measureSearch(server.baseUrl);
  await memory.after("the site search");

  console.log("Load:");
  const settleUrl = `${server.baseUrl}${API_BASE}${healthEndpoints.live.path}`;
  const load: MeasuredLoad[] = [];
  for (const { name, path, headers, role, uncached } of chosen.load) {
    const url = `${server.baseUrl}${path}`;
    const figures = await measureLoad(context, {
      name,
      url,
      headers: { ...CLIENT_HEADERS, ...headers },
      uncached,
      pid: server.pid,
      settleUrl,
    });
    load.push({ ...figures, role });
    await memory.after(`load: ${name}`);
  }
  console.log("Image upload:");
  // After the load figures, which the variants being made would disturb.
  const images = await measureImageUpload(server.baseUrl, backOffice);
  await memory.after("the image upload");

  const lighthouse = context.options.lighthouse ? await auditPages(context, server.baseUrl, chosen.pages) : undefined;
  if (lighthouse) await memory.after("Lighthouse");
  const peakRssMb = residentMemoryKb(server.pid).peak / 1024;
  return {
    query: chosen.query,
    pages: chosen.pages.map((page) => page.name),
    load,
    renders,
    search,
    sitemap,
    images,
    peakRssMb,
    memory: memory.steps,
    lighthouse: lighthouse && lighthouse.length > 0 ? lighthouse : undefined,
  };
}

try {
  await withContext(readOptions(process.argv.slice(2)), bench);
} catch (error) {
  console.error(`\nThe benchmark failed: ${messageOf(error)}`);
  process.exitCode = 1;
}
