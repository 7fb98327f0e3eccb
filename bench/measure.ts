/** Timing and statistics for the benchmarks: wall-clock milliseconds per call, no time limits. */

export type Stats = { n: number; mean: number; p50: number; p95: number; opsPerSecond: number }

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export function summarize(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length
  return {
    n: samples.length,
    mean,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    opsPerSecond: 1000 / mean,
  }
}

export type Variant = {
  /** Short name used in ratios: REST, (a), (b). */
  key: string
  label: string
  run: (i: number) => Promise<unknown>
}

/**
 * Runs the variants of one operation interleaved (one call of each per round, in turn), so that
 * a busy machine slows every variant alike and the ratios stay meaningful. `warmup` rounds first,
 * not recorded.
 */
export async function measureInterleaved(
  variants: Variant[],
  { rounds, warmup }: { rounds: number; warmup: number },
): Promise<Map<string, Stats>> {
  const samples = new Map(variants.map((variant) => [variant.key, [] as number[]]))
  for (let round = 0; round < warmup + rounds; round++) {
    for (const variant of variants) {
      const started = performance.now()
      await variant.run(round)
      const elapsed = performance.now() - started
      if (round >= warmup) samples.get(variant.key)!.push(elapsed)
    }
  }
  return new Map([...samples].map(([key, values]) => [key, summarize(values)]))
}
