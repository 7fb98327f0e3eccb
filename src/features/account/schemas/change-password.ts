import { z } from 'zod'
import { passwordSchema } from '@/lib/user-validation'
import { m } from '@/features/account/messages/account'

const CURRENT_PASSWORD_MISSING_MESSAGE = m.password.currentMissing

const newPassword = { password: passwordSchema, confirmPassword: z.string() }
const matches = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword
const MISMATCH = { path: ['confirmPassword'], message: m.password.mismatch }

/**
 * Settings: the current password, then a new one with the sign-up rules (docs/PRODUCT.md §5),
 * typed twice. The server checks the current one (UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD).
 */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, CURRENT_PASSWORD_MISSING_MESSAGE), ...newPassword })
  .refine(matches, MISMATCH)

/** After a reset link: the link stands in for the current password. */
export const newPasswordSchema = z
  .object({ currentPassword: z.string(), ...newPassword })
  .refine(matches, MISMATCH)

export type ChangePasswordInput = z.input<typeof changePasswordSchema>
export type ChangePasswordValues = z.output<typeof changePasswordSchema>

export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordInput = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
}
