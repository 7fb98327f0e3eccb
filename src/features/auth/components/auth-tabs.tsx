import { useState } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { LoginForm } from './login-form'
import { SignUpForm } from './sign-up-form'

type Tab = 'login' | 'signup'

/**
 * Login and Sign Up tabs. A panel is first rendered when its tab is first opened (the screen
 * paints sooner on a slow phone) and then stays mounted, so switching tabs keeps each draft.
 */
export function AuthTabs({ redirectTo }: { redirectTo: string }) {
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set(['login']))
  const open = (tab: string) => {
    if (tab === 'login' || tab === 'signup') setOpened((seen) => new Set(seen).add(tab))
  }
  // forceMount keeps an opened panel in the DOM (hidden) when its tab is not selected.
  const keep = (tab: Tab) => (opened.has(tab) ? true : undefined)

  return (
    <Tabs defaultValue="login" onValueChange={open}>
      <TabsList>
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="login" forceMount={keep('login')}>
        <LoginForm redirectTo={redirectTo} />
      </TabsContent>
      <TabsContent value="signup" forceMount={keep('signup')}>
        <SignUpForm redirectTo={redirectTo} />
      </TabsContent>
    </Tabs>
  )
}
