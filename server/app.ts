import type { BackendConfig } from './config'
import type { Driver } from './db/driver'
import { clientKeyOf } from './auth/rate-limit'
import { createAuth } from './auth/router'
import { requestContext, runAsClient } from './db/client-context'
import { preflight, withCors } from './http/cors'
import { resolveCredentials } from './http/gateway'
import { busyResponse, createAdmission, type Refusal } from './http/load-shedding'
import { toApiRequest, type ApiRequest } from './http/request'
import { empty, json } from './http/respond'
import { createFunctions } from './functions/router'
import { createRealtime, type Realtime } from './realtime/server'
import { createRest } from './rest/router'

type BackendOptions = { db: Driver; config: BackendConfig }

/**
 * A fetch function: supabase-js takes it as `global.fetch` and calls it with a URL and init, and
 * the listener calls it with a Request.
 */
export type Backend = ((
  input: ApiRequest | string | URL,
  init?: RequestInit,
) => Promise<Response>) & {
  /** Re-reads tables, columns, relationships and functions from pg_catalog (after migrations). */
  reloadSchema: () => Promise<void>
  /** /realtime/v1/websocket: the listener hands it its upgrade requests. */
  realtime: Realtime
}

/** Paths that hosted Supabase serves without an apikey (links opened from e-mails, key discovery). */
const OPEN_AUTH_PATHS = new Set([
  '/verify',
  '/callback',
  '/authorize',
  '/health',
  '/.well-known/jwks.json',
])

/** auth, rest or functions (or whatever else the path starts with). */
const service = (url: URL) => url.pathname.split('/')[1]

/** Not Supabase's, and it holds every recovery link: no browser on another origin may read it. */
const isDevMailbox = (url: URL) => url.pathname.replace(/\/+$/, '') === '/auth/v1/dev/mailbox'

/**
 * The embedded Supabase-compatible backend as one fetch handler: pass it to supabase-js as
 * `global.fetch` for in-process tests, or serve it with http/listener.ts.
 */
export function createBackend({ db, config }: BackendOptions): Backend {
  const auth = createAuth({ db, config })
  const rest = createRest({ db, config })

  async function route(request: ApiRequest, url: URL): Promise<Response> {
    if (request.method === 'OPTIONS')
      return isDevMailbox(url) ? empty(403) : preflight(config, request)
    const [, service, version, ...rest_] = url.pathname.split('/')
    const subPath = `/${rest_.join('/')}`
    if (version !== 'v1' || (service !== 'auth' && service !== 'rest' && service !== 'functions')) {
      return json(404, { message: 'no Route matched with those values' })
    }
    if (service === 'functions') return functions.handle({ request, path: subPath })
    const isOpen = service === 'auth' && OPEN_AUTH_PATHS.has(subPath)
    const credentials = resolveCredentials(config, request, url)
    if (!credentials.ok && !isOpen) return credentials.response
    const bearer = credentials.ok ? credentials.bearer : undefined
    if (service === 'auth') return auth.handle({ request, url, path: subPath, bearer })
    return rest.handle({ request, url, path: subPath, bearer })
  }

  /** Routes one request; an unexpected error becomes GoTrue's 500 body. */
  async function serve(request: ApiRequest, url: URL): Promise<Response> {
    let response: Response
    try {
      response = await route(request, url)
    } catch (error) {
      config.log(
        `unexpected error on ${request.method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`,
      )
      response = json(500, {
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      })
    }
    return isDevMailbox(url) ? response : withCors(config, request, response)
  }

  const limits = config.loadShedding
  const admission = limits ? createAdmission(limits) : undefined

  /** Serves a request from outside unless its client, or the server, has too many in flight. */
  async function admit(request: ApiRequest, url: URL, client: string): Promise<Response> {
    if (!admission || !limits || request.method === 'OPTIONS') return serve(request, url)
    const busy = (refusal: Refusal, retryAfterSeconds?: number) => {
      const response = busyResponse(refusal, service(url), request, limits, retryAfterSeconds)
      return isDevMailbox(url) ? response : withCors(config, request, response)
    }
    const release = admission.enter(client, request.bodyBytes)
    if (typeof release !== 'function') return busy(release.refusal, release.retryAfterSeconds)
    try {
      const response = await serve(request, url)
      // A driver refused the request's turn: its client is paused (db/fault-cooldown.ts).
      const pausedForMs = requestContext()?.refusedForMs
      return pausedForMs === undefined ? response : busy('paused', Math.ceil(pausedForMs / 1000))
    } finally {
      release()
    }
  }

  const backend = async (
    input: ApiRequest | string | URL,
    init?: RequestInit,
  ): Promise<Response> => {
    const request =
      typeof input === 'string' || input instanceof URL
        ? toApiRequest(input, init)
        : init === undefined
          ? input
          : new Request(input as Request, init)
    const url = new URL(request.url)
    // A function's own calls to the API belong to the request that made them: the same client
    // for the database's scheduler, and not counted against its limits a second time.
    if (requestContext() !== undefined) return serve(request, url)
    const client = clientKeyOf(request, config)
    const cooldownMs = limits ? limits.faultCooldownMs : 0
    return runAsClient(client, () => admit(request, url, client), cooldownMs)
  }
  const functions = createFunctions({ config, fetch: backend as typeof fetch })
  const realtime = createRealtime({ db, config })
  const reloadSchema = async () => {
    realtime.reloadSchema()
    await rest.reloadSchema()
  }
  return Object.assign(backend, { reloadSchema, realtime })
}
