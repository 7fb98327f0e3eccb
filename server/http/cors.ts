import type { BackendConfig } from '../config'
import type { ApiRequest } from './request'

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD'
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, x-supabase-api-version, prefer, accept-profile, content-profile, range, range-unit, x-retry-count, traceparent, tracestate, baggage'
/** Without these a browser never sees counts (Content-Range) or GoTrue error codes (X-Supabase-Api-Version). */
const EXPOSED_HEADERS =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Range-Unit, X-Total-Count, Link, X-Supabase-Api-Version, X-Sb-Error-Code'

function allowedOrigin(config: BackendConfig, origin: string | null): string | undefined {
  if (config.corsOrigins === '*') return '*'
  return origin && config.corsOrigins.includes(origin) ? origin : undefined
}

function corsHeaders(config: BackendConfig, request: ApiRequest): Record<string, string> {
  const origin = allowedOrigin(config, request.headers.get('origin'))
  if (!origin) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': EXPOSED_HEADERS,
    ...(origin === '*' ? {} : { vary: 'Origin' }),
  }
}

export function preflight(config: BackendConfig, request: ApiRequest): Response {
  const headers = new Headers(corsHeaders(config, request))
  headers.set('access-control-allow-methods', ALLOWED_METHODS)
  headers.set(
    'access-control-allow-headers',
    request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
  )
  headers.set('access-control-max-age', '86400')
  return new Response(null, { status: 204, headers })
}

export function withCors(config: BackendConfig, request: ApiRequest, response: Response): Response {
  for (const [name, value] of Object.entries(corsHeaders(config, request)))
    response.headers.set(name, value)
  return response
}
