import { useState } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { LoginForm } from './login-form'
import { SignUpForm } from './sign-up-form'
import { m } from '@/features/auth/messages/auth'

type Tab = 'login' | 'signup'
export type AwaitingConfirmation = 'signed-up' | 'signing-in'

/**
 * Login and Sign Up tabs. A panel is first rendered when its tab is first opened (the screen
 * paints sooner on a slow phone) and then stays mounted, so switching tabs keeps each draft.
 */
export function AuthTabs({
  redirectTo,
  onAwaitingConfirmation,
}: {
  redirectTo: string
  /** The account's e-mail must be confirmed first: just signed up, or signing in too early. */
  onAwaitingConfirmation: (email: string, reason: AwaitingConfirmation) => void
}) {
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set(['login']))
  const open = (tab: string) => {
    if (tab === 'login' || tab === 'signup') setOpened((seen) => new Set(seen).add(tab))
  }
  // forceMount keeps an opened panel in the DOM (hidden) when its tab is not selected.
  const keep = (tab: Tab) => (opened.has(tab) ? true : undefined)

  return (
    <Tabs defaultValue="login" onValueChange={open}>
      <TabsList>
        <TabsTrigger value="login">{m.loginTab}</TabsTrigger>
        <TabsTrigger value="signup">{m.signUpTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="login" forceMount={keep('login')}>
        <LoginForm
          redirectTo={redirectTo}
          onUnconfirmed={(email) => onAwaitingConfirmation(email, 'signing-in')}
        />
      </TabsContent>
      <TabsContent value="signup" forceMount={keep('signup')}>
        <SignUpForm
          redirectTo={redirectTo}
          onConfirmEmail={(email) => onAwaitingConfirmation(email, 'signed-up')}
        />
      </TabsContent>
    </Tabs>
  )
}
