import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { m } from '@/i18n/messages/forms'

/** Field rules shared by every account form; their messages are exact (docs/PRODUCT.md §5). */
export const INVALID_EMAIL_MESSAGE = m.invalidEmail
const PASSWORD_TOO_SHORT_MESSAGE = m.passwordTooShort
const EMAIL_MAX_LENGTH = 255
/** GoTrue rejects longer passwords (bcrypt's limit). */
const PASSWORD_MAX_LENGTH = 72

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE))

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong(PASSWORD_MAX_LENGTH))
