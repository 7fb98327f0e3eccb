import { useId } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { EmailField } from '@/components/ui/email-field'
import { paths } from '@/config/paths'
import type {
  ForgotPasswordInput,
  ForgotPasswordValues,
} from '@/features/auth/schemas/forgot-password'
import { useAuthForm } from '@/features/auth/hooks/use-auth-form'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { m } from '@/features/auth/messages/auth'

const resolver = lazyZodResolver(() =>
  import('@/features/auth/schemas/forgot-password').then((m) => m.forgotPasswordSchema),
)

/** The address to mail a reset link to. A failure keeps it. */
export function ForgotPasswordForm({
  defaultEmail,
  onSubmit,
}: {
  defaultEmail: string
  onSubmit: (email: string) => Promise<void>
}) {
  const id = useId()
  const {
    register,
    onSubmit: send,
    formState: { errors, isSubmitting },
  } = useAuthForm<ForgotPasswordInput, ForgotPasswordValues>(
    resolver,
    { email: defaultEmail },
    ({ email }) => onSubmit(email),
  )

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{m.forgot.title}</h1>
        <CardDescription>{m.forgot.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={send}
          onFocusCapture={resolver.preload}
          aria-busy={isSubmitting}
          className="grid gap-4"
        >
          <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? m.forgot.submitting : m.forgot.submit}
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.auth.getHref()}>{m.checkEmail.backToSignIn}</Link>
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
