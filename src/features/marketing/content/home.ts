import type { LucideIcon } from 'lucide-react'
import { BadgeCheck, Bot, FileText, MessagesSquare } from 'lucide-react'
import { paths } from '@/config/paths'
import { m } from '../messages/home'

type Feature = {
  title: string
  description: string
  icon: LucideIcon
}

export type Service = Feature & {
  /** Where the card leads a signed-in user; visitors go to sign-up instead. */
  href: string
  highlights: readonly string[]
  /** The plan that unlocks the service (docs/PRODUCT.md §6). */
  plan: 'Free' | 'Premium'
}

export type Testimonial = {
  name: string
  location: string
  /** 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5
  quote: string
  service: string
}

export const FEATURES: readonly Feature[] = [
  { ...m.features.assistant, icon: Bot },
  { ...m.features.documents, icon: FileText },
  { ...m.features.advocates, icon: BadgeCheck },
  { ...m.features.forum, icon: MessagesSquare },
]

export const SERVICES: readonly Service[] = [
  { ...m.services.assistant, icon: Bot, href: paths.chatbot.getHref(), plan: 'Free' },
  { ...m.services.documents, icon: FileText, href: paths.documents.getHref(), plan: 'Premium' },
  { ...m.services.advocates, icon: BadgeCheck, href: paths.advocates.getHref(), plan: 'Premium' },
  { ...m.services.forum, icon: MessagesSquare, href: paths.forum.getHref(), plan: 'Free' },
]

/** Illustrative stories; names and details are representative, not real clients. */
export const TESTIMONIALS: readonly Testimonial[] = [
  { ...m.stories.priya, rating: 5, service: m.services.documents.title },
  { ...m.stories.rahul, rating: 5, service: m.services.advocates.title },
  { ...m.stories.anjali, rating: 4, service: m.services.forum.title },
]
