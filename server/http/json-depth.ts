/**
 * How deep JSON may nest in a body or a query-string value. Postgres guards its JSON parser with
 * max_stack_depth, but PGlite's WebAssembly stack gives out first, and silently: a value ~10,000
 * levels deep came back as no row and no error, ~25,000 broke the connection for every later
 * request. Real documents nest a handful of levels; 512 leaves room and stays far from the edge.
 */
export const MAX_JSON_DEPTH = 512

const OPEN_OBJECT = 0x7b // {
const OPEN_ARRAY = 0x5b // [
const CLOSE_OBJECT = 0x7d // }
const CLOSE_ARRAY = 0x5d // ]
const QUOTE = 0x22 // "
const BACKSLASH = 0x5c // \

/**
 * Whether `text` opens more than MAX_JSON_DEPTH brackets at once. JSON text skips brackets inside
 * strings; `anywhere` counts every bracket, for query-string values whose quoting is PostgREST's
 * (an `in.("[[…")` element reaches Postgres unquoted).
 */
export function nestsTooDeep(text: string, { anywhere = false } = {}): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === BACKSLASH) i++
      else if (char === QUOTE) inString = false
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > MAX_JSON_DEPTH) return true
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth--
    else if (char === QUOTE && !anywhere) inString = true
  }
  return false
}

export const TOO_DEEP_MESSAGE = `JSON is nested deeper than ${MAX_JSON_DEPTH} levels`
