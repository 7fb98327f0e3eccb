import { z } from 'zod'
import { passwordSchema } from '@/lib/user-validation'

/** A new password with the sign-up rules (docs/PRODUCT.md §5), typed twice. */
export const changePasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })

export type ChangePasswordInput = z.input<typeof changePasswordSchema>
export type ChangePasswordValues = z.output<typeof changePasswordSchema>

export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordInput = { password: '', confirmPassword: '' }
