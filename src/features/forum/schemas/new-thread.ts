import { z } from 'zod'
import { m } from '@/features/forum/messages/new-thread'
import { FORUM_CATEGORIES, FORUM_LIMITS } from './forum'

const v = m.validation

/**
 * The new-thread form (/forum/new), mirroring the checks of forum_threads: a title of 10–150
 * characters and a body of 20–5,000 after trimming, 1–3 distinct categories of the five.
 * Loaded with the form's first use (lazyZodResolver); the form imports its types only.
 */
export const newThreadSchema = z.object({
  title: z
    .string()
    .trim()
    .min(FORUM_LIMITS.titleMin, v.titleMin(FORUM_LIMITS.titleMin))
    .max(FORUM_LIMITS.titleMax, v.titleMax(FORUM_LIMITS.titleMax)),
  body: z
    .string()
    .trim()
    .min(FORUM_LIMITS.bodyMin, v.bodyMin(FORUM_LIMITS.bodyMin))
    .max(FORUM_LIMITS.bodyMax, v.bodyMax(FORUM_LIMITS.bodyMax)),
  categories: z
    .array(z.enum(FORUM_CATEGORIES))
    .min(1, v.categoriesMin)
    .max(FORUM_LIMITS.categoriesMax, v.categoriesMax(FORUM_LIMITS.categoriesMax))
    .refine((categories) => new Set(categories).size === categories.length, {
      message: v.categoriesOnce,
    }),
  is_anonymous: z.boolean(),
})

export type NewThreadInput = z.input<typeof newThreadSchema>
export type NewThreadValues = z.output<typeof newThreadSchema>
