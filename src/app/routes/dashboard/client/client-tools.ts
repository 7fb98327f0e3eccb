import { Bot, FileText, MessagesSquare, Users, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'
import { m } from '@/app/messages/dashboard-home'

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
    ...m.client.tools.chat,
    href: paths.chatbot.getHref(),
    icon: Bot,
    isPremium: false,
  },
  {
    ...m.client.tools.documents,
    href: paths.documents.getHref(),
    icon: FileText,
    isPremium: true,
  },
  {
    ...m.client.tools.advocates,
    href: paths.advocates.getHref(),
    icon: Users,
    isPremium: true,
  },
  {
    ...m.client.tools.forum,
    href: paths.forum.getHref(),
    icon: MessagesSquare,
    isPremium: false,
  },
]
