import { paths } from '@/config/paths'

/**
 * Headings for screens that are linked but not built yet (docs/PRODUCT.md §2). The most specific
 * path wins: /forum/new reads 'Starting a thread', /forum/42 reads 'The community forum'.
 */
const COMING_SOON_HEADINGS: Record<string, string> = {
  [paths.careers]: 'Careers at LexSetu are coming soon',
  [paths.blog]: 'The LexSetu blog is coming soon',
  [paths.press]: 'The press room is coming soon',
  [paths.docs]: 'The documentation is coming soon',
  [paths.successStories]: 'Success stories are coming soon',
  [paths.forum]: 'The community forum is coming soon',
  [paths.forumNew]: 'Starting a forum thread is coming soon',
  [paths.settings]: 'Account settings are coming soon',
  [paths.dashboardSupport]: 'Help & support is coming soon',
  [paths.resources]: 'Resources are coming soon',
}

export const FALLBACK_COMING_SOON_HEADING = 'This page is coming soon'

export function getComingSoonHeading(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const match = Object.keys(COMING_SOON_HEADINGS)
    .filter((prefix) => path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0]
  return match ? COMING_SOON_HEADINGS[match] : FALLBACK_COMING_SOON_HEADING
}
