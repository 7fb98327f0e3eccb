import type { BackendConfig } from '../config'
import { toDbError, type Driver } from '../db/driver'
import type { AuthDeps, AuthHandler } from './context'
import { demoAccountLockedError, metadataTooLargeError } from './demo-account-lock'
import { AuthError, errorResponse, isAuthFailure, UNEXPECTED_FAILURE } from './errors'
import { signup } from './handlers/signup'
import { token } from './handlers/token'
import { getUser } from './handlers/user-get'
import { updateUser } from './handlers/user-update'
import { logout } from './handlers/logout'
import { recover } from './handlers/recover'
import { resend } from './handlers/resend'
import { verifyGet, verifyPost } from './handlers/verify'
import { devMailbox, health, jwks, settings } from './handlers/meta'
import { createRateLimiter } from './rate-limit'
import type { ApiRequest } from '../http/request'

type AuthContext = { db: Driver; config: BackendConfig }
type AuthRequest = {
  request: ApiRequest
  url: URL
  path: string
  bearer: string | undefined
}

type Routes = Record<string, Partial<Record<string, AuthHandler>>>

const ROUTES: Routes = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/settings': { GET: settings },
  '/health': { GET: health },
  '/.well-known/jwks.json': { GET: jwks },
  '/dev/mailbox': { GET: devMailbox },
}

/** Every method and path served under /auth/v1, for suites that must cover them all. */
export const AUTH_ENDPOINTS = Object.entries(ROUTES).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({ method, path })),
)

function findRoute(config: BackendConfig, path: string) {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (normalized === '/dev/mailbox' && !config.devMailbox) return undefined
  return Object.hasOwn(ROUTES, normalized) ? ROUTES[normalized] : undefined
}

/** GoTrue subset under /auth/v1. */
export function createAuth({ db, config }: AuthContext) {
  const deps: AuthDeps = { db, config, limiter: createRateLimiter(config) }

  return {
    async handle({ request, url, path, bearer }: AuthRequest): Promise<Response> {
      try {
        const route = findRoute(config, path)
        if (!route) throw new AuthError(404, 'not_found', 'Not Found')
        const handler = Object.hasOwn(route, request.method) ? route[request.method] : undefined
        if (!handler) {
          const response = errorResponse(
            new AuthError(405, 'method_not_allowed', 'Method Not Allowed'),
            request,
          )
          response.headers.set('allow', Object.keys(route).join(', '))
          return response
        }
        return await handler(deps, { request, url, bearer })
      } catch (error) {
        if (isAuthFailure(error)) return errorResponse(error, request)
        // A rule of the database refused the write: a demo account's credentials or metadata, or
        // metadata over its cap (PUT /user, /verify, sign-up).
        const refused = demoAccountLockedError(error) ?? metadataTooLargeError(error)
        if (refused) return errorResponse(refused, request)
        // Input Postgres refuses (bad encoding, out-of-range values) is the client's fault, not ours.
        const dbError = toDbError(error)
        if (dbError?.code.startsWith('22')) {
          return errorResponse(
            new AuthError(400, 'validation_failed', `Invalid input: ${dbError.message}`),
            request,
          )
        }
        config.log(
          `auth: unexpected error on ${request.method} ${path}: ${error instanceof Error ? error.stack : String(error)}`,
        )
        return errorResponse(new AuthError(500, 'unexpected_failure', UNEXPECTED_FAILURE), request)
      }
    },
  }
}
