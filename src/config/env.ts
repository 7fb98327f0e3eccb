import { z } from 'zod'

/** The well-known local anon key of `supabase start`; the embedded backend accepts it too. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const envSchema = z.object({
  VITE_SUPABASE_URL: z.preprocess(emptyToUndefined, z.url().default('http://127.0.0.1:54321')),
  VITE_SUPABASE_ANON_KEY: z.preprocess(emptyToUndefined, z.string().min(1).default(LOCAL_ANON_KEY)),
  VITE_DEMO_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  VITE_SITE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}

/** Validated once at start-up; nothing else reads import.meta.env. */
export const env = parseEnv(import.meta.env)
