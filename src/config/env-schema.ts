// zod/mini, not zod: vite.config.ts (Node) runs this when the dev server starts and on every build.
import * as z from 'zod/mini'

/** The well-known local anon key of `supabase start`; the embedded backend accepts it too. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const url = () => z.url({ error: 'must be an absolute URL, e.g. http://127.0.0.1:54321' })

/** `/`: the API is on the page's own origin (npm start serves both); else its absolute URL. */
const SAME_ORIGIN = '/'

const envSchema = z.object({
  VITE_SUPABASE_URL: z._default(z.union([z.literal(SAME_ORIGIN), url()]), 'http://127.0.0.1:54321'),
  VITE_SUPABASE_ANON_KEY: z._default(
    z.string({ error: 'must be a non-empty string' }).check(z.minLength(1)),
    LOCAL_ANON_KEY,
  ),
  VITE_DEMO_URL: z.optional(url()),
  VITE_SITE_URL: z.optional(url()),
})

export type Env = z.infer<typeof envSchema>

/** An empty variable (`VITE_DEMO_URL=` in a .env file) means 'not set'. */
function withoutEmptyValues(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
}

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(withoutEmptyValues(source))
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}
