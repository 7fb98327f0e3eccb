import { useState } from 'react'
import { useLocation } from 'react-router'
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset'
import { CheckYourEmail } from '@/features/auth/components/check-your-email'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { m } from '@/features/auth/messages/auth'

/** What the login form passes along, so the address is not typed twice. */
type ForgotPasswordState = { email?: string } | null

/**
 * /auth/forgot-password: an address in, a reset link out. The answer is the same whether or not
 * the address has an account (no probing for who uses LexSetu).
 */
export function Component() {
  const typed = (useLocation().state as ForgotPasswordState)?.email ?? ''
  const [sentTo, setSentTo] = useState<string | null>(null)
  const request = useRequestPasswordReset()

  return (
    <section className="container flex justify-center px-4 py-10 sm:py-16">
      {sentTo === null ? (
        <ForgotPasswordForm
          defaultEmail={typed}
          onSubmit={async (email) => {
            await request.mutateAsync(email)
            setSentTo(email)
          }}
        />
      ) : (
        <CheckYourEmail email={sentTo} onResend={() => request.mutateAsync(sentTo)}>
          <p>
            {m.forgot.sent} {m.checkEmail.linkLifetime}
          </p>
        </CheckYourEmail>
      )}
    </section>
  )
}
