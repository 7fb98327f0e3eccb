import type { SupabaseClient } from '@supabase/supabase-js'
import type { Backend } from '../server/app'
import type { Driver } from '../server/db/driver'
import { DEFAULT_ANON_KEY } from '../server/env'
import { nodeClient } from '../tests/support/client'

const API_URL = 'http://127.0.0.1:54321'

/**
 * A bench-only table (never a migration): each user inserts and reads only their own notes, so
 * the insert goes through an RLS check and `.select()` through a select policy, as in the app.
 */
export const BENCH_TABLE_SQL = `
  create table public.bench_notes (
    id bigint generated always as identity primary key,
    owner uuid not null references auth.users (id),
    body text not null,
    created_at timestamptz not null default now()
  );
  alter table public.bench_notes enable row level security;
  revoke all on public.bench_notes from anon, authenticated;
  grant select, insert on public.bench_notes to authenticated;
  create policy "Users can add their own notes" on public.bench_notes for insert to authenticated
    with check ((select auth.uid()) = owner);
  create policy "Users can read their own notes" on public.bench_notes for select to authenticated
    using ((select auth.uid()) = owner);`

/** supabase-js with the backend as its fetch: no socket, the handler is called in-process. */
export const inProcessClient = (backend: Backend): SupabaseClient =>
  nodeClient(API_URL, DEFAULT_ANON_KEY, { fetch: backend })

export type Account = { id: string; email: string; password: string; client: SupabaseClient }

/** Signs up through the API (bcrypt at the configured cost); the database creates the profile. */
export async function createAccount(backend: Backend, email: string): Promise<Account> {
  const password = 'bench-password-1'
  const client = inProcessClient(backend)
  const { data, error } = await client.auth.signUp({ email, password })
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`)
  return { id: data.user.id, email, password, client }
}

export async function createBenchTable(db: Driver): Promise<void> {
  await db.exec(BENCH_TABLE_SQL)
}
