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
 * POST /recover (GoTrue recover.go): always 200 {} so addresses cannot be probed; a known user
 * gets a recovery link (GET /verify?type=recovery) in the dev mailbox.
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
  }
  return json(200, {})
}
