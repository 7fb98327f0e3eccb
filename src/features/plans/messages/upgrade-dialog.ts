import { isHindi } from '@/i18n/locale'
import hi from './upgrade-dialog.hi'

/** The upgrade form (a dialog, loaded when opened) and its rules' messages. */
export const en = {
  title: 'Upgrade to Premium',
  /** The price as formatRupees writes it: '₹499'. */
  description: (price: string) =>
    `Premium costs ${price}/month. No payment is taken now: we will contact you to complete the upgrade.`,
  invoiceName: 'Name for the invoice',
  phone: 'Phone (optional)',
  phoneHint: 'So that we can call you about the upgrade, e.g. +91 98765 43210.',
  note: 'Note (optional)',
  notePlaceholder: 'A good time to call, billing details…',
  submit: 'Request upgrade',
  sending: 'Sending…',
  requested: 'Upgrade requested',
  requestedText: 'We will contact you soon.',
  validation: {
    invoiceNameRequired: 'Please enter the name for the invoice',
    invoiceNameTooShort: (min: number) =>
      `The name for the invoice needs at least ${min} characters`,
    invoiceNameTooLong: (max: number) =>
      `Please keep the name for the invoice to ${max} characters or fewer`,
    phoneCharacters: 'Use only digits, spaces, +, - and brackets in the phone number',
    phoneLength: (min: number, max: number) =>
      `Enter a phone number of ${min} to ${max} characters, e.g. +91 98765 43210`,
    phoneDigits: (min: number) => `A phone number needs at least ${min} digits`,
    noteTooLong: (max: number) => `Please keep the note to ${max} characters or fewer`,
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
