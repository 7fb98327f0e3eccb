import { json } from '../../http/respond'
import { authenticate } from '../authenticate'
import type { AuthHandler } from '../context'

/** GET /user: the signed-in user, while their session exists. */
export const getUser: AuthHandler = async (deps, call) => {
  const { user } = await authenticate(deps, call)
  return json(200, user.json)
}
