import { AuthError, errorResponse } from '../auth/errors'
import type { LoadShedding } from '../config'
import { json } from './respond'
import type { ApiRequest } from './request'

/**
 * Load shedding in front of the database. PGlite serves one statement at a time: without a bound,
 * one client's queue of expensive requests would make everyone wait behind it. A client may have
 * `perClient` requests in flight (waiting or being served); the server `total`, except that a
 * client with none in flight is still let in (the fair scheduler then serves it next), so clients
 * that flood cannot lock out one that does not. A client's request bodies are bounded too, in
 * bytes over time: parsing them is work for the one JavaScript thread. What is over a bound is
 * answered 503 with Retry-After before the body is parsed and before any SQL runs.
 */
export type Refusal = 'client' | 'server' | 'paused' | 'bytes'

type Refused = { refusal: Refusal; retryAfterSeconds?: number }

type Allowance = { bytes: number; at: number }

/** Body allowances remembered before the full ones are forgotten. */
const SWEEP_AT = 10_000

export function createAdmission(limits: LoadShedding, now: () => number = Date.now) {
  const inFlight = new Map<string, number>()
  const allowances = new Map<string, Allowance>()
  let total = 0
  const hasBodyLimit = Number.isFinite(limits.bodyBytesBurst)

  /** The client's allowance for body bytes as of now, refilled since it was last used. */
  function allowanceOf(client: string): Allowance {
    const at = now()
    const allowance = allowances.get(client) ?? { bytes: limits.bodyBytesBurst, at }
    const refill = ((at - allowance.at) / 1000) * limits.bodyBytesPerSecond
    allowance.bytes = Math.min(limits.bodyBytesBurst, allowance.bytes + (refill || 0))
    allowance.at = at
    return allowance
  }

  function spend(client: string, allowance: Allowance, bytes: number) {
    allowance.bytes -= bytes
    allowances.set(client, allowance)
    if (allowances.size <= SWEEP_AT) return
    for (const key of [...allowances.keys()])
      if (allowanceOf(key).bytes >= limits.bodyBytesBurst) allowances.delete(key)
  }

  return {
    /** A release function for an admitted request, or why it is refused. */
    enter(client: string, bodyBytes = 0): (() => void) | Refused {
      const mine = inFlight.get(client) ?? 0
      if (mine >= limits.perClient) return { refusal: 'client' }
      const allowance = hasBodyLimit && bodyBytes > 0 ? allowanceOf(client) : undefined
      if (allowance && allowance.bytes < bodyBytes) {
        const wait = (bodyBytes - allowance.bytes) / limits.bodyBytesPerSecond
        return { refusal: 'bytes', retryAfterSeconds: Math.max(1, Math.ceil(wait)) }
      }
      if (total >= limits.total && mine > 0) return { refusal: 'server' }
      if (allowance) spend(client, allowance, bodyBytes)
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

const RETRY_AFTER_SECONDS = 1

/** Shown to people as they are (the SPA shows a refusal's message): docs/PRODUCT.md §8. */
const MESSAGES: Record<Refusal, string> = {
  client: 'Too many requests at once from your address. Wait a moment and try again.',
  bytes: 'Too much data from your address at once. Wait a moment and try again.',
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
  limits: LoadShedding,
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
    refusal === 'client'
      ? `At most ${limits.perClient} requests of one address at once.`
      : refusal === 'bytes'
        ? `At most ${limits.bodyBytesPerSecond} bytes a second of request bodies from one address.`
        : null
  const hint = `Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`
  return json(503, { code: '53300', message, details, hint }, headers)
}
