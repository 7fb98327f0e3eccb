import { z } from 'zod'

/** The defaults of `supabase start`: the SPA needs no .env to talk to us. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
export const DEFAULT_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const DEFAULT_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1'])
/** Whether listening on `host` serves this machine only. */
export const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host)

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : ['true', '1', 'on'].includes(value),
  )

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value)
const text = (fallback: string) =>
  z.preprocess(blankToUndefined, z.string().min(1).default(fallback))
const int = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(fallback))
/** 0 turns the feature off. */
const intOrOff = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(fallback))

const serverEnvSchema = z.object({
  BACKEND_HOST: text('127.0.0.1'),
  BACKEND_PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(65535).default(54321),
  ),
  DATA_DIR: text('.data/db'),
  DATABASE_URL: z.preprocess(blankToUndefined, z.string().url().optional()),
  JWT_SECRET: z.preprocess(blankToUndefined, z.string().min(32).default(DEFAULT_JWT_SECRET)),
  ANON_KEY: text(DEFAULT_ANON_KEY),
  SERVICE_ROLE_KEY: text(DEFAULT_SERVICE_ROLE_KEY),
  PUBLISHABLE_KEY: text(DEFAULT_PUBLISHABLE_KEY),
  SECRET_KEY: text(DEFAULT_SECRET_KEY),
  JWT_EXP: int(3600),
  API_EXTERNAL_URL: z.preprocess(blankToUndefined, z.string().url().optional()),
  SITE_URL: text('http://localhost:5173'),
  ADDITIONAL_REDIRECT_URLS: z.preprocess(
    blankToUndefined,
    z.string().default('http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173'),
  ),
  CORS_ORIGINS: z.preprocess(blankToUndefined, z.string().default('*')),
  ENABLE_EMAIL_CONFIRMATIONS: flag,
  ENABLE_SIGNUP: flag,
  UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: flag,
  RATE_LIMITS: flag,
  TRUST_PROXY: flag,
  BCRYPT_COST: z.preprocess(blankToUndefined, z.coerce.number().int().min(4).max(14).default(10)),
  MAX_BODY_BYTES: int(1_048_576),
  STATEMENT_TIMEOUT_MS: int(8000),
  MAX_REQUESTS_PER_CLIENT: intOrOff(8),
  MAX_REQUESTS_IN_FLIGHT: intOrOff(64),
  DEMO_RESET_INTERVAL_MS: intOrOff(15 * 60_000),
  SUPABASE_DIR: text('supabase'),
  // Optional: an OpenAI-compatible chat-completions endpoint that phrases the assistant's replies.
  ASSISTANT_LLM_URL: z.preprocess(blankToUndefined, z.string().url().optional()),
  ASSISTANT_LLM_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  ASSISTANT_LLM_MODEL: z.preprocess(blankToUndefined, z.string().optional()),
})

export type ServerEnv = z.infer<typeof serverEnvSchema>

/** Validated once; nothing else in server/ reads process.env. */
export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = serverEnvSchema.safeParse(source)
  if (!result.success)
    throw new Error(`Invalid backend configuration:\n${z.prettifyError(result.error)}`)
  return result.data
}
