import { z } from 'zod'
import {
  MAX_JSON_DEPTH,
  MAX_JSON_WIDTH,
  measureJson,
  TOO_DEEP_MESSAGE,
  TOO_WIDE_MESSAGE,
} from '../http/json-shape'
import { AuthError, badRequest } from './errors'
import type { ApiRequest } from '../http/request'

/** A Go `string` field: absent or null decode to "". */
export const goString = z
  .string()
  .nullish()
  .transform((value) => value ?? '')
/** A Go `*string` field: absent or null stay "not given". */
export const goOptionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined)
/** A Go `map[string]interface{}` field: absent or null stay "not given". */
export const goMap = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? undefined)

const GO_TYPE_NAMES: Record<string, string> = {
  string: 'string',
  record: 'map[string]interface {}',
  object: 'struct',
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  if (typeof value === 'boolean') return 'bool'
  return typeof value
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let value = body
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key]
  return value
}

/** The message encoding/json gives for a value of the wrong type, so clients see GoTrue's text. */
function goDecodeMessage(structName: string, body: unknown, issue: z.core.$ZodIssue): string {
  const actual = jsonKind(valueAt(body, issue.path))
  const expected =
    issue.code === 'invalid_type' ? (GO_TYPE_NAMES[issue.expected] ?? issue.expected) : 'string'
  if (issue.path.length === 0)
    return `json: cannot unmarshal ${actual} into Go value of type api.${structName}`
  return `json: cannot unmarshal ${actual} into Go struct field ${structName}.${issue.path.join('.')} of type ${expected}`
}

/**
 * Reads and decodes a JSON body the way GoTrue's retrieveRequestParams does: unknown keys are
 * ignored, null means "zero value", and any syntax or type error is 400 bad_json.
 */
export async function readParams<Schema extends z.ZodType>(
  request: ApiRequest,
  structName: string,
  schema: Schema,
  maxBytes: number,
): Promise<z.output<Schema>> {
  const text = await request.text()
  if (Buffer.byteLength(text) > maxBytes) {
    throw new AuthError(
      413,
      'request_entity_too_large',
      `Request body too large (max ${maxBytes} bytes)`,
    )
  }
  const shape = measureJson(text)
  if (shape.depth > MAX_JSON_DEPTH) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${TOO_DEEP_MESSAGE}`)
  }
  if (Math.max(shape.widestArray, shape.widestObject) > MAX_JSON_WIDTH) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${TOO_WIDE_MESSAGE}`)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    const reason = text.trim() === '' ? 'unexpected end of JSON input' : (error as Error).message
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`)
  }
  const result = schema.safeParse(body === null ? {} : body)
  if (!result.success) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${goDecodeMessage(structName, body, result.error.issues[0])}`,
    )
  }
  return result.data
}

/** Postgres text and jsonb cannot hold U+0000; GoTrue would fail with a 500, we answer 400. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item))
  }
  return false
}

/** A token or address we could have stored: anything else cannot match a row (and NUL cannot be bound). */
export function isStorableText(token: string): boolean {
  return token.length <= 255 && !token.includes('\u0000')
}
