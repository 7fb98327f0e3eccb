import { z } from 'zod'
import { goString, readParams } from '../body'
import type { AuthHandler } from '../context'
import { AuthError, badRequest, validationFailed } from '../errors'
import { clientKeyOf } from '../rate-limit'
import { passwordGrant } from './token-password'
import { refreshTokenGrant } from './token-refresh'

const pkceParams = z.object({ auth_code: goString, code_verifier: goString })

/** We never issue PKCE auth codes, so every code is unknown, as GoTrue says for a stale one. */
const pkceGrant: AuthHandler = async ({ config }, { request }) => {
  const params = await readParams(request, 'PKCEGrantParams', pkceParams, config.maxBodyBytes)
  if (!params.auth_code || !params.code_verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty')
  }
  throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
}

/** POST /token?grant_type=… (GoTrue token.go Token). Rate limits apply per grant after the type check. */
export const token: AuthHandler = async (deps, call) => {
  const clientKey = clientKeyOf(call.request, deps.config)
  switch (call.url.searchParams.get('grant_type')) {
    case 'password':
      deps.limiter.checkRequest('signInSignUps', clientKey)
      return passwordGrant(deps, call)
    case 'refresh_token':
      deps.limiter.checkRequest('tokenRefresh', clientKey)
      return refreshTokenGrant(deps, call)
    case 'pkce':
      deps.limiter.checkRequest('signInSignUps', clientKey)
      return pkceGrant(deps, call)
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type')
  }
}
