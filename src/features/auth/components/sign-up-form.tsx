import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/email-field'
import { InputField } from '@/components/ui/input-field'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { useSignUp } from '@/features/auth/api/sign-up'
import { useAuthForm } from '@/features/auth/hooks/use-auth-form'
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in'
import type { SignUpInput, SignUpValues } from '@/features/auth/schemas/sign-up'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { RoleChoice } from './role-choice'
import { m } from '@/features/auth/messages/auth'
import { m as forms } from '@/i18n/messages/forms'

const SIGN_UP_DEFAULTS: SignUpInput = { email: '', password: '', role: 'client' }
const resolver = lazyZodResolver(() =>
  import('@/features/auth/schemas/sign-up').then(({ signUpSchema }) => signUpSchema),
)

/**
 * The Sign Up tab: e-mail, password and role (client by default). A failure keeps the draft. With
 * e-mail confirmation on, `onConfirmEmail` takes over: the account waits for its link.
 */
export function SignUpForm({
  redirectTo,
  onConfirmEmail,
}: {
  redirectTo: string
  onConfirmEmail: (email: string) => void
}) {
  const id = useId()
  const signUp = useSignUp()
  const finishSignIn = useFinishSignIn()
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm<SignUpInput, SignUpValues>(resolver, SIGN_UP_DEFAULTS, async (values) => {
    const outcome = await signUp.mutateAsync(values)
    if (outcome.status === 'confirm-email') onConfirmEmail(outcome.email)
    else await finishSignIn(redirectTo, m.signUp.created)
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={resolver.preload}
      aria-busy={isSubmitting}
      className="grid gap-4"
    >
      <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
      <InputField
        id={`${id}-password`}
        label={forms.password}
        error={errors.password?.message}
        hint={m.signUp.passwordHint(PASSWORD_MIN_LENGTH)}
        {...register('password')}
        type="password"
        autoComplete="new-password"
      />
      <RoleChoice id={`${id}-role`} field={register('role')} error={errors.role?.message} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? m.signUp.submitting : m.signUp.submit}
      </Button>
    </form>
  )
}
