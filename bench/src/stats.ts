// Summaries of repeated measurements.

/** The median of the values (the mean of the middle two for an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? NaN;
  return ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** The nearest-rank percentile (rank 0–100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((rank / 100) * sorted.length)) - 1] ?? NaN;
}

/** Rounded to two decimals, as the reports keep load averages. */
export function twoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}
