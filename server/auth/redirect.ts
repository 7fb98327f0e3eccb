import { isIP } from 'node:net'
import type { BackendConfig } from '../config'
import type { ApiRequest } from '../http/request'

type RedirectConfig = Pick<BackendConfig, 'siteUrl' | 'redirectUrls'>

const DECIMAL_HOST = /^[0-9]+$/
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/
const isLocalhost = (host: string) =>
  host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1'

function parse(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

function rawHostname(url: string): string | undefined {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1]
  if (authority === undefined) return undefined
  return authority.replace(/^.*@/, '').replace(/:\d*$/, '').toLowerCase()
}

/** GoTrue's allow-list patterns are globs with `.` and `/` as separators: `*` stays inside a label. */
function globToRegExp(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*'
      i++
    } else if (char === '*') source += '[^./]*'
    else if (char === '?') source += '[^./]'
    else source += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

/** GoTrue's IsRedirectURLValid: the site itself, a loopback address, or an allow-listed URL. */
export function isRedirectUrlValid(config: RedirectConfig, redirectUrl: string): boolean {
  if (!redirectUrl) return false
  const base = parse(config.siteUrl)
  const target = parse(redirectUrl)
  if (!base || !target) return false
  // Go's url.Parse keeps the host as written; WHATWG URL would turn 2130706433 or 0x7f.1 into 127.0.0.1.
  const host = rawHostname(redirectUrl) ?? target.hostname
  if (
    base.hostname === host &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLocalhost(host))
  ) {
    return true
  }
  const bareHost = host.replace(/^\[|\]$/g, '')
  if (DECIMAL_HOST.test(host)) return false
  if (isIP(bareHost)) return bareHost === '::1' || /^127\./.test(bareHost)
  if ((target.protocol === 'http:' || target.protocol === 'https:') && !REGULAR_HOSTNAME.test(host))
    return false
  const withoutFragment = redirectUrl.split('#')[0]
  return config.redirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment))
}

/** GoTrue's GetReferrer: `redirect_to` if allowed, else the Referer header if allowed, else the site URL. */
export function redirectTarget(
  config: RedirectConfig,
  request: ApiRequest,
  candidate: string | null,
): string {
  if (candidate && isRedirectUrlValid(config, candidate)) return candidate
  const referer = request.headers.get('referer')
  if (referer && isRedirectUrlValid(config, referer)) return referer
  return config.siteUrl
}

/** Go's url.QueryEscape: like encodeURIComponent, but also escapes !'()* and writes spaces as +. */
export function goQueryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/** Go's url.Values.Encode: keys sorted, `k=v` joined by `&`. */
export function goEncodeValues(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${goQueryEscape(key)}=${goQueryEscape(values[key])}`)
    .join('&')
}

/** `url` with its fragment replaced (GoTrue puts verify results in the fragment). */
export function withFragment(url: string, values: Record<string, string>): string {
  return `${url.split('#')[0]}#${goEncodeValues(values)}`
}
