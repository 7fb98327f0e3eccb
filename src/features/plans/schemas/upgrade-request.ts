import { z } from 'zod'
import { UPGRADE_REQUEST_LIMITS as LIMITS } from './upgrade-request-limits'

/** Digits, spaces, '+', '-' and brackets: '+91 98765 43210', '080-4567 8900', '(080) 45678900'. */
const PHONE_CHARACTERS = /^[\d +()-]*$/

/** What is wrong with a phone number, or null; '' is no phone number (it is optional). */
export function phoneProblem(phone: string): string | null {
  if (phone === '') return null
  if (!PHONE_CHARACTERS.test(phone))
    return 'Use only digits, spaces, +, - and brackets in the phone number'
  if (phone.length < LIMITS.phoneMin || phone.length > LIMITS.phoneMax)
    return `Enter a phone number of ${LIMITS.phoneMin} to ${LIMITS.phoneMax} characters, e.g. +91 98765 43210`
  if ((phone.match(/\d/g) ?? []).length < LIMITS.phoneDigitsMin)
    return `A phone number needs at least ${LIMITS.phoneDigitsMin} digits`
  return null
}

/** The upgrade request form; mirrors the checks of upgrade_requests. Blank optionals become null. */
export const upgradeRequestSchema = z.object({
  invoiceName: z
    .string()
    .trim()
    .min(1, 'Please enter the name for the invoice')
    .min(
      LIMITS.invoiceNameMin,
      `The name for the invoice needs at least ${LIMITS.invoiceNameMin} characters`,
    )
    .max(
      LIMITS.invoiceNameMax,
      `Please keep the name for the invoice to ${LIMITS.invoiceNameMax} characters or fewer`,
    ),
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
    .max(LIMITS.noteMax, `Please keep the note to ${LIMITS.noteMax} characters or fewer`)
    .transform((note) => note || null),
})

export type UpgradeRequestInput = z.input<typeof upgradeRequestSchema>
export type UpgradeRequestValues = z.output<typeof upgradeRequestSchema>
