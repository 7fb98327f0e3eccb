/**
 * What the backend reads of a request. A fetch Request is one; so is the light form below. The
 * listener adds the peer's address and the body's size; in-process callers have neither.
 */
export type ApiRequest = Pick<Request, 'method' | 'url' | 'headers' | 'text'> & {
  readonly clientAddress?: string
  /** The body's size as received, for load shedding (http/load-shedding.ts). */
  readonly bodyBytes?: number
}

/** The methods fetch upper-cases (Fetch standard, "normalize a method"); others stay as given. */
const NORMALIZED_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'])
const METHOD_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** Request.text() decodes UTF-8 bytes: a leading BOM goes, a lone surrogate becomes U+FFFD. */
const asRequestText = (body: string) => new TextDecoder().decode(new TextEncoder().encode(body))

function absoluteUrl(input: string | URL): string | undefined {
  try {
    return new URL(input).href
  } catch {
    return undefined
  }
}

/**
 * The request a fetch call describes. A URL with a text body or none (all that supabase-js sends)
 * becomes a light ApiRequest, read exactly as a Request would be: on Node 20, constructing a
 * Request (its AbortSignal, its body stream) costs as much as a quarter of the JavaScript of a
 * whole REST request. Anything else, or anything a Request would refuse, is left to Request.
 */
export function toApiRequest(input: RequestInfo | URL, init: RequestInit = {}): ApiRequest {
  const { body } = init
  const method = init.method ?? 'GET'
  const upper = method.toUpperCase()
  const normalized = NORMALIZED_METHODS.has(upper) ? upper : method
  const url = typeof input === 'string' || input instanceof URL ? absoluteUrl(input) : undefined
  const isLight =
    url !== undefined &&
    (body === undefined || body === null || typeof body === 'string') &&
    !((normalized === 'GET' || normalized === 'HEAD') && typeof body === 'string') &&
    METHOD_TOKEN.test(method) &&
    !FORBIDDEN_METHODS.has(upper)
  if (!isLight) return new Request(input, init)
  const headers = new Headers(init.headers)
  // As Request does for a text body sent without a Content-Type.
  if (typeof body === 'string' && !headers.has('content-type'))
    headers.set('content-type', 'text/plain;charset=UTF-8')
  const text = typeof body === 'string' ? asRequestText(body) : ''
  return { method: normalized, url, headers, text: () => Promise.resolve(text) }
}
