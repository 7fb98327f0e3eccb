import { isIP } from 'node:net'
import type { BackendConfig } from '../config'
import { AuthError } from './errors'
import type { ApiRequest } from '../http/request'

type RequestBucket = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications'

const HOUR_MS = 60 * 60_000

type Window = { endsAt: number; count: number }

/**
 * The `[auth.rate_limit]` limits of supabase start, as fixed windows: sign-ins/sign-ups, token
 * refreshes and verifications per client IP; e-mails per recipient and hour (GoTrue's limiter is
 * one budget for the whole instance, so two reset mails would block everyone's). Off when
 * config.rateLimits is false.
 */
export function createRateLimiter(config: BackendConfig, { maxWindows = 10_000 } = {}) {
  const windows = new Map<string, Window>()

  // Hostile clients can invent addresses and recipients: forget finished windows and, while still
  // near the bound, the oldest ones (the map keeps insertion order). A tenth is freed at a time, so
  // a flood does not walk the whole map on every request.
  function prune(now: number) {
    for (const [key, window] of windows) if (now >= window.endsAt) windows.delete(key)
    for (const key of windows.keys()) {
      if (windows.size < maxWindows * 0.9) break
      windows.delete(key)
    }
  }

  function take(key: string, limit: number, windowMs: number): boolean {
    const now = config.now()
    let window = windows.get(key)
    if (!window || now >= window.endsAt) {
      windows.delete(key)
      if (windows.size >= maxWindows) prune(now)
      window = { endsAt: now + windowMs, count: 0 }
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
    /** How many windows are remembered (bounded by maxWindows). */
    trackedWindows: () => windows.size,
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * The rate-limit key: the socket's address, or behind a trusted proxy the address it appended to
 * X-Forwarded-For (else X-Real-IP); earlier X-Forwarded-For entries are whatever the client claimed.
 * In-process callers have no socket and share one bucket, 'local'.
 */
export function clientKeyOf(
  request: ApiRequest,
  config: Pick<BackendConfig, 'trustProxy'>,
): string {
  const { headers, clientAddress } = request
  const forwarded = config.trustProxy
    ? (addressKey(headers.get('x-forwarded-for')?.split(',').at(-1)) ??
      addressKey(headers.get('x-real-ip') ?? undefined))
    : undefined
  return forwarded ?? addressKey(clientAddress) ?? 'local'
}

/**
 * What one client controls of an IP address: IPv4 as it is (IPv4-mapped IPv6 too), IPv6 by its
 * /64, since one host or home gets a whole /64 and could otherwise change address per request.
 * undefined for anything that is not an IP address.
 */
function addressKey(value: string | undefined): string | undefined {
  const address = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? ''
  const version = isIP(address)
  if (version === 4) return address
  if (version !== 6) return undefined
  const [head, tail] = address.split('%')[0].split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  // A dotted IPv4 ending counts as two groups; `::` stands for the missing zero groups.
  const width = (part: string[]) => part.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0)
  const missing = tail === undefined ? 0 : 8 - width(groups(head)) - width(groups(tail))
  const all = [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail)]
  const prefix = all.slice(0, 4).map((group) => parseInt(group, 16).toString(16))
  return `${prefix.join(':')}::/64`
}
