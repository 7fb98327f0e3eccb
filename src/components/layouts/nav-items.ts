import { CircleHelp, LayoutDashboard, LifeBuoy, Settings, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'

/** A navigation item (docs/PRODUCT.md §3): title, href, optional icon. */
export type NavItem = { title: string; href: string; icon?: LucideIcon }

/** Top navigation links (docs/PRODUCT.md §2 'Top navigation'). */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { title: 'Home', href: paths.home.getHref() },
  { title: 'About', href: paths.about.getHref() },
  { title: 'Pricing', href: paths.pricing.getHref() },
  { title: 'Contact', href: paths.contact.getHref() },
]

/** The signed-in user menu's links (docs/PRODUCT.md §2 'User menu'); Sign out is an action. */
export const USER_MENU_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', href: paths.dashboard.getHref(), icon: LayoutDashboard },
  { title: 'Settings', href: paths.settings.getHref(), icon: Settings },
  { title: 'Help & Documentation', href: paths.help.getHref(), icon: CircleHelp },
  { title: 'Support', href: paths.support.getHref(), icon: LifeBuoy },
]
