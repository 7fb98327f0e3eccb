import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import type { en } from './forms'

const hi: typeof en = {
  email: 'ईमेल',
  emailPlaceholder: 'you@example.com',
  password: 'पासवर्ड',
  invalidEmail: 'कृपया सही ईमेल पता डालें',
  passwordTooShort: `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए`,
  passwordTooLong: (max) => `पासवर्ड ${max} अक्षरों से लंबा नहीं हो सकता`,
}

export default hi
