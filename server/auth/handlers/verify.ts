import { z } from 'zod'
import { json } from '../../http/respond'
import { goString, readParams } from '../body'
import type { AuthHandler } from '../context'
import { validateEmail } from '../email'
import { demoAccountLockedError } from '../demo-account-lock'
import { AuthError, unprocessable, validationFailed } from '../errors'
import { redirectTarget, withFragment } from '../redirect'
import { clientOf } from '../sessions'
import { clientKeyOf } from '../rate-limit'
import { verifyAndSignIn, type Proof } from '../verify-core'
import { recordWrongCode } from '../wrong-codes'

/** GoTrue's oauthErrorMap: the `error` of an error redirect. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } })

/**
 * GET /verify?token=…&type=…&redirect_to=… — the link in the e-mail. Always a 303 to the app:
 * the session in the fragment (implicit flow, auth-js reads it), or the error there.
 */
export const verifyGet: AuthHandler = async (deps, { request, url }) => {
  deps.limiter.checkRequest('tokenVerifications', clientKeyOf(request, deps.config))
  const type = url.searchParams.get('type') ?? ''
  const token = url.searchParams.get('token') ?? ''
  if (!type) throw validationFailed('Verify requires a verification type')
  if (!token) throw validationFailed('Verify requires a token or a token hash')
  const redirectTo = redirectTarget(deps.config, request, url.searchParams.get('redirect_to'))
  try {
    const session = await deps.db.transaction((tx) =>
      verifyAndSignIn(tx, deps, { type, tokenHash: token }, clientOf(request)),
    )
    return seeOther(
      withFragment(redirectTo, {
        access_token: session.access_token,
        token_type: session.token_type,
        expires_in: String(session.expires_in),
        expires_at: String(session.expires_at),
        refresh_token: session.refresh_token,
        sb: '',
        type,
      }),
    )
  } catch (caught) {
    // A demo account's e-mail change link ends like any refused link: back to the app with the error.
    const error = demoAccountLockedError(caught) ?? caught
    if (!(error instanceof AuthError)) throw error
    const oauthError = OAUTH_ERRORS[error.status]
    return seeOther(
      withFragment(redirectTo, {
        ...(oauthError ? { error: oauthError } : {}),
        error_code: error.code,
        error_description: error.message,
        sb: '',
      }),
    )
  }
}

const verifyParams = z.object({
  type: goString,
  token: goString,
  token_hash: goString,
  email: goString,
  phone: goString,
  redirect_to: goString,
})

/** POST /verify {type, token_hash} or {type, token, email}: the same, answered with the session. */
export const verifyPost: AuthHandler = async (deps, { request }) => {
  deps.limiter.checkRequest('tokenVerifications', clientKeyOf(request, deps.config))
  const params = await readParams(request, 'VerifyParams', verifyParams, deps.config.maxBodyBytes)
  if (!params.type) throw validationFailed('Verify requires a verification type')
  if (!params.token === !params.token_hash)
    throw validationFailed('Verify requires either a token or a token hash')
  let proof: Proof
  if (params.token) {
    if (!params.email || params.phone) {
      throw validationFailed('Only an email address or phone number should be provided on verify')
    }
    let email: string
    try {
      email = validateEmail(params.email)
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format')
    }
    proof = { type: params.type, email, otp: params.token }
  } else {
    if (params.email || params.phone || params.redirect_to) {
      throw validationFailed('Only the token_hash and type should be provided')
    }
    proof = { type: params.type, tokenHash: params.token_hash }
  }
  try {
    const session = await deps.db.transaction((tx) =>
      verifyAndSignIn(tx, deps, proof, clientOf(request)),
    )
    return json(200, session)
  } catch (error) {
    if ('otp' in proof && error instanceof AuthError && error.code === 'otp_expired')
      await recordWrongCode(deps.db, deps, proof.email)
    throw error
  }
}
