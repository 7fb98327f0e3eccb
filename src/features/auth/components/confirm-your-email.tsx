import { useResendConfirmation } from '@/features/auth/api/sign-up'
import type { AwaitingConfirmation } from './auth-tabs'
import { CheckYourEmail } from './check-your-email'

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
        {reason === 'signed-up'
          ? 'Your account is created. Open the link in the e-mail to confirm your address; it signs you in.'
          : 'Your e-mail address is not confirmed yet. Open the link we sent when you signed up, or send a new one.'}{' '}
        The link works once, for one hour.
      </p>
    </CheckYourEmail>
  )
}
