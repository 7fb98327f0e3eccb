import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { isHindi } from '../locale'
import hi from './forms.hi'

/** The fields every account form shares, and their rules' messages (docs/PRODUCT.md §5). */
export const en = {
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: (max: number) => `Password cannot be longer than ${max} characters`,
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
