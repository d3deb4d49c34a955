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
// Maglev stays on (decision 0155): Node 24's V8 compiles warm functions with this mid-tier
// compiler (Node 20's V8 leaves it off); its compilations' working memory was the largest part of
// the server's `malloc` at its peak (17 of 41 MB), and `--no-maglev` took the whole bench's peak on
// Node 24 10–20 MB lower, but made the first renders with the cache emptied 3–6 ms slower and the
// loads of endpoints not yet optimised slower at their tail. An operator short of memory may add it.
// `--no-allocation-site-pretenuring`: V8 may decide, from what survived a young collection, that an
// allocation site's objects live long and make them in the old generation from then on. On Node 24
// it so decided in about one server start of three under a steady load of the trivial route, for
// objects that hold a request's young ones: these were then kept through every young collection
// until a full one (17–31 full collections in 4–6 s against 1–7); with pretenuring off, in none of
// fourteen starts (decision 0157). Node 20's V8 was not seen doing it; the flag is the same there.
// No `--enable-source-maps`: it kept the bundle's source maps parsed in memory (about 25 MB); the
// bundle is not minified, so a stack trace's names and lines are readable without them.
export const SERVER_NODE_FLAGS = Object.freeze(["--max-old-space-size=256", "--max-semi-space-size=4", "--no-allocation-site-pretenuring"]);

// On Node 24 and later, V8's memory saver (decisions 0158 and 0159, superseding 0148). Node 24's V8
// keeps the pages a full collection frees in a pool, resident, and hands them back only in a
// collection that reduces memory, which a busy server never runs (the memory reducer waits for a
// quiet spell): the heap's pages stayed at the highest the heap had been, 75–99 MB for 40–45 MB of
// live objects, and the whole bench's peak at 211–226 MB. The memory saver makes every full
// collection a memory-reducing one (the pool handed back, the heap compacted) and grows the heap by
// 10 % between collections. The peak is reached just before a full collection, so the growth sets
// it: with a 30 % growth (decision 0158) the peak was 201–212 MB on a machine where the saver's own
// 10 % gave 188–198 and 15 % 189–202 (decision 0159). Before decision 0157 a request outlived the
// young generation and the saver's pauses came every half second; now every second or two under a
// saturating load, 8–20 ms each. Node 20's V8 refuses the saver.
export const NODE_24_FLAGS = Object.freeze(["--memory-saver-mode"]);

/**
 * The server's Node flags: `SERVER_NODE_FLAGS`, and on Node 24 or later `NODE_24_FLAGS`.
 * `nodeVersion` is that of the Node the server runs on: the callers start it with their own
 * (`process.execPath`).
 */
export function serverNodeFlags(nodeVersion = process.versions.node) {
  return [...SERVER_NODE_FLAGS, ...(majorOf(nodeVersion) >= 24 ? NODE_24_FLAGS : [])];
}

// The server's environment beside the operator's (decisions 0093, 0115). `MALLOC_ARENA_MAX=2`: glibc's
// allocator gives each thread that allocates (libuv's pool compressing answers, V8's helpers, the
// CPU pool's worker) an arena of its own, up to eight per core, and keeps what was freed in each for
// that arena's threads only. Two arenas held the peak RSS of a short load 11–23 MB lower than
// glibc's default. One arena held it about 6 MB lower still, but made first renders 15–20 % slower
// on a quiet machine (the threads waiting for the one arena's lock; docs/performance.md), so two it
// is. A value the operator sets wins. Other C libraries (musl) ignore it.
export const SERVER_ENVIRONMENT = Object.freeze({ MALLOC_ARENA_MAX: "2" });

// On Node 24, glibc's thresholds fixed at their starting 128 KB (decision 0149), which glibc
// otherwise raises as larger blocks are freed: a block of 128 KB or more is mapped on its own and
// handed back when freed, and an arena's free top is handed back from 128 KB. The whole bench's
// peak RSS on Node 24 came 17–22 MB lower (256.9 → 234.9 and 240.0 MB), its latencies no worse
// beyond the runs' spread; on Node 20 it came 4 MB lower but each first render after a write 2–6 ms
// later (a page's 132 KB of HTML mapped and unmapped each time), so Node 20 keeps glibc's own.
export const NODE_24_ALLOCATOR = Object.freeze({ MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072" });

/**
 * The server's environment: `SERVER_ENVIRONMENT`, and on Node 24 or later `NODE_24_ALLOCATOR`,
 * under the given one (the operator's wins). `nodeVersion` is that of the Node the server runs on:
 * the callers start it with their own (`process.execPath`).
 */
export function serverEnvironment(env, nodeVersion = process.versions.node) {
  return { ...SERVER_ENVIRONMENT, ...(majorOf(nodeVersion) >= 24 ? NODE_24_ALLOCATOR : {}), ...env };
}

/** The major release of a Node version (`24.11.1` → 24). */
function majorOf(nodeVersion) {
  return Number(nodeVersion.split(".")[0]);
}
