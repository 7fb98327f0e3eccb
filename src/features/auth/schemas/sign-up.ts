import { z } from 'zod'
import type { Role } from '@/config/constants'
import { m } from '@/features/auth/messages/auth'
import { emailSchema, passwordSchema } from '@/lib/user-validation'

export const SIGN_UP_ROLES = ['client', 'advocate'] as const satisfies readonly Role[]

/** The Sign Up tab (docs/PRODUCT.md §5 'Sign-up'): role client or advocate, client by default. */
export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SIGN_UP_ROLES, m.signUp.chooseRole),
})

export type SignUpInput = z.input<typeof signUpSchema>
export type SignUpValues = z.output<typeof signUpSchema>
