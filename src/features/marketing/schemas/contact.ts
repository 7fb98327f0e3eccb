import { z } from 'zod'
import { CONTACT_LIMITS } from '@/config/constants'
import { INVALID_EMAIL_MESSAGE } from '@/lib/user-validation'
import { m } from '../messages/contact'

/**
 * The contact form (docs/PRODUCT.md §2 'Contact'): name, email and message are all required, within
 * the limits contact_messages checks (CONTACT_LIMITS).
 */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, m.rules.nameRequired)
    .max(CONTACT_LIMITS.name, m.rules.nameTooLong(CONTACT_LIMITS.name)),
  email: z
    .string()
    .trim()
    .min(1, m.rules.emailRequired)
    .max(CONTACT_LIMITS.email, INVALID_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  message: z
    .string()
    .trim()
    .min(1, m.rules.messageRequired)
    .max(CONTACT_LIMITS.message, m.rules.messageTooLong(CONTACT_LIMITS.message)),
})

export type ContactFormInput = z.input<typeof contactSchema>
export type ContactFormValues = z.output<typeof contactSchema>
