/** Small response builders; every body the backend sends is JSON (or empty). */
export const JSON_UTF8 = 'application/json; charset=utf-8'

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return jsonText(status, JSON.stringify(body), headers)
}

/** For JSON that Postgres already rendered: sent byte for byte. */
export function jsonText(status: number, text: string, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers)
  if (!merged.has('content-type')) merged.set('content-type', JSON_UTF8)
  return new Response(text, { status, headers: merged })
}

export function empty(status: number, headers: HeadersInit = {}): Response {
  return new Response(null, { status, headers })
}
