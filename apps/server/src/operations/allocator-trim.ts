/**
 * The C allocator's free memory handed back to the system while the server runs (decision 0155).
 *
 * glibc's allocator gives back only the free top of an arena (`MALLOC_TRIM_THRESHOLD_`); the free
 * blocks between blocks still in use stay resident until `malloc_trim` walks the arenas and gives
 * back each free page among them. Under the bench's loads they added up to 15–20 MB of the serving
 * process's resident memory: the main thread's arena fragmented by short-lived buffers between
 * long-lived ones (answers kept by the public cache, SQLite's pages), and the helper threads' arena
 * holding what V8's compilers and collector freed (10 MB free of 11). Node offers no call for it, so
 * `malloc_trim` is called through koffi (a maintained foreign-function library with prebuilt
 * binaries) every `intervalMs`. On a system without glibc (musl, macOS, Windows) there is none, and
 * nothing is done: those allocators give memory back on their own.
 */

/** A call of glibc's `malloc_trim(0)`: whether it gave memory back to the system. */
export type TrimAllocator = () => boolean;

/** glibc's `malloc_trim`, or undefined where the C library has none (or koffi cannot load it). */
export async function loadMallocTrim(): Promise<TrimAllocator | undefined> {
  if (process.platform !== "linux") return undefined;
  try {
    const { default: koffi } = await import("koffi");
    const mallocTrim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)") as (pad: number) => number;
    return () => mallocTrim(0) === 1;
  } catch {
    return undefined;
  }
}

/** Calls `trim` every `intervalMs` (a timer that keeps no process alive) until the returned function stops it. */
export function trimPeriodically(trim: TrimAllocator, intervalMs: number): () => void {
  const timer = setInterval(trim, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
