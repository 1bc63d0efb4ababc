// Percentiles of a sample set, for the report's tables and plots: linear interpolation between the two nearest
// ranks (the usual 'type 7'), so p50 of [1, 2] is 1.5 and a single sample is every percentile of itself.

export interface SampleSummary {
  n: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The value below which `p` percent (0–100) of the sorted samples lie. `sorted` must be ascending and non-empty. */
export function percentile(sorted: readonly number[], p: number): number {
  const at = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** The median of unsorted samples, NaN for none. */
export function median(samples: readonly number[]): number {
  return samples.length === 0
    ? NaN
    : percentile(
        [...samples].sort((a, b) => a - b),
        50,
      );
}

/** null for no samples. */
export function summarizeSamples(samples: readonly number[] | undefined): SampleSummary | null {
  const sorted = (samples ?? []).filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return {
    n: sorted.length,
    min: sorted[0]!,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
  };
}
