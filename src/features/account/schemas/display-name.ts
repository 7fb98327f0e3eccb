import { z } from 'zod'
import { m } from '@/features/account/messages/account'

/** users.name: 1–100 characters after trimming (the check of the users migration). */
export const DISPLAY_NAME_MAX_LENGTH = 100

export const displayNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, m.displayName.empty)
    .max(DISPLAY_NAME_MAX_LENGTH, m.displayName.tooLong(DISPLAY_NAME_MAX_LENGTH)),
})

export type DisplayNameInput = z.input<typeof displayNameSchema>
export type DisplayNameValues = z.output<typeof displayNameSchema>
