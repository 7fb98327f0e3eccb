import { MAX_JSON_DEPTH, measureJson, TOO_DEEP_MESSAGE } from '../../http/json-shape'
import { RestError } from '../errors'
import { assertBodyShapeBounded, type BodyBounds } from './request-bounds'

/**
 * A JSON request body kept as the client sent it (so Postgres parses numbers like 1.50 itself),
 * with the keys PostgREST derives from it (ApiRequest/Payload.hs).
 */
export type Payload = { raw: string; value: unknown; isArray: boolean; keys: string[] }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Parses a body whose text keeps the bounds, so JSON.parse is never handed more than they allow. */
function parseJson(text: string, bounds: BodyBounds): unknown {
  const shape = measureJson(text)
  if (shape.depth > MAX_JSON_DEPTH) throw RestError.invalidBody(TOO_DEEP_MESSAGE)
  assertBodyShapeBounded(shape, bounds)
  try {
    return JSON.parse(text)
  } catch {
    throw RestError.invalidBody('Empty or invalid json')
  }
}

function mimeOf(contentType: string | null): string {
  return (contentType ?? 'application/json').split(';')[0].trim().toLowerCase()
}

/** Only JSON bodies are understood; PostgREST's CSV and form bodies are left out. */
function assertJsonBody(contentType: string | null) {
  const mime = mimeOf(contentType)
  if (mime !== 'application/json' && mime !== '')
    throw RestError.invalidBody(`Content-Type not acceptable: ${mime}`)
}

const sameKeys = (a: string[], b: string[]) =>
  a.length === b.length && a.every((key) => b.includes(key))

/** A table write: an object or an array of objects with the same keys, or raw with `?columns=`. */
export function parseTablePayload(
  text: string,
  contentType: string | null,
  columns: string[] | undefined,
  bounds: BodyBounds,
): Payload {
  assertJsonBody(contentType)
  const value = parseJson(text, bounds)
  if (columns) {
    if (!Array.isArray(value) && !isObject(value))
      throw RestError.invalidBody('Empty or invalid json')
    return { raw: text, value, isArray: Array.isArray(value), keys: columns }
  }
  if (isObject(value)) return { raw: text, value, isArray: false, keys: Object.keys(value) }
  if (!Array.isArray(value) || value.length === 0)
    return { raw: '[]', value: [], isArray: true, keys: [] }
  const first = value[0]
  if (!isObject(first)) throw RestError.invalidBody('All object keys must match')
  const keys = Object.keys(first)
  if (!value.every((row) => isObject(row) && sameKeys(Object.keys(row), keys))) {
    throw RestError.invalidBody('All object keys must match')
  }
  return { raw: text, value, isArray: true, keys }
}

/** An RPC body: named arguments as an object (empty body = no arguments). */
export function parseRpcPayload(text: string, contentType: string | null): Payload {
  assertJsonBody(contentType)
  if (text.trim() === '') return { raw: '{}', value: {}, isArray: false, keys: [] }
  const value = parseJson(text, {})
  return {
    raw: text,
    value,
    isArray: Array.isArray(value),
    keys: isObject(value) ? Object.keys(value) : [],
  }
}
