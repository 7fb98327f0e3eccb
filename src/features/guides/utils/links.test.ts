// @vitest-environment node
import { advocatesHref, assistantHref } from './links'

describe('guide links', () => {
  it('go straight to the assistant and the directory when signed in', () => {
    expect(assistantHref(true)).toBe('/chatbot')
    expect(advocatesHref('Family Law', true)).toBe('/advocates?area=Family+Law')
  })

  it('go through sign-in first for a visitor, as RequireAuth would', () => {
    expect(assistantHref(false)).toBe('/auth?redirectTo=%2Fchatbot')
    expect(advocatesHref('Family Law', false)).toBe(
      `/auth?redirectTo=${encodeURIComponent('/advocates?area=Family+Law')}`,
    )
  })
})
