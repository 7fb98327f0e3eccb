import { RestError } from '../errors'
import type { RangeParam } from './query-params'

/** Rows [lower, upper]; upper is Infinity when open-ended and below lower when empty. */
export type RowRange = { lower: number; upper: number }

export const ALL_ROWS: RowRange = { lower: 0, upper: Infinity }

const intersect = (a: RowRange, b: RowRange): RowRange => ({
  lower: Math.max(a.lower, b.lower),
  upper: Math.min(a.upper, b.upper),
})

/** `limit`/`offset` parameters as a range (PostgREST QueryParams.hs `ranges`). */
export function paramRange(param: RangeParam | undefined): RowRange {
  const offset = param?.offset ?? 0
  if (param?.limit === undefined) return { lower: offset, upper: Infinity }
  return { lower: offset, upper: offset + param.limit - 1 }
}

/**
 * `Range: 0-9` (with `Range-Unit: items`); anything malformed means all rows, as in RangeQuery.hs,
 * and boundaries past any row number are a 416.
 */
export function headerRange(header: string | null): RowRange {
  const match = /^([0-9]+)-([0-9]*)$/.exec(header ?? '')
  if (!match) return ALL_ROWS
  const lower = Number(match[1])
  const upper = match[2] === '' ? Infinity : Number(match[2])
  if (!Number.isSafeInteger(lower) || (upper !== Infinity && !Number.isSafeInteger(upper)))
    throw RestError.invalidRange(`Range boundaries are limited to ${Number.MAX_SAFE_INTEGER}.`)
  return { lower, upper }
}

/**
 * The range of the top-level rows: the Range header (GET only) narrowed by limit/offset.
 * `limit=0` asks for no rows; any other empty range is a 416 (ApiRequest.hs getRanges).
 */
export function topLevelRange(
  method: string,
  header: string | null,
  param: RangeParam | undefined,
): RowRange {
  const fromHeader = method === 'GET' ? headerRange(header) : ALL_ROWS
  const fromParams = paramRange(param)
  if (param?.limit === 0) return { lower: 0, upper: -1 }
  const range = intersect(fromHeader, fromParams)
  if (range.upper < range.lower) {
    throw RestError.invalidRange(
      fromHeader.upper < fromHeader.lower
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    )
  }
  return range
}

/** db-max-rows: no response holds more than `maxRows` rows. */
export function capRange(range: RowRange, maxRows: number): RowRange {
  return { lower: range.lower, upper: Math.min(range.upper, range.lower + maxRows - 1) }
}

export function rangeLimit(range: RowRange): number | undefined {
  return Number.isFinite(range.upper) ? Math.max(0, range.upper - range.lower + 1) : undefined
}
