import type { Stats } from './measure'

export type OperationResult = {
  operation: string
  /** The first row is the REST call; the others are direct baselines it is compared with. */
  rows: { key: string; label: string; stats: Stats }[]
}

const ms = (value: number) => value.toFixed(3)
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`

/** A compact fixed-width table: one line per path, then REST / baseline ratios at p50 and p95. */
export function formatTable(results: OperationResult[]): string {
  const header = ['operation', 'path', 'n', 'mean ms', 'p50 ms', 'p95 ms', 'ops/s']
  const lines: string[][] = [header]
  for (const { operation, rows } of results) {
    const [rest, ...baselines] = rows
    rows.forEach(({ label, stats }, i) =>
      lines.push([
        i === 0 ? operation : '',
        label,
        String(stats.n),
        ms(stats.mean),
        ms(stats.p50),
        ms(stats.p95),
        stats.opsPerSecond.toFixed(0),
      ]),
    )
    for (const baseline of baselines) {
      lines.push([
        '',
        `  ratio ${rest.key} / ${baseline.key}`,
        '',
        '',
        ratio(rest.stats.p50, baseline.stats.p50),
        ratio(rest.stats.p95, baseline.stats.p95),
        '',
      ])
    }
  }
  return columns(lines)
}

/** Rows under their header and a rule, the first two columns (names) left-aligned, the rest right. */
export function columns(lines: string[][]): string {
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)))
  const render = (line: string[]) =>
    line
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd()
  return [
    render(lines[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...lines.slice(1).map(render),
  ].join('\n')
}
