import { z } from 'zod'
import { json } from '../../http/respond'
import { goString, isStorableText, readParams } from '../body'
import { nowIso, type AuthHandler } from '../context'
import { badRequest, unprocessable, validationFailed } from '../errors'
import { grantSession } from '../grant'
import { verifyPassword, weakPasswordOf } from '../passwords'
import { clientOf } from '../sessions'
import { findUserByEmail } from '../users-repo'

const passwordParams = z.object({ email: goString, phone: goString, password: goString })

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials')

/** grant_type=password (GoTrue ResourceOwnerPasswordGrant). */
export const passwordGrant: AuthHandler = async ({ db, config }, { request }) => {
  const params = await readParams(
    request,
    'PasswordGrantParams',
    passwordParams,
    config.maxBodyBytes,
  )
  if (params.email && params.phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.')
  }
  if (!params.email && params.phone)
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  if (!params.email) throw validationFailed('missing email or phone')

  const user = isStorableText(params.email)
    ? await findUserByEmail(db, params.email, nowIso(config))
    : undefined
  if (!user || !user.passwordHash) throw invalidCredentials()
  if (user.isBanned) throw badRequest('user_banned', 'User is banned')
  if (!(await verifyPassword(params.password, user.passwordHash))) throw invalidCredentials()
  if (!user.isConfirmed) throw badRequest('email_not_confirmed', 'Email not confirmed')

  const session = await db.transaction((tx) =>
    grantSession(tx, config, user.id, 'password', clientOf(request)),
  )
  const weakPassword = weakPasswordOf(params.password, config.minPasswordLength)
  return json(200, weakPassword ? { ...session, weak_password: weakPassword } : session)
}
