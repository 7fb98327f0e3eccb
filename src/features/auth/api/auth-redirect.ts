import { paths } from '@/config/paths'

/** Why a mailed link sends someone to /auth/callback: it decides what the callback says next. */
export type AuthLinkFlow = 'recovery' | 'signup'

const FLOWS: readonly AuthLinkFlow[] = ['recovery', 'signup']

/**
 * The redirect_to of a mailed link: this app's own callback, marked with its flow. (`flow`, not
 * `type`: supabase-js reads `type` from the URL the link returns to.)
 */
export function authLinkRedirect(flow: AuthLinkFlow, origin = window.location.origin): string {
  return `${origin}${paths.authCallback.getHref(flow)}`
}

export function linkFlowOf(search: URLSearchParams): AuthLinkFlow | undefined {
  const flow = search.get('flow')
  return FLOWS.find((known) => known === flow)
}
