/**
 * How deep JSON may nest in a body or a query-string value. Postgres guards its JSON parser with
 * max_stack_depth, but PGlite's WebAssembly stack gives out first, and silently: a value ~10,000
 * levels deep came back as no row and no error, ~25,000 broke the connection for every later
 * request. Real documents nest a handful of levels; 512 leaves room and stays far from the edge.
 */
export const MAX_JSON_DEPTH = 512

/**
 * How many members one object of a body may hold (and, for auth bodies, items one array): the
 * app's widest (a document's answers) has a few dozen; parsing and walking one of 50,000 took
 * ~60 ms of CPU before any SQL.
 */
export const MAX_JSON_WIDTH = 1_000

const OPEN_OBJECT = 0x7b // {
const OPEN_ARRAY = 0x5b // [
const CLOSE_OBJECT = 0x7d // }
const CLOSE_ARRAY = 0x5d // ]
const QUOTE = 0x22 // "
const BACKSLASH = 0x5c // \
const COMMA = 0x2c // ,
/** JSON's whitespace (space, tab, line feed, carriage return) all sorts at or below the space. */
const SPACE = 0x20

export type JsonShape = {
  /** The deepest nesting, counted up to MAX_JSON_DEPTH + 1, where the scan stops. */
  depth: number
  /** How many items the top-level array holds; undefined when the text is not an array. */
  topLevelItems: number | undefined
  /** The most items of any one array, and the most members of any one object. */
  widestArray: number
  widestObject: number
}

/**
 * The shape of JSON text, measured on the text itself in one pass: what a request may ask of the
 * parser is bounded before JSON.parse runs (parsing one object of 50,000 keys and walking it took
 * ~60 ms of CPU per request). JSON text skips brackets and commas inside strings; `anywhere`
 * counts every bracket, for query-string values whose quoting is PostgREST's (an `in.("[[…")`
 * element reaches Postgres unquoted). Text that is not JSON gets a shape too; the parser that
 * follows refuses it.
 */
export function measureJson(text: string, { anywhere = false } = {}): JsonShape {
  const shape: JsonShape = { depth: 0, topLevelItems: undefined, widestArray: 0, widestObject: 0 }
  // Per open level: commas seen, whether anything but whitespace was, whether it is an array.
  const commas: number[] = []
  const filled: boolean[] = []
  const isArray: boolean[] = []
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === BACKSLASH) i++
      else if (char === QUOTE) inString = false
      continue
    }
    if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      if (depth === 0) continue
      depth--
      const items = filled[depth] ? commas[depth] + 1 : 0
      if (isArray[depth]) shape.widestArray = Math.max(shape.widestArray, items)
      else shape.widestObject = Math.max(shape.widestObject, items)
      if (depth === 0 && isArray[0]) shape.topLevelItems = items
      continue
    }
    if (char <= SPACE) continue
    if (depth > 0) {
      filled[depth - 1] = true
      if (char === COMMA) commas[depth - 1]++
    }
    if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      commas[depth] = 0
      filled[depth] = false
      isArray[depth] = char === OPEN_ARRAY
      depth++
      if (depth > shape.depth) shape.depth = depth
      if (depth > MAX_JSON_DEPTH) return shape
    } else if (char === QUOTE && !anywhere) inString = true
  }
  return shape
}

/** Whether `text` opens more than MAX_JSON_DEPTH brackets at once (measureJson). */
export const nestsTooDeep = (text: string, options?: { anywhere?: boolean }): boolean =>
  measureJson(text, options).depth > MAX_JSON_DEPTH

export const TOO_DEEP_MESSAGE = `JSON is nested deeper than ${MAX_JSON_DEPTH} levels`
export const TOO_WIDE_MESSAGE = `a JSON object or array holds more than ${MAX_JSON_WIDTH} members`
