import { Mail } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useFocusOnMount } from '@/features/auth/hooks/use-focus-on-mount'
import { showAuthFailure } from '@/features/auth/utils/show-auth-failure'
import { m } from '@/features/auth/messages/auth'

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
          {m.checkEmail.title}
        </h1>
        <CardDescription>
          {m.checkEmail.sentTo} <strong className="break-words text-foreground">{email}</strong>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-muted-foreground">
        {children}
        <p>{m.checkEmail.noEmail}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            variant="outline"
            disabled={resend === 'sending'}
            onClick={() => void sendAgain()}
          >
            {resend === 'sending' ? m.checkEmail.sending : m.checkEmail.sendAgain}
          </Button>
          {onBack ? (
            <Button variant="ghost" onClick={onBack}>
              {m.checkEmail.backToSignIn}
            </Button>
          ) : (
            <Button asChild variant="ghost">
              <Link to={paths.auth.getHref()}>{m.checkEmail.backToSignIn}</Link>
            </Button>
          )}
        </div>
        <p role="status" className="text-foreground">
          {resend === 'sent' ? m.checkEmail.sentAgain : ''}
        </p>
      </CardContent>
    </Card>
  )
}
