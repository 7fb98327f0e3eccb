import { z } from 'zod'
import { json } from '../../http/respond'
import { authenticate, type Authenticated } from '../authenticate'
import { badRequest, forbidden, unprocessable, validationFailed } from '../errors'
import { containsNul, goMap, goOptionalString, goString, readParams } from '../body'
import { nowIso, type AuthCall, type AuthDeps, type AuthHandler } from '../context'
import { validateEmail } from '../email'
import { sendEmailChange } from '../one-time-mail'
import { checkPasswordStrength, hashPassword, verifyPassword } from '../passwords'
import { clientKeyOf } from '../rate-limit'
import { redirectTarget } from '../redirect'
import { deleteAllSessions, deleteOtherSessions, loadAmr } from '../sessions'
import { findDuplicateEmailOwner, findUserById } from '../users-repo'
import { applyEmailChange } from '../user-links-write'
import { mergeUserMetadata, updatePassword } from '../users-write'

const userUpdateParams = z.object({
  email: goString,
  password: goOptionalString,
  current_password: goOptionalString,
  nonce: goString,
  data: goMap,
  app_metadata: goMap,
  phone: goString,
  channel: goString,
  code_challenge: goString,
  code_challenge_method: goString,
})

/** PUT /user (GoTrue user.go UserUpdate): metadata, password and e-mail of the signed-in user. */
export const updateUser: AuthHandler = async (deps, call) => {
  const { db, config } = deps
  const { user, sessionId } = await authenticate(deps, call)
  const params = await readParams(
    call.request,
    'UserUpdateParams',
    userUpdateParams,
    config.maxBodyBytes,
  )
  const email = params.email ? validateEmail(params.email) : ''
  if (params.phone && params.phone !== user.json.phone) {
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  }
  if (params.password !== undefined)
    checkPasswordStrength(params.password, config.minPasswordLength)
  if (params.app_metadata !== undefined)
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  if (params.data && containsNul(params.data))
    throw validationFailed('User metadata cannot contain the NUL character')

  const changesEmail = email !== '' && email !== user.email
  if (changesEmail && (await findDuplicateEmailOwner(db, email, nowIso(config), user.id))) {
    throw unprocessable(
      'email_exists',
      'A user with this email address has already been registered',
    )
  }
  let passwordHash: string | undefined
  if (params.password !== undefined) {
    if (params.password !== '' && config.updatePasswordRequiresCurrent && user.passwordHash) {
      await checkCurrentPassword(deps, call, { user, sessionId }, params.current_password)
    }
    if (await verifyPassword(params.password, user.passwordHash)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      )
    }
    passwordHash = await hashPassword(params.password, config.bcryptCost)
  }
  const redirectTo = redirectTarget(config, call.request, call.url.searchParams.get('redirect_to'))

  const updated = await db.transaction(async (tx) => {
    const now = nowIso(config)
    if (passwordHash !== undefined) {
      await updatePassword(tx, user.id, passwordHash, now)
      // A new password signs out every other session (GoTrue's UpdatePassword).
      if (sessionId) await deleteOtherSessions(tx, user.id, sessionId)
      else await deleteAllSessions(tx, user.id)
    }
    if (params.data) await mergeUserMetadata(tx, user.id, params.data, now)
    if (changesEmail) {
      // With confirmations off the change applies at once; otherwise the new address must confirm it.
      if (config.autoconfirm) await applyEmailChange(tx, user.id, email, now)
      else
        await sendEmailChange(tx, deps, {
          userId: user.id,
          email: user.email,
          newEmail: email,
          redirectTo,
        })
    }
    return (await findUserById(tx, user.id, now))!.json
  })
  return json(200, updated)
}

/** GoTrue's ways in without the password: a mailed link or code (recovery, magic link, OTP). */
const RECOVERY_METHODS = new Set(['otp', 'magiclink', 'recovery'])
const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.'

/**
 * GoTrue's UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: whoever holds a signed-in device must also
 * know the password to change it, except in the session a recovery link opened. Wrong guesses
 * count against the client's sign-in budget, as guesses at /token do.
 */
async function checkCurrentPassword(
  deps: AuthDeps,
  call: AuthCall,
  { user, sessionId }: Authenticated,
  currentPassword: string | undefined,
) {
  const amr = sessionId ? await loadAmr(deps.db, sessionId) : []
  if (amr.some((entry) => RECOVERY_METHODS.has(entry.method))) return
  if (!currentPassword) throw badRequest('current_password_required', CURRENT_PASSWORD_MESSAGE)
  deps.limiter.checkRequest('signInSignUps', clientKeyOf(call.request, deps.config))
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw badRequest('current_password_invalid', CURRENT_PASSWORD_MESSAGE)
  }
}
