import { CircleHelp, LayoutDashboard, LifeBuoy, Settings, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'
import { m } from '@/i18n/messages/shell'

/** A navigation item (docs/PRODUCT.md §3): title, href, optional icon. */
export type NavItem = { title: string; href: string; icon?: LucideIcon }

/** Top navigation links (docs/PRODUCT.md §2 'Top navigation'). */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { title: m.nav.home, href: paths.home.getHref() },
  { title: m.nav.about, href: paths.about.getHref() },
  { title: m.nav.pricing, href: paths.pricing.getHref() },
  { title: m.nav.contact, href: paths.contact.getHref() },
]

/** The signed-in user menu's links (docs/PRODUCT.md §2 'User menu'); Sign out is an action. */
export const USER_MENU_ITEMS: readonly NavItem[] = [
  { title: m.userMenu.dashboard, href: paths.dashboard.getHref(), icon: LayoutDashboard },
  { title: m.userMenu.settings, href: paths.settings.getHref(), icon: Settings },
  { title: m.userMenu.help, href: paths.help.getHref(), icon: CircleHelp },
  { title: m.userMenu.support, href: paths.support.getHref(), icon: LifeBuoy },
]
