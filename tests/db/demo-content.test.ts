import { expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'

/**
 * The demo's snapshot, reset and purge know a table only by its row in private.demo_content
 * (supabase/migrations/20261206090000_demo_content_registry.sql). A table a user owns without one
 * would keep what visitors of the shared demo accounts wrote there for every visitor after them, so
 * each such table is registered, or listed as not demo content with the reason.
 */

/** Tables of public with a column referencing public.users or auth.users, and no registry row. */
const UNREGISTERED = `
  select distinct c.relname as relation
  from pg_constraint as k
  join pg_class as c on c.oid = k.conrelid
  where k.contype = 'f' and k.connamespace = 'public'::regnamespace
    and k.confrelid in ('public.users'::regclass, 'auth.users'::regclass)
    and k.conrelid not in (select relation from private.demo_content)
  order by 1`

describeOnEachDatabase('the registry of the demo’s content', (target) => {
  const db = useMigratedDatabase(target)

  it('registers every table of public that a user owns', async () => {
    expect((await db().query(UNREGISTERED)).rows).toEqual([])
  })

  it('notices a new table a user owns until a migration adds its row', async () => {
    const seen = await db().transaction(async (tx) => {
      await tx.query(
        `create table public.probe_notes (owner_id uuid not null references auth.users on delete cascade)`,
      )
      const before = (await tx.query(UNREGISTERED)).rows
      await tx.query(
        `insert into private.demo_content (relation, position, demo_rows, visitor_rows)
         values ('public.probe_notes', 100, 't.owner_id = any ($1)', 't.owner_id = any ($1)')`,
      )
      const after = (await tx.query(UNREGISTERED)).rows
      await tx.query(
        `delete from private.demo_content where relation = 'public.probe_notes'::regclass`,
      )
      await tx.query('drop table public.probe_notes')
      return { before, after }
    })
    expect(seen).toEqual({ before: [{ relation: 'probe_notes' }], after: [] })
  })

  it('takes a table that is not demo content only with a reason', async () => {
    await expect(
      db().query(`insert into private.demo_content (relation) values ('public.audit_log')`),
    ).rejects.toMatchObject({ code: '23514' })
  })

  it('holds conditions the database accepts, for the demo accounts ($1)', async () => {
    await db().query(
      `do $$
       declare
         content record;
         condition text;
       begin
         for content in select * from private.demo_content loop
           foreach condition in array array_remove(
             array[content.seeded_rows, content.demo_rows, content.visitor_rows], null
           ) loop
             execute format('select count(*) from %s as t where %s', content.relation, condition)
             using array['d3000000-0000-4000-8000-000000000001']::uuid[];
           end loop;
         end loop;
       end
       $$`,
    )
  })
})
