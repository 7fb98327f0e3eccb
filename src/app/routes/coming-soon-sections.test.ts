import { FALLBACK_COMING_SOON_HEADING, getComingSoonHeading } from './coming-soon-sections'

describe('getComingSoonHeading', () => {
  it('names the section of the current path', () => {
    expect(getComingSoonHeading('/forum')).toBe('The community forum is coming soon')
    expect(getComingSoonHeading('/dashboard/settings')).toBe('Account settings are coming soon')
  })

  it('prefers the most specific section and accepts trailing slashes and sub-pages', () => {
    expect(getComingSoonHeading('/forum/new')).toBe('Starting a forum thread is coming soon')
    expect(getComingSoonHeading('/forum/42')).toBe('The community forum is coming soon')
    expect(getComingSoonHeading('/dashboard/resources/7/')).toBe('Resources are coming soon')
  })

  it('falls back to a generic heading for anything else', () => {
    expect(getComingSoonHeading('/something-else')).toBe(FALLBACK_COMING_SOON_HEADING)
  })

  it('no longer names the document generator, which is built', () => {
    expect(getComingSoonHeading('/documents')).toBe(FALLBACK_COMING_SOON_HEADING)
    expect(getComingSoonHeading('/documents/new')).toBe(FALLBACK_COMING_SOON_HEADING)
  })
})
