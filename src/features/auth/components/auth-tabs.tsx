import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { LoginForm } from './login-form'
import { SignUpForm } from './sign-up-form'

/** Login and Sign Up tabs. Both panels stay mounted, so switching tabs keeps each draft. */
export function AuthTabs({ redirectTo }: { redirectTo: string }) {
  return (
    <Tabs defaultValue="login">
      <TabsList>
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="login" forceMount>
        <LoginForm redirectTo={redirectTo} />
      </TabsContent>
      <TabsContent value="signup" forceMount>
        <SignUpForm redirectTo={redirectTo} />
      </TabsContent>
    </Tabs>
  )
}
