/** Business constants of the specification (docs/PRODUCT.md §9). One home, used everywhere they appear. */

export const APP_NAME = 'LexSetu'

export const FREE_PLAN_PRICE_INR = 0
/** The one premium price: the pricing page, the dashboard upsell and the upgrade dialog show it. */
export const PREMIUM_PLAN_PRICE_INR = 149

export const PASSWORD_MIN_LENGTH = 6
export const AUTH_CALLBACK_REDIRECT_DELAY_MS = 1500
/** The contact form's longest name, e-mail and message (the checks of contact_messages). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const
export const LIVE_CHAT_HOURS = '9 AM - 6 PM IST'
export const NAV_SCROLL_THRESHOLD_PX = 10
export const AVATAR_INITIALS_MAX = 2

export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export const IMPACT_NUMBERS = {
  usersHelped: '3,000+',
  verifiedAdvocates: '100+',
  documentsGenerated: '250+',
  queriesAnswered: '10,000+',
} as const

export type Plan = 'free' | 'premium'
export type Role = 'client' | 'advocate'

/** Any role but client is treated as advocate (docs/PRODUCT.md §1); no profile yet means client. */
export function isAdvocateRole(role: string | null | undefined): boolean {
  return role != null && role !== 'client'
}
