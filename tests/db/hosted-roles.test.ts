import path from 'node:path'
import { expect, it } from 'vitest'
import { Rollback } from '../../server/db/driver'
import { migrate } from '../../server/db/migrate'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'

/**
 * The migrations as hosted Supabase runs them (server/db/bootstrap.sql, server/db/migrate.ts): the
 * database's superuser is supabase_admin, postgres is not a superuser and runs every migration
 * and the seed, and new tables are granted to no API role until a migration says so.
 */
describeOnEachDatabase('migrations as hosted Supabase runs them', (target) => {
  const db = useMigratedDatabase(target, { timeoutMs: 60_000 })

  const rows = async <Row>(sql: string) => (await db().query<Row>(sql)).rows

  it('runs them as postgres, which is not a superuser, beside the superuser supabase_admin', async () => {
    expect(
      await rows(
        `select rolname, rolsuper from pg_roles
         where rolname in ('postgres', 'supabase_admin') order by rolname`,
      ),
    ).toEqual([
      { rolname: 'postgres', rolsuper: false },
      { rolname: 'supabase_admin', rolsuper: true },
    ])
    // Everything the migrations made in the app's schemas is postgres's.
    expect(
      await rows(
        `select c.oid::regclass::text as object from pg_class as c
         where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace)
           and c.relowner <> 'postgres'::regrole
         union all
         select p.oid::regprocedure::text from pg_proc as p
         where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
           and p.proowner <> 'postgres'::regrole`,
      ),
    ).toEqual([])
  })

  it('makes nothing in auth, storage or realtime but triggers on auth.users', async () => {
    expect(
      await rows(
        `select n.nspname || '.' || c.relname as object from pg_class as c
         join pg_namespace as n on n.oid = c.relnamespace
         where n.nspname in ('auth', 'storage', 'realtime') and c.relowner = 'postgres'::regrole
         union all
         select p.oid::regprocedure::text from pg_proc as p
         join pg_namespace as n on n.oid = p.pronamespace
         where n.nspname in ('auth', 'storage', 'realtime') and p.proowner = 'postgres'::regrole
         union all
         select t.typname from pg_type as t
         join pg_namespace as n on n.oid = t.typnamespace
         where n.nspname in ('auth', 'storage', 'realtime') and t.typowner = 'postgres'::regrole
         union all
         select 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass::text from pg_trigger as t
         join pg_class as c on c.oid = t.tgrelid
         where c.relnamespace = 'auth'::regnamespace and t.tgrelid <> 'auth.users'::regclass
           and not t.tgisinternal`,
      ),
    ).toEqual([])
    expect(
      (
        await rows<{ n: number }>(
          `select count(*)::int as n from pg_trigger
         where tgrelid = 'auth.users'::regclass and not tgisinternal`,
        )
      )[0]!.n,
    ).toBeGreaterThan(0)
  })

  it('grants a new table in public to no API role until a migration does', async () => {
    const privileges = await db().transaction(async (tx) => {
      await tx.query(`select set_config('role', 'postgres', true)`)
      await tx.query('create table public.hosted_roles_probe (id int)')
      const { rows: granted } = await tx.query<{ role: string; can: boolean }>(
        `select r as role, has_table_privilege(r, 'public.hosted_roles_probe', 'select') as can
         from unnest(array['anon', 'authenticated', 'service_role']) as r order by r`,
      )
      throw new Rollback(granted)
    })
    expect(privileges).toEqual([
      { role: 'anon', can: false },
      { role: 'authenticated', can: false },
      { role: 'service_role', can: false },
    ])
  })

  it('finds nothing to do the second time', async () => {
    expect(await migrate(db(), path.resolve('supabase'))).toEqual({ applied: [], seeded: false })
  })
})
