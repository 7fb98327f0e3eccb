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
import type { NavItem } from './nav-items'

/** Dashboard sidebar menus (docs/PRODUCT.md §2 'Dashboard layout'). */
const CLIENT_SIDEBAR_ITEMS: readonly NavItem[] = [
  { title: 'Overview', href: paths.dashboard.getHref(), icon: LayoutDashboard },
  { title: 'Chat with AI', href: paths.chatbot.getHref(), icon: Bot },
  { title: 'My Documents', href: paths.documents.getHref(), icon: FileText },
  { title: 'Find Advocates', href: paths.advocates.getHref(), icon: Users },
  { title: 'Community Forum', href: paths.forum.getHref(), icon: MessagesSquare },
  // Not in the original client menu: clients need a way back to their consultations
  // (docs/PRODUCT.md §2 'Dashboard layout').
  { title: 'Messages', href: paths.messages.getHref(), icon: MessageSquare },
]

const ADVOCATE_SIDEBAR_ITEMS: readonly NavItem[] = [
  { title: 'Overview', href: paths.dashboard.getHref(), icon: LayoutDashboard },
  { title: 'My Profile', href: paths.profile.getHref(), icon: UserRound },
  { title: 'Messages', href: paths.messages.getHref(), icon: MessageSquare },
  { title: 'Forum Queries', href: paths.forum.getHref(), icon: MessagesSquare },
  { title: 'Resources', href: paths.resources.getHref(), icon: BookOpen },
]

export const SUPPORT_SIDEBAR_ITEMS: readonly NavItem[] = [
  { title: 'Settings', href: paths.settings.getHref(), icon: Settings },
  { title: 'Help & Support', href: paths.dashboardSupport.getHref(), icon: LifeBuoy },
]

export function getSidebarItems(role: string | null | undefined): readonly NavItem[] {
  return isAdvocateRole(role) ? ADVOCATE_SIDEBAR_ITEMS : CLIENT_SIDEBAR_ITEMS
}
