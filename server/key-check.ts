import {
  DEFAULT_ANON_KEY,
  DEFAULT_JWT_SECRET,
  DEFAULT_PUBLISHABLE_KEY,
  DEFAULT_SECRET_KEY,
  DEFAULT_SERVICE_ROLE_KEY,
  type ServerEnv,
  isLoopback,
} from './env'
import { verifyJwt } from './jwt'

/** The values every Supabase CLI prints: anyone holding them is anon, or service_role. */
const PUBLIC_DEFAULTS = {
  JWT_SECRET: DEFAULT_JWT_SECRET,
  ANON_KEY: DEFAULT_ANON_KEY,
  SERVICE_ROLE_KEY: DEFAULT_SERVICE_ROLE_KEY,
  PUBLISHABLE_KEY: DEFAULT_PUBLISHABLE_KEY,
  SECRET_KEY: DEFAULT_SECRET_KEY,
} as const

/**
 * Why the backend must not start with these keys, or [] when it may. Off loopback, none may keep
 * its public default (a default sb_secret_ key stays a service-role key whatever JWT_SECRET is).
 * Anywhere, the two JWT keys must be signed with JWT_SECRET for their role, or nothing works.
 */
export function keyProblems(env: ServerEnv, nowMs = Date.now()): string[] {
  const problems: string[] = []
  if (!isLoopback(env.BACKEND_HOST)) {
    const defaults = Object.entries(PUBLIC_DEFAULTS)
      .filter(([name, value]) => env[name as keyof typeof PUBLIC_DEFAULTS] === value)
      .map(([name]) => name)
    if (defaults.length > 0) {
      problems.push(
        `Refusing to listen on ${env.BACKEND_HOST} with the public default ${defaults.join(', ')}: ` +
          'anyone could use them. Set JWT_SECRET, ANON_KEY and SERVICE_ROLE_KEY (signed with it), ' +
          'PUBLISHABLE_KEY and SECRET_KEY for a real deployment.',
      )
    }
  }
  for (const [name, role] of [
    ['ANON_KEY', 'anon'],
    ['SERVICE_ROLE_KEY', 'service_role'],
  ] as const) {
    const verified = verifyJwt(env[name], env.JWT_SECRET, nowMs)
    if (!verified.ok || verified.payload.role !== role)
      problems.push(`${name} must be a current JWT signed with JWT_SECRET whose role is ${role}.`)
  }
  if (env.SECRET_KEY === env.PUBLISHABLE_KEY)
    problems.push('SECRET_KEY and PUBLISHABLE_KEY must differ.')
  return problems
}
