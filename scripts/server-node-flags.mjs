// Node's flags for the server process (decision 0090), shared by `npm start` (scripts/start.mjs)
// and the bench (bench/src/server.ts); docs/deploy.md's unit writes the same.
//
// `--max-old-space-size=256`: V8 sizes its heap by the machine's memory (about 4 GB on 24 GB) and
// lets garbage grow into hundreds of MB before it collects; with a ceiling of 256 MB it collects
// sooner. The server's live heap is about 50–90 MB under load. Measured peak RSS through the
// bench's load: about 390 MB without it, about 245 MB with it (docs/performance.md).
// No `--enable-source-maps`: it kept the bundle's source maps parsed in memory (about 25 MB); the
// bundle is not minified, so a stack trace's names and lines are readable without them.
export const SERVER_NODE_FLAGS = Object.freeze(["--max-old-space-size=256"]);
