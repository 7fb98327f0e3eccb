import { Mail } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useFocusOnMount } from '@/features/auth/hooks/use-focus-on-mount'
import { showAuthFailure } from '@/features/auth/utils/show-auth-failure'

/**
 * 'Check your e-mail': what was sent where, a way to send it again (the server's hourly limit
 * answers a second resend), and the way back to sign in. Replaces the form that sent it.
 */
export function CheckYourEmail({
  email,
  children,
  onResend,
  onBack,
}: {
  email: string
  children: ReactNode
  onResend: () => Promise<void>
  /** Back to the sign-in form in place (on /auth itself); else a link to /auth. */
  onBack?: () => void
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true)
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle')

  const sendAgain = async () => {
    setResend('sending')
    try {
      await onResend()
      setResend('sent')
    } catch (error) {
      setResend('idle')
      showAuthFailure(error)
    }
  }

  return (
    <Card className="w-full max-w-md text-center">
      <CardHeader className="items-center">
        <Mail aria-hidden="true" className="size-10 text-primary" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none"
        >
          Check your e-mail
        </h1>
        <CardDescription>
          We sent it to <strong className="break-words text-foreground">{email}</strong>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-muted-foreground">
        {children}
        <p>No e-mail after a few minutes? Look in your spam folder, or send it again.</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            variant="outline"
            disabled={resend === 'sending'}
            onClick={() => void sendAgain()}
          >
            {resend === 'sending' ? 'Sending...' : 'Send the e-mail again'}
          </Button>
          {onBack ? (
            <Button variant="ghost" onClick={onBack}>
              Back to sign in
            </Button>
          ) : (
            <Button asChild variant="ghost">
              <Link to={paths.auth.getHref()}>Back to sign in</Link>
            </Button>
          )}
        </div>
        <p role="status" className="text-foreground">
          {resend === 'sent'
            ? 'Sent again. Use the newest e-mail: it replaces the earlier one.'
            : ''}
        </p>
      </CardContent>
    </Card>
  )
}
