import { z } from 'zod'
import { emailSchema } from '@/lib/user-validation'

export const forgotPasswordSchema = z.object({ email: emailSchema })

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>
