import { validationFailed } from './errors'

// The pattern of github.com/badoux/checkmail, which GoTrue's validateEmail uses.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** GoTrue's validateEmail: required, ≤ 255 bytes, checkmail's format; returns it lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required')
  if (Buffer.byteLength(email) > 255) throw validationFailed('An email address is too long')
  if (!EMAIL_FORMAT.test(email))
    throw validationFailed('Unable to validate email address: invalid format')
  return email.toLowerCase()
}
