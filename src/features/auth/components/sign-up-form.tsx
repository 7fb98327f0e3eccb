import { useId, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/email-field'
import { InputField } from '@/components/ui/input-field'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { useSignUp } from '@/features/auth/api/sign-up'
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in'
import type { SignUpInput, SignUpValues } from '@/features/auth/schemas/sign-up'
import { showAuthFailure } from '@/features/auth/utils/show-auth-failure'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { RoleChoice } from './role-choice'

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
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver,
    defaultValues: SIGN_UP_DEFAULTS,
  })

  const submit = handleSubmit(async (values) => {
    try {
      const outcome = await signUp.mutateAsync(values)
      if (outcome.status === 'confirm-email') onConfirmEmail(outcome.email)
      else await finishSignIn(redirectTo, 'Account created successfully!')
    } catch (error) {
      showAuthFailure(error)
    }
  })
  // The validation code loads on the first submit (lazyZodResolver): its failure is shown too.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event).catch(showAuthFailure)

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
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...register('password')}
        type="password"
        autoComplete="new-password"
      />
      <RoleChoice id={`${id}-role`} field={register('role')} error={errors.role?.message} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  )
}
