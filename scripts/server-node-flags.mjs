// Node's flags for the server process (decision 0090), shared by `npm start` (scripts/start.mjs)
// and the bench (bench/src/server.ts) through `serverNodeFlags`; docs/deploy.md's unit writes the
// same (server-node-flags.test.ts checks it).
//
// `--max-old-space-size=256`: V8 sizes its heap by the machine's memory (about 4 GB on 24 GB) and
// lets garbage grow into hundreds of MB before it collects; with a ceiling of 256 MB it collects
// sooner. The server's live heap is about 50–90 MB under load. Measured peak RSS through the
// bench's load: about 390 MB without it, about 245 MB with it (docs/performance.md).
// `--max-semi-space-size=4`: V8's young generation defaults to two 16 MB semi-spaces, 32 MB resident
// once a load has filled them, for a server whose objects mostly die young at a few MB between
// collections; 4 MB semi-spaces keep 24 MB less resident (decision 0109).
// No `--enable-source-maps`: it kept the bundle's source maps parsed in memory (about 25 MB); the
// bundle is not minified, so a stack trace's names and lines are readable without them.
export const SERVER_NODE_FLAGS = Object.freeze(["--max-old-space-size=256", "--max-semi-space-size=4"]);

// `--memory-saver-mode`, on Node 24 and later (decision 0146): V8's memory saver, the mode Chrome
// gives background tabs, which collects sooner and hands freed pages back. Node 24's V8 holds about
// 50–60 MB more than Node 20's under the same flags, outside its heap's own figures; the mode took
// the whole bench's peak from 262 to 217 MB, for about a sixth of the cached pages' rate at
// saturation and 3–5 ms more for a render right after a write (within its target). Node 20's V8
// does not know the flag and refuses to start with it.
const FROM_NODE_24 = Object.freeze(["--memory-saver-mode"]);

/** The server's Node flags for the Node of `version` (the running one's by default): `SERVER_NODE_FLAGS`, and Node 24's own. */
export function serverNodeFlags(version = process.versions.node) {
  return Number(version.split(".")[0]) >= 24 ? [...SERVER_NODE_FLAGS, ...FROM_NODE_24] : [...SERVER_NODE_FLAGS];
}

// The server's environment beside the operator's (decisions 0093, 0115). `MALLOC_ARENA_MAX=2`: glibc's
// allocator gives each thread that allocates (libuv's pool compressing answers, V8's helpers, the
// CPU pool's worker) an arena of its own, up to eight per core, and keeps what was freed in each for
// that arena's threads only. Two arenas held the peak RSS of a short load 11–23 MB lower than
// glibc's default. One arena held it about 6 MB lower still, but made first renders 15–20 % slower
// on a quiet machine (the threads waiting for the one arena's lock; docs/performance.md), so two it
// is. A value the operator sets wins. Other C libraries (musl) ignore it.
export const SERVER_ENVIRONMENT = Object.freeze({ MALLOC_ARENA_MAX: "2" });

/** The server's environment: `SERVER_ENVIRONMENT` under the given one (the operator's wins). */
export function serverEnvironment(env) {
  return { ...SERVER_ENVIRONMENT, ...env };
}
