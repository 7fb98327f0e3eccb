import { Bot, FileText, MessagesSquare, Users, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'

export type ClientTool = {
  title: string
  description: string
  href: string
  icon: LucideIcon
  /** Locked on the free plan (docs/PRODUCT.md §6: documents and advocates). */
  isPremium: boolean
}

/** The four tiles of the client dashboard (docs/PRODUCT.md §2 'Client dashboard'). */
export const CLIENT_TOOLS: readonly ClientTool[] = [
  {
    title: 'Legal Chat',
    description: 'Ask the AI legal assistant about Indian law, any time of day.',
    href: paths.chatbot.getHref(),
    icon: Bot,
    isPremium: false,
  },
  {
    title: 'Documents',
    description: 'Draft affidavits, rent agreements and bail applications.',
    href: paths.documents.getHref(),
    icon: FileText,
    isPremium: true,
  },
  {
    title: 'Advocates',
    description: 'Find a verified advocate by expertise, language and location.',
    href: paths.advocates.getHref(),
    icon: Users,
    isPremium: true,
  },
  {
    title: 'Forum',
    description: 'Ask the community and read answers from advocates.',
    href: paths.forum.getHref(),
    icon: MessagesSquare,
    isPremium: false,
  },
]
