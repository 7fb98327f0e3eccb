import { NavLink } from 'react-router'
import { cn } from '@/lib/utils'
import { MAIN_NAV_ITEMS } from './nav-items'

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background'

/** Home, About, Pricing, Contact; NavLink marks the current page with aria-current="page". */
export function MainNavLinks({ layout }: { layout: 'row' | 'column' }) {
  return (
    <ul className={cn('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {MAIN_NAV_ITEMS.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            end
            className={({ isActive }) =>
              cn(
                'block rounded-md font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                layout === 'row' ? 'px-3 py-2 text-sm' : 'px-3 py-3 text-base',
                isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                focusRing,
              )
            }
          >
            {item.title}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
