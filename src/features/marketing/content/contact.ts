import type { LucideIcon } from 'lucide-react'
import { Mail, MessageCircle, Phone } from 'lucide-react'
import { m } from '../messages/contact'

export const SUPPORT_EMAIL = 'support@lexsetu.in'
export const GRIEVANCE_EMAIL = 'grievance@lexsetu.in'
export const SUPPORT_PHONE = { display: '+91 80 4567 8900', href: 'tel:+918045678900' } as const

type ContactChannel = {
  title: string
  description: string
  icon: LucideIcon
  detail: string
  /** A mailto: or tel: link when the channel can be opened directly. */
  href?: string
}

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  {
    ...m.channels.email,
    icon: Mail,
    detail: SUPPORT_EMAIL,
    href: `mailto:${SUPPORT_EMAIL}`,
  },
  {
    ...m.channels.phone,
    icon: Phone,
    detail: SUPPORT_PHONE.display,
    href: SUPPORT_PHONE.href,
  },
  { ...m.channels.liveChat, icon: MessageCircle },
]

export const CONTACT_SUCCESS = m.success

/**
 * When a message could not be stored (the sender adds its own words for a server fault; the
 * database's refusals, e.g. LS011's hourly limit, are shown as they come).
 */
export const CONTACT_FAILURE = { title: m.failure.title, offline: m.failure.offline } as const
