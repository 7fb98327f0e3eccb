import { expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { requestAs, serviceRole, signedIn, anon, type Caller } from './request-as'

/**
 * PostgREST serves every function of an exposed schema that the caller may EXECUTE as
 * POST /rest/v1/rpc/<name>. These are the only ones the app's roles may call; a new function in
 * public is callable by nobody until a migration grants it, and then it must be added here.
 */
const RPCS_FOR_ANON: string[] = []
const RPCS_FOR_AUTHENTICATED = [
  'advocate_dashboard_stats(OUT client_messages integer, OUT profile_views integer, OUT consultations integer, OUT forum_replies integer)',
  'advocate_directory_page(search text, area text, language text, state text, city text, min_years integer, max_fee integer, sort text, after uuid, page_size integer)',
  'delete_my_account(password text)',
  'export_my_data()',
  'forum_search_suggestion(search text, category text, OUT suggested_category text, OUT has_matches boolean)',
  'forum_thread_page(search text, category text, sort text, after uuid, page_size integer)',
  'mark_all_notifications_read()',
  'mark_conversation_read(conversation uuid)',
  'my_advocate_profile_status()',
  'my_forum_activity(OUT threads integer, OUT replies integer)',
  'my_forum_threads(after uuid, page_size integer)',
  'record_profile_view(advocate uuid)',
  'search_knowledge(question text, cited jsonb, max_results integer)',
]

/** The schemas the REST API exposes (Supabase's default `db-schemas`). */
const EXPOSED_SCHEMAS = ['public', 'graphql_public']

describeOnEachDatabase('EXECUTE on functions', (target) => {
  const db = useMigratedDatabase(target)

  const callableBy = async (role: string) =>
    (
      await db().query<{ fn: string }>(
        `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn
         from pg_proc as p
         join pg_namespace as n on n.oid = p.pronamespace
         where n.nspname = any ($1) and has_function_privilege($2, p.oid, 'execute')
         order by 1`,
        [EXPOSED_SCHEMAS, role],
      )
    ).rows.map((row) => row.fn)

  it('lets anon call no function over REST', async () => {
    expect(await callableBy('anon')).toEqual(RPCS_FOR_ANON)
  })

  it('lets signed-in users call only the RPCs the app calls', async () => {
    expect(await callableBy('authenticated')).toEqual(RPCS_FOR_AUTHENTICATED)
  })

  it('keeps trigger functions out of the exposed schemas, where each would be an RPC endpoint', async () => {
    const { rows } = await db().query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc as p
       join pg_namespace as n on n.oid = p.pronamespace
       where n.nspname = any ($1) and p.prorettype = 'trigger'::regtype order by 1`,
      [EXPOSED_SCHEMAS],
    )
    expect(rows).toEqual([])
  })

  it('makes new functions in public callable by nobody until granted', async () => {
    const outcome = await db().transaction(async (tx) => {
      // As a migration makes it: as postgres (server/db/migrate.ts).
      await tx.query(`select set_config('role', 'postgres', true)`)
      await tx.query(
        `create function public.probe_new_function() returns int language sql as 'select 1'`,
      )
      const { rows } = await tx.query<{ anon: boolean; authenticated: boolean }>(
        `select has_function_privilege('anon', 'public.probe_new_function()', 'execute') as anon,
                has_function_privilege('authenticated', 'public.probe_new_function()', 'execute')
                  as authenticated`,
      )
      await tx.query('drop function public.probe_new_function()')
      return rows[0]
    })
    expect(outcome).toEqual({ anon: false, authenticated: false })
  })

  // A function in a check, a policy, a view or a column default runs with the privileges of the
  // role that writes or reads the row, so each such function must stay executable by every role.
  it('keeps every function a check, policy, view or default calls executable by the app roles', async () => {
    const { rows } = await db().query<{ fn: string; role: string }>(
      `with used as (
         select distinct d.refobjid as fn
         from pg_depend as d
         where d.refclassid = 'pg_proc'::regclass
           and d.classid = any (array['pg_constraint', 'pg_policy', 'pg_rewrite', 'pg_attrdef']::regclass[])
       )
       select u.fn::regprocedure::text as fn, r.role
       from used as u
       cross join unnest(array['anon', 'authenticated', 'service_role']) as r (role)
       where not has_function_privilege(r.role, u.fn, 'execute')`,
    )
    expect(rows).toEqual([])
  })

  it('answers every readable table and view for each role that may read it', async () => {
    const { rows } = await db().query<{ relation: string; role: string }>(
      `select format('%I.%I', n.nspname, c.relname) as relation, r.role
       from pg_class as c
       join pg_namespace as n on n.oid = c.relnamespace
       cross join unnest(array['anon', 'authenticated']) as r (role)
       where n.nspname = 'public' and c.relkind in ('r', 'v')
         and has_table_privilege(r.role, c.oid, 'select')
       order by 1, 2`,
    )
    expect(rows.length).toBeGreaterThan(10)
    const someone = { id: '71111111-1111-4111-8111-111111111111', email: 'fp@example.test' }
    const callers: Record<string, Caller> = { anon, authenticated: signedIn(someone) }
    const failures: string[] = []
    for (const { relation, role } of rows) {
      const outcome = await requestAs(db(), callers[role], `select * from ${relation} limit 1`)
      if (!outcome.ok) failures.push(`${relation} as ${role}: ${outcome.code} ${outcome.message}`)
    }
    expect(failures).toEqual([])
    expect(
      await requestAs(db(), serviceRole, 'select count(*) from public.advocate_directory'),
    ).toMatchObject({ ok: true })
  })
})
