import { randomUUID } from 'node:crypto'
import type { Backend } from '../app'
import type { Driver } from '../db/driver'
import type { ApiRequest } from '../http/request'
import { contentSecurityPolicy, securityHeaders } from './security-headers'
import type { StaticSite } from './static-site'

/** The Supabase API paths the backend answers; everything else is the app. */
const API_PATH = /^\/(auth|rest|functions)\/v1(\/|$)/
const HEALTH_TIMEOUT_MS = 2_000

type OneOriginOptions = {
  backend: Backend
  site: StaticSite
  db: Driver
  /** X-Forwarded-Proto is believed only behind a proxy we trust (TRUST_PROXY). */
  trustProxy: boolean
  /** One JSON line per request. */
  log: (line: string) => void
}

/** A copy of `response` with more headers (a Response's own headers may be immutable). */
function withHeaders(response: Response, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

async function health(db: Driver): Promise<Response> {
  const ok = await Promise.race([
    db.query('select 1').then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS).unref()),
  ])
  return Response.json(
    { status: ok ? 'ok' : 'database unavailable' },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}

/**
 * The app and its API on one origin (`npm start`): /auth/v1, /rest/v1 and /functions/v1 go to the
 * embedded backend, /health checks the database, and every other GET or HEAD is dist/ with the
 * security headers. Each request gets an id (X-Request-Id, kept when a proxy sent one) that its
 * log line and its response carry; the log names the path without its query string, where
 * links from e-mails carry their tokens.
 */
export function createOneOrigin({ backend, site, db, trustProxy, log }: OneOriginOptions) {
  const csp = contentSecurityPolicy(site.inlineScriptHashes)
  return async (request: Request & ApiRequest): Promise<Response> => {
    const started = performance.now()
    const given = request.headers.get('x-request-id') ?? ''
    const id = /^[\w.-]{8,64}$/.test(given) ? given : randomUUID()
    const url = new URL(request.url)
    const headers: Record<string, string> = { 'x-request-id': id }
    let response: Response
    if (API_PATH.test(url.pathname)) response = await backend(request)
    else if (url.pathname === '/health') response = await health(db)
    else if (request.method === 'GET' || request.method === 'HEAD') {
      response = site.serve(request, url.pathname)
      const secure = trustProxy && request.headers.get('x-forwarded-proto') === 'https'
      Object.assign(headers, securityHeaders(csp, secure))
    } else response = new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        id,
        method: request.method,
        path: url.pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
      }),
    )
    return withHeaders(response, headers)
  }
}
