/** Query strings longer than this are refused before any parsing. */
export const MAX_QUERY_LENGTH = 65_536

type QueryPair = { key: string; value: string | undefined }

function decode(part: string): string {
  const spaced = part.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    // Malformed escapes are kept as written, like Haskell's lenient decoder.
    return spaced.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
  }
}

/** Splits `a=1&b&c=x%20y` keeping params without `=` apart (value undefined), as PostgREST does. */
export function splitQuery(search: string): QueryPair[] {
  const query = search.startsWith('?') ? search.slice(1) : search
  if (query === '') return []
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=')
      if (equals < 0) return { key: decode(part), value: undefined }
      return { key: decode(part.slice(0, equals)), value: decode(part.slice(equals + 1)) }
    })
}

const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )

/** The query string sorted by key, re-encoded: PostgREST's `Content-Location` form. */
export function canonicalQuery(pairs: QueryPair[]): string {
  return [...pairs]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ key, value }) => `${encode(key)}=${encode(value ?? '')}`)
    .join('&')
}
