import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'

/** Field rules shared by every account form; their messages are exact (docs/PRODUCT.md §5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address'
const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
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
  .max(PASSWORD_MAX_LENGTH, `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`)
