import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { useFocusOnMount } from '@/features/auth/hooks/use-focus-on-mount'
import { AuthTabs, type AwaitingConfirmation } from './auth-tabs'
import { LegalNotice } from './legal-notice'
import { OrDivider } from './or-divider'
import { TryDemoButton } from './try-demo-button'
import { m } from '@/features/auth/messages/auth'

/** The auth screen's main card (docs/PRODUCT.md §2 'Auth screen'). */
export function AuthPanel({
  redirectTo,
  onTryDemo,
  onAwaitingConfirmation,
  focusHeading,
}: {
  redirectTo: string
  onTryDemo: () => void
  onAwaitingConfirmation: (email: string, reason: AwaitingConfirmation) => void
  focusHeading: boolean
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading)
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none"
        >
          {m.welcome}
        </h1>
        <CardDescription>{m.welcomeDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <TryDemoButton onChooseRole={onTryDemo} />
        <OrDivider />
        <AuthTabs redirectTo={redirectTo} onAwaitingConfirmation={onAwaitingConfirmation} />
        <LegalNotice />
      </CardContent>
    </Card>
  )
}
