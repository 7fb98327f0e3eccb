// Hosted Supabase entry (Deno): `supabase functions deploy assistant`. The handler is the same
// module the embedded backend serves at /functions/v1/assistant; deno.json maps its imports.
import { createAssistantHandler } from './handler.ts'
import { modelFromEnv } from './model.ts'

const env = (name: string) => Deno.env.get(name)

Deno.serve(
  createAssistantHandler({
    supabaseUrl: env('SUPABASE_URL')!,
    anonKey: env('SUPABASE_ANON_KEY')!,
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY')!,
    model: modelFromEnv(env),
  }),
)
