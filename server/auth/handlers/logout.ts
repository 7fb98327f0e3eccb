import { empty } from '../../http/respond'
import { authenticate } from '../authenticate'
import type { AuthHandler } from '../context'
import { validationFailed } from '../errors'
import { deleteAllSessions, deleteOtherSessions, deleteSession } from '../sessions'

const SCOPES = { '': 'global', global: 'global', local: 'local', others: 'others' } as const

/** POST /logout?scope=global|local|others (GoTrue logout.go): 204, sessions deleted. */
export const logout: AuthHandler = async (deps, call) => {
  const { user, sessionId } = await authenticate(deps, call)
  const requested = call.url.searchParams.get('scope') ?? ''
  const scope = Object.hasOwn(SCOPES, requested)
    ? SCOPES[requested as keyof typeof SCOPES]
    : undefined
  if (!scope) throw validationFailed(`Unsupported logout scope ${JSON.stringify(requested)}`)

  // Everyone shares a demo account: ending all its sessions would sign out every other visitor.
  const isShared = user.json.app_metadata.demo === true
  await deps.db.transaction(async (tx) => {
    if (isShared || (sessionId && scope === 'local')) {
      if (sessionId) await deleteSession(tx, sessionId)
    } else if (sessionId && scope === 'others') await deleteOtherSessions(tx, user.id, sessionId)
    else await deleteAllSessions(tx, user.id)
  })
  return empty(204)
}
