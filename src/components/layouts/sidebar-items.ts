import {
  BookOpen,
  Bot,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  MessageSquare,
  MessagesSquare,
  Settings,
  UserRound,
  Users,
} from 'lucide-react'
import { isAdvocateRole } from '@/config/constants'
import { paths } from '@/config/paths'
import { m } from '@/i18n/messages/dashboard'
import type { NavItem } from './nav-items'

/** Dashboard sidebar menus (docs/PRODUCT.md §2 'Dashboard layout'). */
const CLIENT_SIDEBAR_ITEMS: readonly NavItem[] = [
  { title: m.items.overview, href: paths.dashboard.getHref(), icon: LayoutDashboard },
  { title: m.items.chat, href: paths.chatbot.getHref(), icon: Bot },
  { title: m.items.documents, href: paths.documents.getHref(), icon: FileText },
  { title: m.items.advocates, href: paths.advocates.getHref(), icon: Users },
  { title: m.items.forum, href: paths.forum.getHref(), icon: MessagesSquare },
  // Not in the original client menu: clients need a way back to their consultations
  // (docs/PRODUCT.md §2 'Dashboard layout').
  { title: m.items.messages, href: paths.messages.getHref(), icon: MessageSquare },
]

const ADVOCATE_SIDEBAR_ITEMS: readonly NavItem[] = [
  { title: m.items.overview, href: paths.dashboard.getHref(), icon: LayoutDashboard },
  { title: m.items.profile, href: paths.profile.getHref(), icon: UserRound },
  { title: m.items.messages, href: paths.messages.getHref(), icon: MessageSquare },
  { title: m.items.forumQueries, href: paths.forum.getHref(), icon: MessagesSquare },
  { title: m.items.resources, href: paths.resources.getHref(), icon: BookOpen },
]

export const SUPPORT_SIDEBAR_ITEMS: readonly NavItem[] = [
  { title: m.items.settings, href: paths.settings.getHref(), icon: Settings },
  { title: m.items.helpAndSupport, href: paths.dashboardSupport.getHref(), icon: LifeBuoy },
]

export function getSidebarItems(role: string | null | undefined): readonly NavItem[] {
  return isAdvocateRole(role) ? ADVOCATE_SIDEBAR_ITEMS : CLIENT_SIDEBAR_ITEMS
}
