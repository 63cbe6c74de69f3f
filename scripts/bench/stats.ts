/** Order statistics for the benchmarks: nearest-rank percentiles over unsorted samples. */

/**
 * The p-th percentile by nearest rank (p50 of [1,2,3,4] is 2, p95 is 4).
 *
 * @example percentile([3, 1, 2], 50) // 2
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** Milliseconds for a table cell: whole numbers above 10, one decimal below. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return `${value >= 10 ? value.toFixed(0) : value.toFixed(1)} ms`;
}
