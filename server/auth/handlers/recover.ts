import { z } from 'zod'
import { json } from '../../http/respond'
import { goString, readParams } from '../body'
import { nowIso, type AuthHandler } from '../context'
import { validateEmail } from '../email'
import { validationFailed } from '../errors'
import { sendRecovery } from '../one-time-mail'
import { redirectTarget } from '../redirect'
import { findUserByEmail } from '../users-repo'

const recoverParams = z.object({
  email: goString,
  code_challenge: goString,
  code_challenge_method: goString,
})

/**
 * POST /recover (GoTrue recover.go): 200 {} whether or not the address has an account, so
 * addresses cannot be probed; a known user gets a recovery link (GET /verify?type=recovery) in
 * the dev mailbox. Unlike GoTrue, unknown addresses use up the hourly e-mail limit as well.
 */
export const recover: AuthHandler = async (deps, { request, url }) => {
  const { db, config } = deps
  const params = await readParams(request, 'RecoverParams', recoverParams, config.maxBodyBytes)
  if (!params.email) throw validationFailed('Password recovery requires an email')
  const email = validateEmail(params.email)
  const redirectTo = redirectTarget(config, request, url.searchParams.get('redirect_to'))
  const user = await findUserByEmail(db, email, nowIso(config))
  if (user) {
    await db.transaction((tx) =>
      sendRecovery(tx, deps, { userId: user.id, email: user.email, redirectTo }),
    )
  } else {
    // The hourly e-mail limit must answer alike, or its 429 would tell which addresses exist.
    deps.limiter.checkEmail(email)
  }
  return json(200, {})
}
