import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { toDbError, UNIQUE_VIOLATION } from '../../db/driver'
import { json } from '../../http/respond'
import { containsNul, goMap, goString, readParams } from '../body'
import { nowIso, type AuthHandler } from '../context'
import { validateEmail } from '../email'
import { badRequest, unprocessable, validationFailed } from '../errors'
import { grantSession } from '../grant'
import { sendConfirmation } from '../one-time-mail'
import { checkPasswordStrength, hashPassword } from '../passwords'
import { clientKeyOf } from '../rate-limit'
import { redirectTarget } from '../redirect'
import { clientOf } from '../sessions'
import { rfc3339Sql } from '../time'
import { findDuplicateEmailOwner, findUserById } from '../users-repo'
import { confirmEmail, insertEmailIdentity, insertUser, mergeUserMetadata } from '../users-write'

const signupParams = z.object({
  email: goString,
  phone: goString,
  password: goString,
  data: goMap,
  channel: goString,
  code_challenge: goString,
  code_challenge_method: goString,
})

/** What GoTrue answers for an already confirmed address when confirmations are on: a fake user. */
const OBFUSCATED_USER_SQL = `select json_build_object(
  'id', gen_random_uuid(), 'aud', 'authenticated', 'role', '', 'email', $1::text, 'phone', '',
  'confirmation_sent_at', ${rfc3339Sql('$2::timestamptz')},
  'app_metadata', json_build_object('provider', 'email', 'providers', json_build_array('email')),
  'user_metadata', $3::jsonb, 'identities', '[]'::json,
  'created_at', ${rfc3339Sql('$2::timestamptz')}, 'updated_at', ${rfc3339Sql('$2::timestamptz')},
  'is_anonymous', false)::text as user_json`

/** POST /signup (GoTrue signup.go): e-mail + password, with or without e-mail confirmation. */
export const signup: AuthHandler = async (deps, { request, url }) => {
  const { db, config, limiter } = deps
  const params = await readParams(request, 'SignupParams', signupParams, config.maxBodyBytes)
  if (!params.email && !params.phone)
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  limiter.checkRequest('signInSignUps', clientKeyOf(request, config))
  if (!config.signupEnabled)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  if (params.password === '') throw validationFailed('Signup requires a valid password')
  checkPasswordStrength(params.password, config.minPasswordLength)
  if (params.email && params.phone) {
    throw validationFailed('Only an email address or phone number should be provided on signup.')
  }
  if (!params.email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
  const email = validateEmail(params.email)
  const data = params.data ?? {}
  if (containsNul(data)) throw validationFailed('User metadata cannot contain the NUL character')
  const redirectTo = redirectTarget(config, request, url.searchParams.get('redirect_to'))

  async function register(): Promise<Response> {
    const existing = await findDuplicateEmailOwner(db, email, nowIso(config))
    if (existing?.isConfirmed) {
      if (config.autoconfirm) throw unprocessable('user_already_exists', 'User already registered')
      const { rows } = await db.query<{ user_json: string }>(OBFUSCATED_USER_SQL, [
        email,
        nowIso(config),
        JSON.stringify(data),
      ])
      return json(200, JSON.parse(rows[0].user_json))
    }
    // Hash outside the transaction: PGlite has one connection and bcrypt takes a while.
    const passwordHash = existing ? '' : await hashPassword(params.password, config.bcryptCost)

    const result = await db.transaction(async (tx) => {
      const now = nowIso(config)
      let userId = existing?.id
      if (!userId) {
        userId = randomUUID()
        await insertUser(tx, { id: userId, email, passwordHash, data, now })
        const claims = { sub: userId, email, email_verified: false, phone_verified: false }
        const identityData = { ...data, ...claims }
        await insertEmailIdentity(tx, userId, identityData, now)
        // GoTrue's RemoveUnconfirmedIdentities: user_metadata becomes the identity data.
        await mergeUserMetadata(tx, userId, identityData, now)
      }
      if (config.autoconfirm) {
        await confirmEmail(tx, userId, now)
        return { session: await grantSession(tx, config, userId, 'password', clientOf(request)) }
      }
      await sendConfirmation(tx, deps, { userId, email, redirectTo })
      return { user: (await findUserById(tx, userId, nowIso(config)))!.json }
    })
    return json(200, result.session ?? result.user)
  }
  // Parallel sign-ups with one new address: one insert wins, the others hit the unique index.
  // Asked again, they find the winner and answer as a repeated sign-up does.
  return register().catch((error: unknown) => {
    if (toDbError(error)?.code === UNIQUE_VIOLATION) return register()
    throw error
  })
}
