import { AuthError, errorResponse } from '../auth/errors'
import type { ConcurrencyLimits } from '../config'
import { json } from './respond'
import type { ApiRequest } from './request'

/**
 * Load shedding in front of the database. PGlite serves one statement at a time: without a bound,
 * one client's queue of expensive requests would make everyone wait behind it. A client may have
 * `perClient` requests in flight (waiting or being served); the server `total`, except that a
 * client with none in flight is still let in (the fair scheduler then serves it next), so clients
 * that flood cannot lock out one that does not. What is over the bound is answered 503 with
 * Retry-After before any SQL runs.
 */
export type Refusal = 'client' | 'server' | 'paused'

export function createAdmission(limits: ConcurrencyLimits) {
  const inFlight = new Map<string, number>()
  let total = 0

  return {
    /** A release function for an admitted request, or why it is refused. */
    enter(client: string): (() => void) | Refusal {
      const mine = inFlight.get(client) ?? 0
      if (mine >= limits.perClient) return 'client'
      if (total >= limits.total && mine > 0) return 'server'
      inFlight.set(client, mine + 1)
      total++
      let released = false
      return () => {
        if (released) return
        released = true
        total--
        const left = inFlight.get(client)! - 1
        if (left === 0) inFlight.delete(client)
        else inFlight.set(client, left)
      }
    },
  }
}

export type Admission = ReturnType<typeof createAdmission>

export const RETRY_AFTER_SECONDS = 1

/** Shown to people as they are (the SPA shows a refusal's message): docs/PRODUCT.md §8. */
const MESSAGES: Record<Refusal, string> = {
  client: 'Too many requests at once from your address. Wait a moment and try again.',
  server: 'The server is busy. Wait a moment and try again.',
  // db/fault-cooldown.ts
  paused:
    'A request from your address took too long, so its requests are paused. Wait a moment and try again.',
}

/**
 * The 503 in the error shape of the service asked: PostgREST's `{code, message, details, hint}`
 * (53300 is Postgres's too_many_connections, which PostgREST answers with 503), GoTrue's error
 * (supabase-js retries a 503 and keeps the session), a function's `{ error: { code, message } }`.
 */
export function busyResponse(
  refusal: Refusal,
  service: string | undefined,
  request: ApiRequest,
  limits: ConcurrencyLimits,
  retryAfterSeconds = RETRY_AFTER_SECONDS,
): Response {
  const message = MESSAGES[refusal]
  const retryAfter = String(retryAfterSeconds)
  if (service === 'auth') {
    const response = errorResponse(new AuthError(503, 'over_request_rate_limit', message), request)
    response.headers.set('retry-after', retryAfter)
    return response
  }
  const headers = { 'retry-after': retryAfter }
  if (service === 'functions')
    return json(503, { error: { code: 'over_request_rate_limit', message } }, headers)
  const details =
    refusal === 'client' ? `At most ${limits.perClient} requests of one address at once.` : null
  const hint = `Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`
  return json(503, { code: '53300', message, details, hint }, headers)
}
