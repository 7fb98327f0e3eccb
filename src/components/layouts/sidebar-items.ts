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
  { title: 'Overview', href: paths.dashboard, icon: LayoutDashboard },
  { title: 'Chat with AI', href: paths.chatbot, icon: Bot },
  { title: 'My Documents', href: paths.documents, icon: FileText },
  { title: 'Find Advocates', href: paths.advocates, icon: Users },
  { title: 'Community Forum', href: paths.forum, icon: MessagesSquare },
  // Not in the original client menu: clients need a way back to their consultations
  // (docs/PRODUCT.md §2 'Dashboard layout').
  { title: 'Messages', href: paths.messages, icon: MessageSquare },
]

const ADVOCATE_SIDEBAR_ITEMS: readonly NavItem[] = [
  { title: 'Overview', href: paths.dashboard, icon: LayoutDashboard },
  { title: 'My Profile', href: paths.profile, icon: UserRound },
  { title: 'Messages', href: paths.messages, icon: MessageSquare },
  { title: 'Forum Queries', href: paths.forum, icon: MessagesSquare },
  { title: 'Resources', href: paths.resources, icon: BookOpen },
]

export const SUPPORT_SIDEBAR_ITEMS: readonly NavItem[] = [
  { title: 'Settings', href: paths.settings, icon: Settings },
  { title: 'Help & Support', href: paths.dashboardSupport, icon: LifeBuoy },
]

export function getSidebarItems(role: string | null | undefined): readonly NavItem[] {
  return isAdvocateRole(role) ? ADVOCATE_SIDEBAR_ITEMS : CLIENT_SIDEBAR_ITEMS
}
