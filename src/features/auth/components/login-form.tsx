import { useId } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/email-field'
import { InputField } from '@/components/ui/input-field'
import { paths } from '@/config/paths'
import { EmailNotConfirmedError, useSignIn } from '@/features/auth/api/sign-in'
import { useAuthForm } from '@/features/auth/hooks/use-auth-form'
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in'
import type { LoginInput, LoginValues } from '@/features/auth/schemas/login'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { m } from '@/features/auth/messages/auth'
import { m as forms } from '@/i18n/messages/forms'

const LOGIN_DEFAULTS: LoginInput = { email: '', password: '' }
const resolver = lazyZodResolver(() =>
  import('@/features/auth/schemas/login').then(({ loginSchema }) => loginSchema),
)

/**
 * The Login tab. A failure keeps what was typed; an account whose e-mail is not confirmed yet is
 * handed to `onUnconfirmed`, which offers the link again.
 */
export function LoginForm({
  redirectTo,
  onUnconfirmed,
}: {
  redirectTo: string
  onUnconfirmed: (email: string) => void
}) {
  const id = useId()
  const signIn = useSignIn()
  const finishSignIn = useFinishSignIn()
  const navigate = useNavigate()
  const {
    register,
    getValues,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm<LoginInput, LoginValues>(resolver, LOGIN_DEFAULTS, async (values) => {
    try {
      await signIn.mutateAsync(values)
    } catch (error) {
      if (!(error instanceof EmailNotConfirmedError)) throw error
      onUnconfirmed(error.email)
      return
    }
    await finishSignIn(redirectTo, m.login.welcomeBack)
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
        {...register('password')}
        type="password"
        autoComplete="current-password"
      />
      <Link
        to={paths.forgotPassword.getHref()}
        // Read on click: the address typed so far goes along, so it is not typed twice.
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          void navigate(paths.forgotPassword.getHref(), { state: { email: getValues('email') } })
        }}
        className="-mt-2 justify-self-end text-sm underline underline-offset-4"
      >
        {m.login.forgotPassword}
      </Link>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? m.login.submitting : m.login.submit}
      </Button>
    </form>
  )
}
