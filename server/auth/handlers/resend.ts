import { z } from 'zod'
import { json } from '../../http/respond'
import { goString, readParams } from '../body'
import { nowIso, type AuthHandler } from '../context'
import { validateEmail } from '../email'
import { badRequest, validationFailed } from '../errors'
import { sendConfirmation, sendEmailChange } from '../one-time-mail'
import { redirectTarget } from '../redirect'
import { findUserByEmail } from '../users-repo'

const resendParams = z.object({
  type: goString,
  email: goString,
  phone: goString,
  code_challenge: goString,
  code_challenge_method: goString,
})

const TYPES = new Set(['signup', 'email_change', 'sms', 'phone_change'])

/**
 * POST /resend (GoTrue resend.go): mails a sign-up confirmation or an e-mail change link again.
 * 200 {} whatever the address, so it cannot be probed: nothing is sent to an unknown address, to a
 * confirmed one (signup) or to one with no change waiting (email_change), but each of them uses up
 * the hourly e-mail limit as a real send does.
 */
export const resend: AuthHandler = async (deps, { request, url }) => {
  const { db, config } = deps
  const params = await readParams(
    request,
    'ResendConfirmationParams',
    resendParams,
    config.maxBodyBytes,
  )
  if (!TYPES.has(params.type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change')
  }
  if (!params.email && params.type === 'signup')
    throw validationFailed('Type provided requires an email address')
  if (params.email && params.phone)
    throw validationFailed('Only an email address or phone number should be provided.')
  if (params.phone || params.type === 'sms' || params.type === 'phone_change')
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  if (!params.email) throw validationFailed('Missing email address or phone number')
  const email = validateEmail(params.email)
  const redirectTo = redirectTarget(config, request, url.searchParams.get('redirect_to'))

  const user = await findUserByEmail(db, email, nowIso(config))
  const target = user && { userId: user.id, email: user.email, redirectTo }
  if (target && params.type === 'signup' && !user.isConfirmed) {
    await db.transaction((tx) => sendConfirmation(tx, deps, target))
  } else if (target && params.type === 'email_change' && user.emailChange) {
    await db.transaction((tx) =>
      sendEmailChange(tx, deps, { ...target, newEmail: user.emailChange }),
    )
  } else {
    deps.limiter.checkEmail(email)
  }
  return json(200, {})
}
