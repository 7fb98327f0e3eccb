import type { SupabaseClient } from '@supabase/supabase-js'
import type { Backend } from '../server/app'
import { resolveRole } from '../server/rest/auth-role'
import { runRequest, type RequestInfo } from '../server/rest/execute'
import { inProcessClient } from './fixtures'
import { expectOk, type BenchContext, type Operation } from './operation'

type Call = (client: SupabaseClient) => PromiseLike<unknown>

/** What REST sees of `call` (headers, role, claims), so the envelope sets the same prelude. */
async function requestInfoOf(ctx: BenchContext, method: string, path: string, call: Call) {
  const token = expectOk(await ctx.account.client.auth.getSession()).data.session!.access_token
  let headers: Headers | undefined
  const spy = (async (input: string, init?: RequestInit) => {
    headers = new Headers(init?.headers)
    return ctx.backend(input, init)
  }) as Backend
  const client = inProcessClient(spy)
  expectOk(await client.auth.setSession({ access_token: token, refresh_token: 'unused' }))
  await call(client)
  const info: RequestInfo = {
    auth: resolveRole(token, ctx.config),
    method,
    path,
    schema: 'public',
    headers: headers!,
    clientKey: 'local',
  }
  return info
}

/**
 * `sql` in PostgREST's envelope (BEGIN, set_config prelude, statement, COMMIT), run as REST runs it.
 * Its text is marked so that it is prepared apart from (a)'s: Postgres re-plans a prepared
 * statement whenever the role running it changes RLS, and (a) runs as the table owner.
 */
function inEnvelope(ctx: BenchContext, info: RequestInfo, readOnly: boolean) {
  return (sql: string, params: unknown[]) =>
    runRequest(ctx.db, ctx.config, info, {
      sql: `${sql} /* envelope */`,
      params,
      readOnly,
      rollback: false,
    })
}

const ENVELOPE_NOTE = [
  '(b) = the same SQL in the envelope PostgREST uses (BEGIN [READ ONLY]; one select of set_config(…) for search_path, role, request.jwt.claims, method, path, headers, cookies; the statement; COMMIT), through the driver call REST makes (Driver.batch), as `authenticated` under RLS.',
  'The ≤ 2× target is read against (b) where there is one: it is the same operation done directly. (a) leaves out the role, the claims, RLS and the transaction that every REST request must have, and on PGlite the envelope alone costs about 1.5× (a).',
].join('\n')

const SELECT_SQL = `select id, email, name, role, plan from public.users where id = $1`

export async function selectByEq(ctx: BenchContext): Promise<Operation> {
  const { db, account } = ctx
  const query = (client: SupabaseClient) =>
    client.from('users').select('id,email,name,role,plan').eq('id', account.id)
  const envelope = inEnvelope(ctx, await requestInfoOf(ctx, 'GET', '/users', query), true)
  return {
    name: 'select-by-eq',
    notes: [
      `select-by-eq: the signed-in user reads their own row of public.users (RLS). (a) = \`${SELECT_SQL}\` as the table owner, no transaction.`,
      ENVELOPE_NOTE,
    ],
    variants: [
      {
        key: 'REST',
        label: "supabase-js from('users').select(…).eq('id', …)",
        run: async () => {
          const { data } = expectOk(await query(account.client))
          if (data?.length !== 1) throw new Error('expected the user to read their own row')
        },
      },
      {
        key: '(a)',
        label: 'direct: bare statement',
        run: () => db.query(SELECT_SQL, [account.id]),
      },
      {
        key: '(b)',
        label: 'direct: in the PostgREST envelope',
        run: () => envelope(SELECT_SQL, [account.id]),
      },
    ],
  }
}

const INSERT_SQL = `insert into public.bench_notes (owner, body) values ($1, $2) returning id, owner, body, created_at`

export async function insertReturning(ctx: BenchContext): Promise<Operation> {
  const { db, account } = ctx
  const insert = (client: SupabaseClient, i: number) =>
    client
      .from('bench_notes')
      .insert({ owner: account.id, body: `note ${i}` })
      .select()
  const info = await requestInfoOf(ctx, 'POST', '/bench_notes', (client) => insert(client, -1))
  const envelope = inEnvelope(ctx, info, false)
  return {
    name: 'insert + representation',
    notes: [
      `insert: one row into bench_notes (bench-only table, RLS insert and select policies), returned. (a) = \`${INSERT_SQL}\` as the table owner, autocommit.`,
      ENVELOPE_NOTE,
    ],
    variants: [
      {
        key: 'REST',
        label: 'supabase-js insert(…).select()',
        run: async (i) => expectOk(await insert(account.client, i)),
      },
      {
        key: '(a)',
        label: 'direct: bare INSERT … RETURNING',
        run: (i) => db.query(INSERT_SQL, [account.id, `note ${i}`]),
      },
      {
        key: '(b)',
        label: 'direct: in the PostgREST envelope',
        run: (i) => envelope(INSERT_SQL, [account.id, `note ${i}`]),
      },
    ],
  }
}
