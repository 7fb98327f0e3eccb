import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useSignIn } from '@/features/auth/api/sign-in'
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in'
import {
  LOGIN_DEFAULTS,
  loginSchema,
  type LoginInput,
  type LoginValues,
} from '@/features/auth/schemas/login'
import { showAuthFailure } from '@/features/auth/utils/show-auth-failure'

/** The Login tab. A failure keeps what was typed. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const id = useId()
  const signIn = useSignIn()
  const finishSignIn = useFinishSignIn()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: LOGIN_DEFAULTS,
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values)
      await finishSignIn(redirectTo, 'Welcome back!')
    } catch (error) {
      showAuthFailure(error)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-4">
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Sign In'}
      </Button>
    </form>
  )
}
