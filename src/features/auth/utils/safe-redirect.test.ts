// @vitest-environment node
import { getSafeRedirect } from './safe-redirect'

describe('getSafeRedirect', () => {
  it.each(['/forum', '/forum/42?sort=new#reply-3', '/chatbot?id=abc%20def', '/'])(
    'keeps the local path %s',
    (path) => {
      expect(getSafeRedirect(path)).toBe(path)
    },
  )

  it.each([
    null,
    undefined,
    '',
    'forum',
    '//evil.example/phish',
    '/\\evil.example',
    '/\tevil.example',
    '/\n/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    ' /forum',
  ])('falls back to /dashboard for %j', (value) => {
    expect(getSafeRedirect(value)).toBe('/dashboard')
  })
})
