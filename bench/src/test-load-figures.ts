import type { LoadFigures } from "./load.ts";

/** A load target's figures as a test needs them: the rate, the latencies and the errors given, the rest plain. */
export function loadFigures(
  requestsPerSecond: number,
  {
    p50 = 1,
    p99 = 2,
    errors = 0,
    peakRssMb = 100,
    name = "x",
  }: { p50?: number; p99?: number; errors?: number; peakRssMb?: number; name?: string } = {},
): LoadFigures {
  return {
    name,
    url: `http://127.0.0.1/${name}`,
    requestsPerSecond,
    requests: requestsPerSecond * 10,
    latencyMs: { p50, p99, average: p50, max: p99 },
    errors,
    errorAnswers: errors,
    socketErrors: 0,
    timeouts: 0,
    throughputBytesPerSecond: 0,
    peakRssMb,
  };
}
