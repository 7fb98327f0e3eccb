import path from 'node:path'
import { expect, it } from 'vitest'
import { listMigrations, migrate } from '../../server/db/migrate'
import { readSeedFiles } from '../../server/db/seed-files'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { requestAs, signedIn } from './request-as'

const SUPABASE_DIR = path.resolve('supabase')

describeOnEachDatabase('supabase/migrations', (target) => {
  const db = useMigratedDatabase(target)

  it('applies every migration file in order and records each one', async () => {
    const files = await listMigrations(path.join(SUPABASE_DIR, 'migrations'))
    const recorded = await db().query(
      'select version, name from supabase_migrations.schema_migrations order by version',
    )
    expect(recorded.rows).toEqual(files.map(({ version, name }) => ({ version, name })))
  })

  it('applies nothing and does not seed again on the next start', async () => {
    expect(await migrate(db(), SUPABASE_DIR)).toEqual({ applied: [], seeded: false })
  })

  it('seeds the files of config.toml in order, records each, and leaves no seed helper behind', async () => {
    const files = await readSeedFiles(SUPABASE_DIR)
    expect(files[0].path).toBe('seeds/accounts.sql')
    expect(files.at(-1)?.path).toBe('seeds/demo-snapshot.sql')
    const recorded = await db().query<{ path: string }>(
      'select path from supabase_migrations.seed_files order by path',
    )
    expect(recorded.rows.map((row) => row.path)).toEqual(files.map((file) => file.path).sort())
    const helper = await db().query(
      `select 1 from pg_proc where proname = 'seed_account' and pronamespace = 'private'::regnamespace`,
    )
    expect(helper.rows).toEqual([])
  })

  it('enables row-level security and has a comment on every public table', async () => {
    const tables = await db().query(
      `select c.relname as name, c.relrowsecurity as rls, obj_description(c.oid, 'pg_class') is not null as commented
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
    expect(tables.rows.length).toBeGreaterThan(0)
    for (const table of tables.rows)
      expect(table).toEqual({ name: table.name, rls: true, commented: true })
  })

  it('names the users policies as sentences, one per allowed operation', async () => {
    const policies = await db().query(
      `select policyname as name, cmd, roles::text[] as roles from pg_policies
       where schemaname = 'public' and tablename = 'users' order by cmd`,
    )
    expect(policies.rows).toEqual([
      { name: 'Users can read their own profile', cmd: 'SELECT', roles: ['authenticated'] },
      { name: 'Users can rename their own profile', cmd: 'UPDATE', roles: ['authenticated'] },
    ])
  })

  it('creates the platform roles as Supabase does', async () => {
    const roles = await db().query(
      `select rolname as name, rolcanlogin as login, rolbypassrls as bypass_rls from pg_roles
       where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by 1`,
    )
    expect(roles.rows).toEqual([
      { name: 'anon', login: false, bypass_rls: false },
      { name: 'authenticated', login: false, bypass_rls: false },
      { name: 'authenticator', login: true, bypass_rls: false },
      { name: 'service_role', login: false, bypass_rls: true },
    ])
  })

  it('installs pgcrypto and uuid-ossp in the extensions schema', async () => {
    const extensions = await db().query(
      `select e.extname as name, n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
       where e.extname in ('pgcrypto', 'uuid-ossp') order by 1`,
    )
    expect(extensions.rows).toEqual([
      { name: 'pgcrypto', schema: 'extensions' },
      { name: 'uuid-ossp', schema: 'extensions' },
    ])
  })

  it('resolves auth.uid(), auth.role(), auth.email() and auth.jwt() from the request claims', async () => {
    const user = { id: '55555555-5555-4555-8555-555555555555', email: 'claims@example.test' }
    const outcome = await requestAs(
      db(),
      signedIn(user),
      `select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'aud' as aud,
              current_user as "currentUser", extensions.crypt('x', extensions.gen_salt('bf', 4)) like '$2a$04$%' as bcrypt`,
    )
    expect(outcome).toMatchObject({
      ok: true,
      rows: [
        {
          uid: user.id,
          role: 'authenticated',
          email: user.email,
          aud: 'authenticated',
          currentUser: 'authenticated',
          bcrypt: true,
        },
      ],
    })
  })
})
