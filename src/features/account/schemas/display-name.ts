import { z } from 'zod'

/** users.name: 1–100 characters after trimming (the check of the users migration). */
export const DISPLAY_NAME_MAX_LENGTH = 100

export const displayNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .max(
      DISPLAY_NAME_MAX_LENGTH,
      `Please keep your name to ${DISPLAY_NAME_MAX_LENGTH} characters or fewer`,
    ),
})

export type DisplayNameInput = z.input<typeof displayNameSchema>
export type DisplayNameValues = z.output<typeof displayNameSchema>
