import { z } from 'zod'
import { CONTACT_LIMITS } from '@/config/constants'
import { INVALID_EMAIL_MESSAGE } from '@/lib/user-validation'

/**
 * The contact form (docs/PRODUCT.md §2 'Contact'): name, email and message are all required, within
 * the limits contact_messages checks (CONTACT_LIMITS).
 */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .max(
      CONTACT_LIMITS.name,
      `Please keep your name to ${CONTACT_LIMITS.name} characters or fewer`,
    ),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .max(CONTACT_LIMITS.email, INVALID_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  message: z
    .string()
    .trim()
    .min(1, 'Please write your message')
    .max(
      CONTACT_LIMITS.message,
      `Please keep your message to ${CONTACT_LIMITS.message.toLocaleString('en-IN')} characters or fewer`,
    ),
})

export type ContactFormInput = z.input<typeof contactSchema>
export type ContactFormValues = z.output<typeof contactSchema>
