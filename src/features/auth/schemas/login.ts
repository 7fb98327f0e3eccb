import { z } from 'zod'
import { emailSchema, passwordSchema } from '@/lib/user-validation'

/** The Login tab (docs/PRODUCT.md §5 'Login'). */
export const loginSchema = z.object({ email: emailSchema, password: passwordSchema })

export type LoginInput = z.input<typeof loginSchema>
export type LoginValues = z.output<typeof loginSchema>
