import { z } from 'zod'
import { m } from '@/features/plans/messages/upgrade-dialog'
import { UPGRADE_REQUEST_LIMITS as LIMITS } from './upgrade-request-limits'

/** Digits, spaces, '+', '-' and brackets: '+91 98765 43210', '080-4567 8900', '(080) 45678900'. */
const PHONE_CHARACTERS = /^[\d +()-]*$/

/** What is wrong with a phone number, or null; '' is no phone number (it is optional). */
export function phoneProblem(phone: string): string | null {
  if (phone === '') return null
  if (!PHONE_CHARACTERS.test(phone)) return m.validation.phoneCharacters
  if (phone.length < LIMITS.phoneMin || phone.length > LIMITS.phoneMax)
    return m.validation.phoneLength(LIMITS.phoneMin, LIMITS.phoneMax)
  if ((phone.match(/\d/g) ?? []).length < LIMITS.phoneDigitsMin)
    return m.validation.phoneDigits(LIMITS.phoneDigitsMin)
  return null
}

/** The upgrade request form; mirrors the checks of upgrade_requests. Blank optionals become null. */
export const upgradeRequestSchema = z.object({
  invoiceName: z
    .string()
    .trim()
    .min(1, m.validation.invoiceNameRequired)
    .min(LIMITS.invoiceNameMin, m.validation.invoiceNameTooShort(LIMITS.invoiceNameMin))
    .max(LIMITS.invoiceNameMax, m.validation.invoiceNameTooLong(LIMITS.invoiceNameMax)),
  phone: z
    .string()
    .trim()
    .superRefine((phone, context) => {
      const problem = phoneProblem(phone)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    .transform((phone) => phone || null),
  note: z
    .string()
    .trim()
    .max(LIMITS.noteMax, m.validation.noteTooLong(LIMITS.noteMax))
    .transform((note) => note || null),
})

export type UpgradeRequestInput = z.input<typeof upgradeRequestSchema>
export type UpgradeRequestValues = z.output<typeof upgradeRequestSchema>
