import { databaseAnswers } from '../../db/driver'
import { json, jsonText } from '../../http/respond'
import { verifyJwt } from '../../jwt'
import { AuthError, forbidden } from '../errors'
import type { AuthHandler } from '../context'
import { readMailbox } from '../mailbox'

const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
]

/** GET /settings (GoTrue settings.go): only e-mail sign-in exists here. */
export const settings: AuthHandler = async ({ config }) =>
  json(200, {
    external: Object.fromEntries(PROVIDERS.map((name) => [name, name === 'email'])),
    disable_signup: !config.signupEnabled,
    mailer_autoconfirm: config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  })

/** GET /health (GoTrue HealthCheck), 503 while the database does not answer. */
export const health: AuthHandler = async ({ db }) => {
  if (!(await databaseAnswers(db)))
    throw new AuthError(503, 'unexpected_failure', 'The database is not available')
  return json(200, {
    version: 'embedded',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  })
}

/** GET /.well-known/jwks.json: HS256 secrets are never published, so the set is empty. */
export const jwks: AuthHandler = async () =>
  json(200, { keys: [] }, { 'cache-control': 'public, max-age=600' })

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * GET /dev/mailbox?email=… — not GoTrue: the e-mails this backend would have sent (dev only). It
 * holds every recovery link, so only the service key may read it, and only through a loopback
 * Host (a page on another site could otherwise reach it by DNS rebinding). No CORS: see app.ts.
 */
export const devMailbox: AuthHandler = async ({ db, config }, { url, bearer }) => {
  if (!LOOPBACK_HOSTNAMES.has(url.hostname))
    throw forbidden('no_authorization', 'The dev mailbox is served to localhost only')
  const verified = bearer ? verifyJwt(bearer, config.jwtSecret, config.now()) : undefined
  if (!verified?.ok || verified.payload.role !== 'service_role')
    throw forbidden('no_authorization', 'The dev mailbox needs the service role key')
  return jsonText(200, await readMailbox(db, url.searchParams.get('email')), {
    'cache-control': 'no-store',
  })
}
