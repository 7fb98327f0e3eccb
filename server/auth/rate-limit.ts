import type { BackendConfig } from '../config'
import { AuthError } from './errors'
import type { ApiRequest } from '../http/request'

export type RequestBucket = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications'

const HOUR_MS = 60 * 60_000

type Window = { startedAt: number; count: number }

/**
 * The `[auth.rate_limit]` limits of supabase start, as fixed windows: sign-ins/sign-ups, token
 * refreshes and verifications per client IP; e-mails per recipient and hour (GoTrue's limiter is
 * one budget for the whole instance, so two reset mails would block everyone's). Off when
 * config.rateLimits is false.
 */
export function createRateLimiter(config: BackendConfig) {
  const windows = new Map<string, Window>()

  function take(key: string, limit: number, windowMs: number): boolean {
    const now = config.now()
    // Hostile clients can invent addresses and recipients: forget finished windows before the map grows large.
    if (windows.size > 10_000) {
      for (const [name, old] of windows) if (now - old.startedAt >= HOUR_MS) windows.delete(name)
    }
    let window = windows.get(key)
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 }
      windows.set(key, window)
    }
    window.count += 1
    return window.count <= limit
  }

  return {
    /** Throws 429 over_request_rate_limit when this client used up the bucket. */
    checkRequest(bucket: RequestBucket, clientKey: string): void {
      const limits = config.rateLimits
      if (!limits) return
      if (!take(`${bucket}:${clientKey}`, limits[bucket], limits.windowMs)) {
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
      }
    },
    /** Throws 429 over_email_send_rate_limit when this address got its e-mails for the hour. */
    checkEmail(recipient: string): void {
      const limits = config.rateLimits
      if (!limits) return
      if (!take(`email:${recipient.toLowerCase()}`, limits.emailSent, HOUR_MS)) {
        throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
      }
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * The rate-limit key: the socket's address, or behind a trusted proxy the first X-Forwarded-For
 * address (else X-Real-IP). In-process callers have no socket and share one bucket.
 */
export function clientKeyOf(
  request: ApiRequest,
  config: Pick<BackendConfig, 'trustProxy'>,
): string {
  const forwarded = config.trustProxy
    ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
      request.headers.get('x-real-ip')?.trim()
    : undefined
  return (forwarded || request.clientAddress || 'local').slice(0, 64)
}
