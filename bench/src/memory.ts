// The serving process's memory after each step of the run (decision 0104), so that a step that
// raises it is named at once: its resident memory and its peak so far from /proc, and from the
// server's metrics port what of it is V8's heap, what Buffers and other memory outside the heap
// V8 knows of, and the public cache's bytes. What is neither is native: the binary, libvips,
// SQLite, worker threads' isolates, the allocator's arenas.
import { residentMemoryKb } from "./processes.ts";

export interface MemoryStep {
  step: string;
  /** Resident memory after the step (VmRSS). */
  rssMb: number;
  /** The peak resident memory so far (VmHWM). */
  peakMb: number;
  /** From the metrics port; undefined when it did not answer. */
  heapUsedMb: number | undefined;
  heapTotalMb: number | undefined;
  externalMb: number | undefined;
  /** The public cache's bytes as it counts them (the bodies twice). */
  cacheMb: number | undefined;
}

const MB = 1024 * 1024;

/** A sample's value in Prometheus' text format (the first series of that name, without labels). */
export function metricValue(text: string, name: string): number | undefined {
  const match = new RegExp(`^${name} (\\S+)$`, "m").exec(text);
  const value = match ? Number(match[1]) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

/** The server's memory after each step, printed as it is taken. */
export class MemorySteps {
  readonly steps: MemoryStep[] = [];

  constructor(
    private readonly pid: number,
    private readonly metricsUrl: string,
  ) {}

  async after(step: string): Promise<void> {
    let metrics = "";
    try {
      const response = await fetch(this.metricsUrl, { signal: AbortSignal.timeout(5_000) });
      metrics = await response.text();
    } catch {
      // The figures from /proc alone.
    }
    const inMb = (name: string) => {
      const value = metricValue(metrics, name);
      return value === undefined ? undefined : value / MB;
    };
    const { rss, peak } = residentMemoryKb(this.pid);
    const taken: MemoryStep = {
      step,
      rssMb: rss / 1024,
      peakMb: peak / 1024,
      heapUsedMb: inMb("nodejs_heap_size_used_bytes"),
      heapTotalMb: inMb("nodejs_heap_size_total_bytes"),
      externalMb: inMb("nodejs_external_memory_bytes"),
      cacheMb: inMb("lawfirm_cache_bytes"),
    };
    this.steps.push(taken);
    console.log(`  memory after ${step}: ${memoryLine(taken)}`);
  }
}

const mb = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? "–" : value.toFixed(1));

function memoryLine(step: MemoryStep): string {
  return (
    `RSS ${mb(step.rssMb)} MB (peak ${mb(step.peakMb)}), heap ${mb(step.heapUsedMb)} of ${mb(step.heapTotalMb)} MB, ` +
    `external ${mb(step.externalMb)} MB, cache ${mb(step.cacheMb)} MB`
  );
}

/** The steps as a markdown table. */
export function memoryTable(steps: readonly MemoryStep[]): string {
  const rows = steps.map(
    (step) =>
      `| ${step.step} | ${mb(step.rssMb)} | ${mb(step.peakMb)} | ${mb(step.heapUsedMb)} / ${mb(step.heapTotalMb)} | ${mb(step.externalMb)} | ${mb(step.cacheMb)} |`,
  );
  return ["| After | RSS MB | peak so far MB | heap used / total MB | external MB | cache MB |", "|---|--:|--:|--:|--:|--:|", ...rows].join(
    "\n",
  );
}
