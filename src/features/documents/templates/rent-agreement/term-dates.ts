// The last day of the term, printed beside the start date. A term of N months from a start date ends
// the day before the same date N months later; when that date does not exist (31 January plus one
// month), the term runs to the end of the shorter month.
import { longDate } from '../model-helpers'

const pad = (n: number) => String(n).padStart(2, '0')

/** '2025-12-01' and 11 → '31 October 2026'; '' for a missing or unreal start date. */
export function termEndDate(startIso: string, months: number): string {
  if (!longDate(startIso) || !Number.isInteger(months) || months < 1) return ''
  const [year, month, day] = startIso.split('-').map(Number) as [number, number, number]
  const monthIndex = month - 1 + months
  const endYear = year + Math.floor(monthIndex / 12)
  const endMonth = monthIndex % 12
  const daysInEndMonth = new Date(Date.UTC(endYear, endMonth + 1, 0)).getUTCDate()
  const end =
    day > daysInEndMonth
      ? new Date(Date.UTC(endYear, endMonth, daysInEndMonth))
      : new Date(Date.UTC(endYear, endMonth, day - 1))
  return longDate(`${end.getUTCFullYear()}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}`)
}
