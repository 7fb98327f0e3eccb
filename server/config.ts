import {
  DEFAULT_ANON_KEY,
  DEFAULT_JWT_SECRET,
  DEFAULT_PUBLISHABLE_KEY,
  DEFAULT_SECRET_KEY,
  DEFAULT_SERVICE_ROLE_KEY,
  type ServerEnv,
  isLoopback,
} from './env'
import { modelFromEnv, type ModelSettings } from '../supabase/functions/assistant/model.ts'

export type RateLimits = {
  windowMs: number
  /** Sign-ins and sign-ups per IP and window (supabase start: 30 per 5 min). */
  signInSignUps: number
  /** Token refreshes per IP and window (supabase start: 150 per 5 min). */
  tokenRefresh: number
  /** /verify calls (links and codes) per IP and window (supabase start: 30 per 5 min). */
  tokenVerifications: number
  /** E-mails per address and hour, all kinds (supabase start: 2, for the whole instance). */
  emailSent: number
}

export const SUPABASE_START_RATE_LIMITS: RateLimits = {
  windowMs: 5 * 60_000,
  signInSignUps: 30,
  tokenRefresh: 150,
  tokenVerifications: 30,
  emailSent: 2,
}

/**
 * Load shedding in front of the database (http/load-shedding.ts): requests in flight — waiting
 * for the database or being served — per client (clientKeyOf) and server-wide; more are answered
 * 503 with Retry-After. A browser opens at most 6 connections to one host, so `perClient` above
 * that is never hit by one person's session.
 */
export type LoadShedding = {
  perClient: number
  total: number
  /**
   * How long a client's requests are refused after one of its statements ran past its deadline
   * or broke PGlite's connection: each such statement costs everyone a restart of the database.
   */
  faultCooldownMs: number
  /**
   * Request bodies one client may send: `bodyBytesBurst` at once, refilled at `bodyBytesPerSecond`.
   * Parsing a 1 MiB JSON body takes the one JavaScript thread some 20 ms: a client sending them
   * in a loop would keep it busy, however soon the body is refused.
   */
  bodyBytesPerSecond: number
  bodyBytesBurst: number
}

export type BackendConfig = {
  jwtSecret: string
  /** Access-token lifetime in seconds (GoTrue default 3600). */
  jwtExp: number
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
  /** Public base URL of this API, e.g. http://127.0.0.1:54321 (the JWT issuer is `${apiUrl}/auth/v1`). */
  apiUrl: string
  siteUrl: string
  redirectUrls: string[]
  corsOrigins: '*' | string[]
  /** true = e-mail confirmation off (supabase start default): sign-up returns a session. */
  autoconfirm: boolean
  signupEnabled: boolean
  /**
   * GoTrue's UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD (hosted: Auth settings, 'Require current
   * password when updating'): PUT /user with a new password must carry current_password, except
   * in a session that a recovery link or code opened.
   */
  updatePasswordRequiresCurrent: boolean
  /** Serve GET /auth/v1/dev/mailbox (the e-mails we would have sent). Only on loopback. */
  devMailbox: boolean
  rateLimits: RateLimits | false
  /**
   * Key per-IP rate limits on the address our proxy appended to X-Forwarded-For (else X-Real-IP)
   * instead of the socket's address. Off, anyone could pick their own address by sending the header.
   */
  trustProxy: boolean
  /** false = no load shedding (in-process tests, whose calls all come from one 'local' client). */
  loadShedding: LoadShedding | false
  bcryptCost: number
  minPasswordLength: number
  refreshTokenReuseIntervalS: number
  maxBodyBytes: number
  /** Per-role bound on a REST transaction, like `alter role … set statement_timeout`. */
  statementTimeoutMs: Record<'anon' | 'authenticated' | 'service_role', number>
  maxRows: number
  /** The model that may phrase the legal assistant's replies; undefined = deterministic only. */
  assistantModel?: ModelSettings
  /** Clock in ms; tests move it to expire tokens without waiting. */
  now: () => number
  log: (line: string) => void
}

export function defaultConfig(overrides: Partial<BackendConfig> = {}): BackendConfig {
  return {
    jwtSecret: DEFAULT_JWT_SECRET,
    jwtExp: 3600,
    anonKey: DEFAULT_ANON_KEY,
    serviceRoleKey: DEFAULT_SERVICE_ROLE_KEY,
    publishableKey: DEFAULT_PUBLISHABLE_KEY,
    secretKey: DEFAULT_SECRET_KEY,
    apiUrl: 'http://127.0.0.1:54321',
    siteUrl: 'http://localhost:5173',
    redirectUrls: [],
    corsOrigins: '*',
    autoconfirm: true,
    signupEnabled: true,
    updatePasswordRequiresCurrent: true,
    devMailbox: true,
    rateLimits: false,
    trustProxy: false,
    loadShedding: false,
    bcryptCost: 10,
    minPasswordLength: 6,
    refreshTokenReuseIntervalS: 10,
    maxBodyBytes: 1_048_576,
    statementTimeoutMs: { anon: 3000, authenticated: 8000, service_role: 8000 },
    maxRows: 1000,
    now: Date.now,
    log: (line) => console.log(line),
    ...overrides,
  }
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

export function configFromEnv(env: ServerEnv): BackendConfig {
  const timeout = env.STATEMENT_TIMEOUT_MS
  return defaultConfig({
    jwtSecret: env.JWT_SECRET,
    jwtExp: env.JWT_EXP,
    anonKey: env.ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY,
    publishableKey: env.PUBLISHABLE_KEY,
    secretKey: env.SECRET_KEY,
    apiUrl: env.API_EXTERNAL_URL ?? `http://${env.BACKEND_HOST}:${env.BACKEND_PORT}`,
    siteUrl: env.SITE_URL,
    redirectUrls: list(env.ADDITIONAL_REDIRECT_URLS),
    corsOrigins: env.CORS_ORIGINS === '*' ? '*' : list(env.CORS_ORIGINS),
    autoconfirm: !(env.ENABLE_EMAIL_CONFIRMATIONS ?? false),
    signupEnabled: env.ENABLE_SIGNUP ?? true,
    updatePasswordRequiresCurrent: env.UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD ?? true,
    devMailbox: isLoopback(env.BACKEND_HOST),
    // On by default wherever the API is reachable from other machines.
    rateLimits:
      (env.RATE_LIMITS ?? !isLoopback(env.BACKEND_HOST)) ? SUPABASE_START_RATE_LIMITS : false,
    trustProxy: env.TRUST_PROXY ?? false,
    loadShedding: {
      perClient: env.MAX_REQUESTS_PER_CLIENT || Infinity,
      total: env.MAX_REQUESTS_IN_FLIGHT || Infinity,
      faultCooldownMs: 30_000,
      // A document's answers are at most 64 KiB, saved at most every 0.8 s while someone types.
      bodyBytesPerSecond: 256 * 1024,
      bodyBytesBurst: 2 * env.MAX_BODY_BYTES,
    },
    assistantModel: modelFromEnv((name) => env[name as keyof ServerEnv] as string | undefined),
    bcryptCost: env.BCRYPT_COST,
    maxBodyBytes: env.MAX_BODY_BYTES,
    statementTimeoutMs: {
      anon: Math.min(3000, timeout),
      authenticated: timeout,
      service_role: timeout,
    },
  })
}
