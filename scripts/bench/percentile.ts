/**
 * The `p` percentile (0 to 1) of `values` by nearest rank: the value at `floor(p × n)` in sorted
 * order, so p95 of 100 timings is the fifth-slowest. 0 for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}
