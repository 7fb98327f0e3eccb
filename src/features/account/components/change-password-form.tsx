import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/input-field'
import { toast } from '@/components/ui/use-toast'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { useChangePassword } from '@/features/account/api/change-password'
import {
  CHANGE_PASSWORD_DEFAULTS,
  changePasswordSchema,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from '@/features/account/schemas/change-password'
import { getErrorMessage } from '@/lib/utils'

/** A new password, typed twice. The server's refusal is shown as it is; the draft stays. */
export function ChangePasswordForm() {
  const id = useId()
  const changePassword = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: CHANGE_PASSWORD_DEFAULTS,
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await changePassword.mutateAsync(password)
      reset(CHANGE_PASSWORD_DEFAULTS)
      toast({ title: 'Success', description: 'Your password has been changed.' })
    } catch (error) {
      toast({
        title: 'Could not change your password',
        description: getErrorMessage(error),
        variant: 'destructive',
      })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid max-w-md gap-4">
      <InputField
        id={`${id}-password`}
        label="New password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...register('password')}
        type="password"
        autoComplete="new-password"
      />
      <InputField
        id={`${id}-confirm`}
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  )
}
