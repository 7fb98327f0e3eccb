import { LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useSignOut } from '@/hooks/use-sign-out'
import { USER_MENU_ITEMS } from './nav-items'
import { useAccountSummary } from './use-account-summary'
import { m } from '@/i18n/messages/shell'

/** The signed-in user's menu in the top navigation (docs/PRODUCT.md §2 'User menu'). */
export function UserMenu() {
  const { name, displayName, email } = useAccountSummary()
  const signOut = useSignOut()

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={m.userMenu.open}
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <Avatar name={name} email={email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span translate="no" className="truncate font-semibold">
            {displayName}
          </span>
          {email && <span className="truncate text-xs text-muted-foreground">{email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {USER_MENU_ITEMS.map(({ title, href, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link to={href}>
              {Icon && <Icon aria-hidden="true" />}
              {title}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {m.userMenu.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
