import { LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar'
import { useSignOut } from '@/hooks/use-sign-out'
import { useAuth } from '@/lib/auth'
import { USER_MENU_ITEMS } from './nav-items'
import { useAccountSummary } from './use-account-summary'
import { m } from '@/i18n/messages/shell'

const rowClasses =
  'flex w-full items-center gap-3 rounded-md px-3 py-3 text-base font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5'

/** The lower half of the phone menu for a signed-in user: the user menu's links ('Try Now' sits in the bar). */
export function MobileAccountLinks() {
  const { isSignedIn } = useAuth()
  const { name, displayName, email } = useAccountSummary()
  const signOut = useSignOut()

  if (!isSignedIn) return null

  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-3 px-3 pb-3">
        <Avatar name={name} email={email} />
        <div className="min-w-0">
          <p translate="no" className="truncate font-semibold">
            {displayName}
          </p>
          {email && <p className="truncate text-sm text-muted-foreground">{email}</p>}
        </div>
      </div>
      <ul className="grid gap-1" aria-label={m.userMenu.yourAccount}>
        {USER_MENU_ITEMS.map(({ title, href, icon: Icon }) => (
          <li key={href}>
            <Link to={href} className={rowClasses}>
              {Icon && <Icon aria-hidden="true" />}
              {title}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void signOut()} className={rowClasses}>
            <LogOut aria-hidden="true" />
            {m.userMenu.signOut}
          </button>
        </li>
      </ul>
    </div>
  )
}
