import { LogOut } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/hooks/use-sign-out'
import { LanguageSwitch } from './language-switch'
import type { AccountSummary } from './use-account-summary'
import { m } from '@/i18n/messages/dashboard'

/** Who is signed in (avatar, name, role), the language switch and the Sign Out button. */
export function SidebarAccount({ account }: { account: AccountSummary }) {
  const signOut = useSignOut()
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 px-1">
        <Avatar name={account.name} email={account.email} />
        <div className="min-w-0">
          <p translate="no" className="truncate text-sm font-semibold">
            {account.displayName}
          </p>
          <p className="truncate text-xs text-muted-foreground">{account.roleLabel}</p>
        </div>
      </div>
      <LanguageSwitch className="justify-self-start" />
      <Button variant="outline" align="start" className="w-full" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        {m.signOut}
      </Button>
    </div>
  )
}
