import { describe, expect, it } from 'vitest'
import {
  goEncodeValues,
  goQueryEscape,
  isRedirectUrlValid,
  redirectTarget,
  withFragment,
} from './redirect'

const config = {
  siteUrl: 'http://localhost:5173',
  redirectUrls: ['https://lexsetu.in/**', 'https://*.lexsetu.in/auth'],
}

describe('isRedirectUrlValid', () => {
  it.each([
    ['the site itself, any path', 'http://localhost:5173/reset-password', true],
    ['the site host on another port (loopback)', 'http://localhost:3000/x', true],
    ['a loopback IP', 'http://127.0.0.1:4173/x', true],
    ['an allow-listed prefix (**)', 'https://lexsetu.in/account/reset', true],
    ['a one-label wildcard (*)', 'https://app.lexsetu.in/auth', true],
    ['a wildcard that would cross a dot', 'https://evil.com.lexsetu.in.attacker.net/auth', false],
    ['an unknown host', 'https://evil.example.net/', false],
    ['a decimal IP', 'http://2130706433/', false],
    ['a public IP', 'http://8.8.8.8/', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['an unparsable value', 'not a url', false],
    // Browsers read `\\` as `/`: the tokens would go to evil.example.
    ['a backslash before userinfo', 'http://evil.example\\@localhost:5173', false],
    ['a backslash as the path separator', 'http://localhost:5173\\@evil.example/', false],
    ['userinfo naming the site', 'http://localhost:5173@evil.example/', false],
    ['userinfo before the site', 'http://user:pass@localhost:5173/', false],
    ['a tab the URL parser would drop', 'http://evil.exa\tmple@localhost:5173/', false],
    ['a newline', 'http://localhost:5173/\nx', false],
    ['a NUL', 'http://localhost:5173/\u0000', false],
    ['a percent-encoded host', 'http://%6cocalhost:5173/', false],
    ['a hex loopback IP', 'http://0x7f.1:5173/', false],
    ['protocol-relative', '//evil.example/', false],
    ['http: without slashes', 'http:evil.example', false],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>', false],
    ['another scheme on the site host', 'ftp://localhost:5173/', false],
    ['the site host with a trailing dot on another port', 'http://localhost.:3000/', false],
    ['an allow-listed prefix behind userinfo', 'https://lexsetu.in@evil.example/**', false],
    ['an allow-listed prefix followed by a backslash', 'https://lexsetu.in/\\evil.example', false],
    ['the site in upper case', 'HTTP://LOCALHOST:5173/reset', true],
  ])('%s → %s', (_, url, expected) => {
    expect(isRedirectUrlValid(config, url)).toBe(expected)
  })

  it('falls back to the Referer header, then to the site URL', () => {
    const request = new Request('http://x/', { headers: { referer: 'http://localhost:5173/from' } })
    expect(redirectTarget(config, request, 'https://evil.example.net')).toBe(
      'http://localhost:5173/from',
    )
    expect(redirectTarget(config, new Request('http://x/'), null)).toBe('http://localhost:5173')
  })
})

describe('Go URL encoding', () => {
  it('escapes like url.QueryEscape', () => {
    expect(goQueryEscape("Email link is invalid (it's gone)*~")).toBe(
      'Email+link+is+invalid+%28it%27s+gone%29%2A~',
    )
  })

  it('encodes values with sorted keys and replaces the fragment', () => {
    expect(goEncodeValues({ type: 'recovery', access_token: 'a.b-c_d', sb: '' })).toBe(
      'access_token=a.b-c_d&sb=&type=recovery',
    )
    expect(withFragment('http://localhost:5173/x?y=1#old', { error: 'access_denied' })).toBe(
      'http://localhost:5173/x?y=1#error=access_denied',
    )
  })
})
