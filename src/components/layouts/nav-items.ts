import { CircleHelp, LayoutDashboard, LifeBuoy, Settings, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'

/** A navigation item (docs/PRODUCT.md §3): title, href, optional icon. */
export type NavItem = { title: string; href: string; icon?: LucideIcon }

/** Top navigation links (docs/PRODUCT.md §2 'Top navigation'). */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { title: 'Home', href: paths.home },
  { title: 'About', href: paths.about },
  { title: 'Pricing', href: paths.pricing },
  { title: 'Contact', href: paths.contact },
]

/** The signed-in user menu's links (docs/PRODUCT.md §2 'User menu'); Sign out is an action. */
export const USER_MENU_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', href: paths.dashboard, icon: LayoutDashboard },
  { title: 'Settings', href: paths.settings, icon: Settings },
  { title: 'Help & Documentation', href: paths.help, icon: CircleHelp },
  { title: 'Support', href: paths.support, icon: LifeBuoy },
]
