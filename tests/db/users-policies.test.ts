import { beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { anon, requestAs, serviceRole, signedIn, type Outcome } from './request-as'

const alice = { id: '11111111-1111-4111-8111-111111111111', email: 'alice.policy@example.test' }
const bob = { id: '22222222-2222-4222-8222-222222222222', email: 'bob.policy@example.test' }
const carol = { id: '33333333-3333-4333-8333-333333333333', email: 'carol.policy@example.test' }
const dave = { id: '44444444-4444-4444-8444-444444444444', email: 'dave.policy@example.test' }

const NO_PRIVILEGE = /permission denied for table users/

const insertProfile = `insert into public.users (id, email, role, plan, is_verified)
  values ($1, $2, $3, coalesce($4, 'free'), coalesce($5::boolean, false)) returning id, plan, is_verified`

function expectDenied(outcome: Outcome, code: string, message: RegExp) {
  expect(outcome).toMatchObject({ ok: false, code })
  if (!outcome.ok) expect(outcome.message).toMatch(message)
}

function expectRows(outcome: Outcome, rows: unknown[]) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  expect(outcome.rows).toEqual(rows)
}

describeOnEachDatabase('public.users row-level security', (target) => {
  const db = useMigratedDatabase(target)

  beforeAll(async () => {
    // As the superuser, like GoTrue: the auth rows the foreign key needs, and two profiles.
    for (const user of [alice, bob, carol, dave]) {
      await db().query(
        `insert into auth.users (id, aud, role, email, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
        [user.id, user.email],
      )
    }
    await db().query(
      `insert into public.users (id, email, name, role) values ($1, $2, 'Alice', 'client'), ($3, $4, 'Bob', 'advocate')
       on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role`,
      [alice.id, alice.email, bob.id, bob.email],
    )
  })

  // read
  it('denies anon any read of profiles (42501)', async () => {
    expectDenied(await requestAs(db(), anon, 'select id from public.users'), '42501', NO_PRIVILEGE)
  })

  it('shows a signed-in user only their own profile', async () => {
    expectRows(await requestAs(db(), signedIn(alice), 'select id, name from public.users'), [
      { id: alice.id, name: 'Alice' },
    ])
  })

  it("returns no rows when a user asks for someone else's profile", async () => {
    expectRows(
      await requestAs(db(), signedIn(bob), 'select id from public.users where id = $1', [alice.id]),
      [],
    )
  })

  it('shows a token of no account nothing', async () => {
    const stranger = { id: '55555555-5555-4555-8555-555555555555', email: 'nobody@example.test' }
    expectRows(await requestAs(db(), signedIn(stranger), 'select id from public.users'), [])
  })

  it('lets service_role read every profile', async () => {
    const outcome = await requestAs(db(), serviceRole, 'select id from public.users')
    expect(outcome.ok && outcome.rows).toEqual(
      expect.arrayContaining([{ id: alice.id }, { id: bob.id }]),
    )
  })

  // insert: the database creates every profile with its account; nobody else may
  const newAccount = async (email: string, metadata: Record<string, unknown> | null) => {
    const { rows } = await db().query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2::jsonb, now(), now())
       returning id`,
      [email, metadata === null ? null : JSON.stringify(metadata)],
    )
    const profile = await db().query(
      'select email, name, role, plan, is_verified from public.users where id = $1',
      [rows[0].id],
    )
    return profile.rows[0]
  }

  it('creates a new account’s profile from its sign-up metadata, always free and unverified', async () => {
    expect(
      await newAccount('Erin.Policy@Example.test', {
        role: 'advocate',
        name: '  Erin Rao ',
        plan: 'premium',
        is_verified: true,
      }),
    ).toEqual({
      email: 'erin.policy@example.test',
      name: 'Erin Rao',
      role: 'advocate',
      plan: 'free',
      is_verified: false,
    })
  })

  it('reads only “advocate” as a role choice and drops a name outside 1–100 characters', async () => {
    expect(
      await newAccount('frank.policy@example.test', { role: 'admin', name: 'x'.repeat(101) }),
    ).toMatchObject({ role: 'client', name: null })
    expect(
      await newAccount('gita.policy@example.test', { role: ['advocate'], name: '   ' }),
    ).toMatchObject({ role: 'client', name: null })
    expect(await newAccount('hari.policy@example.test', null)).toMatchObject({
      role: 'client',
      name: null,
      plan: 'free',
    })
  })

  it('denies a user creating a profile, even their own (42501)', async () => {
    await db().query('delete from public.users where id = $1', [carol.id])
    const outcome = await requestAs(db(), signedIn(carol), insertProfile, [
      carol.id,
      carol.email,
      'advocate',
      null,
      null,
    ])
    expectDenied(outcome, '42501', NO_PRIVILEGE)
  })

  it('denies anon creating a profile (42501)', async () => {
    const outcome = await requestAs(db(), anon, insertProfile, [
      carol.id,
      carol.email,
      'client',
      'free',
      false,
    ])
    expectDenied(outcome, '42501', NO_PRIVILEGE)
  })

  it('lets service_role create a premium, verified profile for an account without one', async () => {
    const outcome = await requestAs(db(), serviceRole, insertProfile, [
      carol.id,
      carol.email,
      'advocate',
      'premium',
      true,
    ])
    expectRows(outcome, [{ id: carol.id, plan: 'premium', is_verified: true }])
  })

  it("still refuses a profile whose e-mail is not its account's, even from service_role (23514)", async () => {
    await db().query('delete from public.users where id = $1', [dave.id])
    const outcome = await requestAs(db(), serviceRole, insertProfile, [
      dave.id,
      alice.email,
      'client',
      'free',
      false,
    ])
    expectDenied(outcome, '23514', /A profile's e-mail must be its account's e-mail/)
  })

  // update
  it('lets a user rename their own profile and touches updated_at', async () => {
    const outcome = await requestAs(
      db(),
      signedIn(alice),
      `update public.users set name = 'Alice A.' where id = $1 returning name, updated_at > created_at as touched`,
      [alice.id],
    )
    expectRows(outcome, [{ name: 'Alice A.', touched: true }])
  })

  it('renames only their own row even without a filter', async () => {
    const outcome = await requestAs(
      db(),
      signedIn(alice),
      `update public.users set name = 'Everyone'`,
    )
    expect(outcome).toMatchObject({ ok: true, rowCount: 1 })
  })

  it('rejects a blank name with the check constraint (23514)', async () => {
    const outcome = await requestAs(
      db(),
      signedIn(alice),
      `update public.users set name = '  ' where id = $1`,
      [alice.id],
    )
    expectDenied(outcome, '23514', /violates check constraint "users_name_check"/)
  })

  for (const [column, value] of [
    ['role', "'advocate'"],
    ['plan', "'premium'"],
    ['is_verified', 'true'],
    ['email', "'new.alice@example.test'"],
  ]) {
    it(`denies a user changing their own ${column} (42501)`, async () => {
      const outcome = await requestAs(
        db(),
        signedIn(alice),
        `update public.users set ${column} = ${value} where id = $1`,
        [alice.id],
      )
      expectDenied(outcome, '42501', NO_PRIVILEGE)
    })
  }

  it("changes no row when a user renames someone else's profile", async () => {
    const outcome = await requestAs(
      db(),
      signedIn(bob),
      `update public.users set name = 'Mallory' where id = $1 returning id`,
      [alice.id],
    )
    expect(outcome).toEqual({ ok: true, rows: [], rowCount: 0 })
  })

  it('denies anon any update (42501)', async () => {
    expectDenied(
      await requestAs(db(), anon, `update public.users set name = 'x'`),
      '42501',
      NO_PRIVILEGE,
    )
  })

  it('lets service_role upgrade and verify a profile', async () => {
    const outcome = await requestAs(
      db(),
      serviceRole,
      `update public.users set plan = 'premium', is_verified = true where id = $1 returning plan, is_verified`,
      [bob.id],
    )
    expectRows(outcome, [{ plan: 'premium', is_verified: true }])
  })

  // delete
  it('denies a user deleting their own profile (42501)', async () => {
    const outcome = await requestAs(
      db(),
      signedIn(alice),
      'delete from public.users where id = $1',
      [alice.id],
    )
    expectDenied(outcome, '42501', NO_PRIVILEGE)
  })

  it("denies a user deleting someone else's profile (42501)", async () => {
    const outcome = await requestAs(db(), signedIn(bob), 'delete from public.users where id = $1', [
      alice.id,
    ])
    expectDenied(outcome, '42501', NO_PRIVILEGE)
  })

  it('denies anon deleting profiles (42501)', async () => {
    expectDenied(await requestAs(db(), anon, 'delete from public.users'), '42501', NO_PRIVILEGE)
  })

  it('lets service_role delete a profile', async () => {
    const outcome = await requestAs(
      db(),
      serviceRole,
      'delete from public.users where id = $1 returning id',
      [alice.id],
    )
    expectRows(outcome, [{ id: alice.id }])
  })

  it('keeps nothing of the cases above: each ran in a rolled-back transaction', async () => {
    const rows = await db().query(
      'select id, name, plan from public.users where id = any($1::uuid[]) order by email',
      [[alice.id, bob.id, carol.id, dave.id]],
    )
    expect(rows.rows).toEqual([
      { id: alice.id, name: 'Alice', plan: 'free' },
      { id: bob.id, name: 'Bob', plan: 'free' },
    ])
  })
})
