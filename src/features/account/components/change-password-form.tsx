import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/input-field'
import { toast, toastError } from '@/components/ui/use-toast'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { paths } from '@/config/paths'
import { useChangePassword } from '@/features/account/api/change-password'
import {
  CHANGE_PASSWORD_DEFAULTS,
  changePasswordSchema,
  newPasswordSchema,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from '@/features/account/schemas/change-password'
import { getErrorMessage } from '@/lib/utils'
import { m } from '@/features/account/messages/account'

const WRONG_CURRENT_PASSWORD_MESSAGE = m.password.wrongCurrent
const TOO_MANY_ATTEMPTS_MESSAGE = m.password.tooManyAttempts
const STALE_RESET_MESSAGE = m.password.staleReset

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined

/**
 * A new password, typed twice. `change` (Settings) also asks for the current one, which the
 * server checks; `reset` is the screen a reset link opens, where the link stands in for it.
 * A refusal keeps what was typed.
 */
export function ChangePasswordForm({
  mode = 'change',
  onChanged,
}: {
  mode?: 'change' | 'reset'
  onChanged?: () => void
}) {
  const id = useId()
  const changePassword = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(mode === 'change' ? changePasswordSchema : newPasswordSchema),
    defaultValues: CHANGE_PASSWORD_DEFAULTS,
  })

  const onSubmit = handleSubmit(async ({ password, currentPassword }) => {
    try {
      await changePassword.mutateAsync(
        mode === 'change' ? { password, currentPassword } : { password },
      )
      reset(CHANGE_PASSWORD_DEFAULTS)
      toast({ title: m.password.success, description: m.password.changed })
      onChanged?.()
    } catch (error) {
      const code = codeOf(error)
      if (mode === 'change' && code === 'current_password_invalid') {
        setError(
          'currentPassword',
          { message: WRONG_CURRENT_PASSWORD_MESSAGE },
          { shouldFocus: true },
        )
        return
      }
      toastError(
        m.password.failed,
        statusOf(error) === 429
          ? TOO_MANY_ATTEMPTS_MESSAGE
          : code === 'current_password_required'
            ? STALE_RESET_MESSAGE
            : m.password.serverError(
                typeof code === 'string' ? code : undefined,
                getErrorMessage(error),
              ),
      )
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid max-w-md gap-4">
      {mode === 'change' && (
        <InputField
          id={`${id}-current`}
          label={m.password.current}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
          type="password"
          autoComplete="current-password"
        />
      )}
      {mode === 'change' && (
        <Link
          to={paths.forgotPassword.getHref()}
          className="-mt-2 justify-self-start text-sm underline underline-offset-4"
        >
          {m.password.forgot}
        </Link>
      )}
      <InputField
        id={`${id}-password`}
        label={m.password.new}
        error={errors.password?.message}
        hint={m.password.hint(PASSWORD_MIN_LENGTH)}
        {...register('password')}
        type="password"
        autoComplete="new-password"
      />
      <InputField
        id={`${id}-confirm`}
        label={m.password.confirm}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? m.password.saving : mode === 'change' ? m.password.change : m.password.set}
      </Button>
    </form>
  )
}
