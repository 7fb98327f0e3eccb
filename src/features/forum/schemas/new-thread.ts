import { z } from 'zod'
import { FORUM_CATEGORIES, FORUM_LIMITS } from './forum'

const count = (n: number) => n.toLocaleString('en-IN')

/**
 * The new-thread form (/forum/new), mirroring the checks of forum_threads: a title of 10–150
 * characters and a body of 20–5,000 after trimming, 1–3 distinct categories of the five.
 * Loaded with the form's first use (lazyZodResolver); the form imports its types only.
 */
export const newThreadSchema = z.object({
  title: z
    .string()
    .trim()
    .min(
      FORUM_LIMITS.titleMin,
      `Please write a title of at least ${FORUM_LIMITS.titleMin} characters`,
    )
    .max(
      FORUM_LIMITS.titleMax,
      `Please keep the title to ${FORUM_LIMITS.titleMax} characters or fewer`,
    ),
  body: z
    .string()
    .trim()
    .min(
      FORUM_LIMITS.bodyMin,
      `Please describe your question in at least ${FORUM_LIMITS.bodyMin} characters`,
    )
    .max(
      FORUM_LIMITS.bodyMax,
      `Please keep your question to ${count(FORUM_LIMITS.bodyMax)} characters or fewer`,
    ),
  categories: z
    .array(z.enum(FORUM_CATEGORIES))
    .min(1, 'Please choose at least one tag')
    .max(FORUM_LIMITS.categoriesMax, `Please choose at most ${FORUM_LIMITS.categoriesMax} tags`)
    .refine((categories) => new Set(categories).size === categories.length, {
      message: 'Please choose each tag once',
    }),
  is_anonymous: z.boolean(),
})

export type NewThreadInput = z.input<typeof newThreadSchema>
export type NewThreadValues = z.output<typeof newThreadSchema>
