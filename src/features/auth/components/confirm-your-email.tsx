import { useResendConfirmation } from '@/features/auth/api/sign-up'
import type { AwaitingConfirmation } from './auth-tabs'
import { CheckYourEmail } from './check-your-email'
import { m } from '@/features/auth/messages/auth'

/** An account waiting for its e-mail to be confirmed: what to open, and the link again. */
export function ConfirmYourEmail({
  email,
  reason,
  onBack,
}: {
  email: string
  reason: AwaitingConfirmation
  onBack: () => void
}) {
  const resend = useResendConfirmation()
  return (
    <CheckYourEmail email={email} onResend={() => resend.mutateAsync(email)} onBack={onBack}>
      <p>
        {reason === 'signed-up' ? m.checkEmail.signedUp : m.checkEmail.notConfirmed}{' '}
        {m.checkEmail.linkLifetime}
      </p>
    </CheckYourEmail>
  )
}
