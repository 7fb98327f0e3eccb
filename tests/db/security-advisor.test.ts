import { beforeAll, expect, it } from 'vitest'
import { ALLOWED_WARNINGS } from '../../scripts/advisor/allowed-warnings'
import {
  failures,
  findingKey,
  lintWithin,
  runAdvisor,
  type Finding,
} from '../../scripts/advisor/run'
import { Rollback } from '../../server/db/driver'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'

/**
 * Supabase's advisor (scripts/advisor/lints.ts) on the migrated database, as hosted Supabase runs
 * it on a project: no ERROR, and no WARN that is not on the allow-list with its reason.
 */
describeOnEachDatabase("Supabase's security advisor", (target) => {
  const db = useMigratedDatabase(target, { timeoutMs: 60_000 })
  let findings: Finding[]

  beforeAll(async () => {
    findings = await runAdvisor(db())
  })

  const keysOf = (level: Finding['level']) =>
    findings.filter((finding) => finding.level === level).map(findingKey)

  it('reports no ERROR', () => {
    expect(keysOf('ERROR')).toEqual([])
  })

  it('reports only the warnings on the allow-list', () => {
    expect(failures(findings).map(findingKey)).toEqual([])
  })

  it('keeps no allow-list entry that no longer matches a warning', () => {
    expect(Object.keys(ALLOWED_WARNINGS).filter((key) => !keysOf('WARN').includes(key))).toEqual([])
  })

  it('finds a definer view, an executable definer helper, a mutable search_path and loose policies when they come back', async () => {
    const probe = await db().transaction(async (tx) => {
      await tx.query(`create view public.advisor_probe_view as select id from public.users`)
      await tx.query(`grant select on public.advisor_probe_view to authenticated`)
      await tx.query(
        `create function public.advisor_probe_fn() returns int language sql security definer
         set search_path = '' as 'select 1'`,
      )
      await tx.query(`grant execute on function public.advisor_probe_fn() to anon`)
      await tx.query(
        `create function private.advisor_probe_path() returns int language sql as 'select 1'`,
      )
      await tx.query(`create table public.advisor_probe_table (id uuid primary key)`)
      await tx.query(`alter table public.advisor_probe_table enable row level security`)
      await tx.query(
        `create policy "anyone edits" on public.advisor_probe_table for update to authenticated
         using (true)`,
      )
      await tx.query(
        `create policy "per row" on public.advisor_probe_table for select to authenticated
         using (auth.uid() = id)`,
      )
      throw new Rollback(await lintWithin(tx))
    })
    expect(failures(probe).map(findingKey)).toEqual(
      expect.arrayContaining([
        'security_definer_view: public.advisor_probe_view',
        'anon_security_definer_function_executable: public.advisor_probe_fn()',
        'function_search_path_mutable: private.advisor_probe_path()',
        'rls_policy_always_true: public.advisor_probe_table: anyone edits',
        'auth_rls_initplan: public.advisor_probe_table: per row',
      ]),
    )
  })

  it('sees nothing exposed without pgrst.db_schemas: why every run sets it', async () => {
    const blind = await runAdvisor(db(), '')
    expect(blind.filter((finding) => finding.lint.endsWith('_executable'))).toEqual([])
    expect(keysOf('WARN').length).toBeGreaterThan(0)
  })
})
