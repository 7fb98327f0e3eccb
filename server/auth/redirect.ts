import type { BackendConfig } from '../config'
import type { ApiRequest } from '../http/request'

type RedirectConfig = Pick<BackendConfig, 'siteUrl' | 'redirectUrls'>

const isLocalhost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)

/**
 * Browsers read `\` as `/` and silently drop tabs and newlines, so a URL holding them means one
 * thing to a check and another to the browser that follows it: refuse them, and every control.
 */
const isAmbiguous = (value: string) =>
  [...value].some((char) => char === '\\' || char <= ' ' || char === '\u007f')

function parse(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/**
 * The URL as a browser will follow it, or undefined when it could be read two ways: it must parse,
 * carry no userinfo (`http://site@evil`), and have its authority written exactly as the parser
 * reads it (no percent-encoded, decimal or hex hosts that the parser rewrites).
 */
function unambiguous(value: string): URL | undefined {
  if (isAmbiguous(value)) return undefined
  const url = parse(value)
  if (!url || url.username || url.password) return undefined
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    const authority = /^https?:\/\/([^/?#]*)/i.exec(value)?.[1]
    if (authority?.toLowerCase() !== url.host) return undefined
  }
  return url
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

/**
 * GoTrue's IsRedirectURLValid, on the URL as a browser reads it: the site's own origin, the site's
 * loopback host on another port, a loopback address, or an allow-listed URL.
 */
export function isRedirectUrlValid(config: RedirectConfig, redirectUrl: string): boolean {
  const base = parse(config.siteUrl)
  const target = unambiguous(redirectUrl)
  if (!base || !target) return false
  if (target.origin === base.origin) return true
  const isWeb = target.protocol === 'http:' || target.protocol === 'https:'
  if (isWeb && target.protocol === base.protocol && target.hostname === base.hostname)
    return isLocalhost(target.hostname)
  if (isWeb && isLocalhost(target.hostname)) return true
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
