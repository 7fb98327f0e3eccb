import type { LucideIcon } from 'lucide-react'
import { Mail, MessageCircle, Phone } from 'lucide-react'
import { LIVE_CHAT_HOURS } from '@/config/constants'

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
    title: 'Email',
    description: 'Write to us about your account, a plan or anything else.',
    icon: Mail,
    detail: SUPPORT_EMAIL,
    href: `mailto:${SUPPORT_EMAIL}`,
  },
  {
    title: 'Phone',
    description: 'Speak with our support team.',
    icon: Phone,
    detail: SUPPORT_PHONE.display,
    href: SUPPORT_PHONE.href,
  },
  {
    title: 'Live chat',
    description: 'Quick answers from our support team.',
    icon: MessageCircle,
    detail: `Available ${LIVE_CHAT_HOURS}`,
  },
]

export const CONTACT_SUCCESS = {
  title: 'Message sent!',
  description: "We'll get back to you as soon as possible.",
} as const

/**
 * When a message could not be stored (the sender adds its own words for a server fault; the
 * database's refusals, e.g. LS011's hourly limit, are shown as they come).
 */
export const CONTACT_FAILURE = {
  title: 'Message not sent',
  offline: 'Please check your connection and try again.',
} as const
