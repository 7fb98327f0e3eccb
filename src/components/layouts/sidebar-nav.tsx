import { useId } from 'react'
import { NavLink } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import type { NavItem } from './nav-items'
import { SUPPORT_SIDEBAR_ITEMS, getSidebarItems } from './sidebar-items'
import { m } from '@/i18n/messages/dashboard'

function SidebarSection({ title, items }: { title: string; items: readonly NavItem[] }) {
  const headingId = useId()
  return (
    <div className="grid gap-1">
      <h2
        id={headingId}
        className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground"
      >
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="grid gap-1">
        {items.map(({ title: itemTitle, href, icon: Icon }) => (
          <li key={href}>
            <NavLink
              to={href}
              end={href === paths.dashboard.getHref()}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0',
                  isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                )
              }
            >
              {Icon && <Icon aria-hidden="true" />}
              {itemTitle}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The role's menu and the shared Support section (docs/PRODUCT.md §2 'Dashboard layout'). */
export function SidebarNav({ role }: { role: string | null | undefined }) {
  return (
    <nav aria-label={m.dashboardNav} className="grid gap-6">
      <SidebarSection title={m.menu} items={getSidebarItems(role)} />
      <SidebarSection title={m.support} items={SUPPORT_SIDEBAR_ITEMS} />
    </nav>
  )
}
