import { beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { anon, requestAs, serviceRole, signedIn, type Outcome } from './request-as'

const alice = { id: '11111111-1111-4111-8111-111111111111', email: 'alice.policy@example.test' }
const bob = { id: '22222222-2222-4222-8222-222222222222', email: 'bob.policy@example.test' }
const carol = { id: '33333333-3333-4333-8333-333333333333', email: 'carol.policy@example.test' }
const dave = { id: '44444444-4444-4444-8444-444444444444', email: 'dave.policy@example.test' }

const RLS_DENIED = /new row violates row-level security policy for table "users"/
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
      `insert into public.users (id, email, name, role) values ($1, $2, 'Alice', 'client'), ($3, $4, 'Bob', 'advocate')`,
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

  it('shows a signed-in user without a profile nothing', async () => {
    expectRows(await requestAs(db(), signedIn(carol), 'select id from public.users'), [])
  })

  it('lets service_role read every profile', async () => {
    const outcome = await requestAs(db(), serviceRole, 'select id from public.users')
    expect(outcome.ok && outcome.rows).toEqual(
      expect.arrayContaining([{ id: alice.id }, { id: bob.id }]),
    )
  })

  // insert
  it('lets a user create their own free, unverified profile', async () => {
    const outcome = await requestAs(db(), signedIn(carol), insertProfile, [
      carol.id,
      carol.email,
      'advocate',
      null,
      null,
    ])
    expectRows(outcome, [{ id: carol.id, plan: 'free', is_verified: false }])
  })

  it('accepts the lower-cased e-mail of a JWT whose e-mail has capitals', async () => {
    const caller = signedIn({ id: carol.id, email: 'Carol.Policy@Example.test' })
    expectRows(
      await requestAs(db(), caller, insertProfile, [
        carol.id,
        carol.email,
        'client',
        'free',
        false,
      ]),
      [{ id: carol.id, plan: 'free', is_verified: false }],
    )
  })

  it("denies creating one's own profile on the premium plan (42501)", async () => {
    const outcome = await requestAs(db(), signedIn(carol), insertProfile, [
      carol.id,
      carol.email,
      'client',
      'premium',
      false,
    ])
    expectDenied(outcome, '42501', RLS_DENIED)
  })

  it("denies creating one's own profile already verified (42501)", async () => {
    const outcome = await requestAs(db(), signedIn(carol), insertProfile, [
      carol.id,
      carol.email,
      'advocate',
      'free',
      true,
    ])
    expectDenied(outcome, '42501', RLS_DENIED)
  })

  it("denies creating a profile with someone else's id (42501)", async () => {
    const outcome = await requestAs(db(), signedIn(carol), insertProfile, [
      dave.id,
      dave.email,
      'client',
      'free',
      false,
    ])
    expectDenied(outcome, '42501', RLS_DENIED)
  })

  it("denies creating a profile with an e-mail that is not the account's (23514)", async () => {
    const outcome = await requestAs(db(), signedIn(carol), insertProfile, [
      carol.id,
      dave.email,
      'client',
      'free',
      false,
    ])
    expectDenied(outcome, '23514', /A profile's e-mail must be its account's e-mail/)
  })

  it("denies creating a profile when the token's e-mail claim is not the profile's (42501)", async () => {
    const staleToken = signedIn({ id: carol.id, email: dave.email })
    const outcome = await requestAs(db(), staleToken, insertProfile, [
      carol.id,
      carol.email,
      'client',
      'free',
      false,
    ])
    expectDenied(outcome, '42501', RLS_DENIED)
  })

  it('denies a second profile for the same user (23505)', async () => {
    const outcome = await requestAs(db(), signedIn(alice), insertProfile, [
      alice.id,
      alice.email,
      'client',
      'free',
      false,
    ])
    expectDenied(outcome, '23505', /duplicate key value violates unique constraint "users_pkey"/)
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

  it('lets service_role create a premium, verified profile for anyone', async () => {
    const outcome = await requestAs(db(), serviceRole, insertProfile, [
      dave.id,
      dave.email,
      'advocate',
      'premium',
      true,
    ])
    expectRows(outcome, [{ id: dave.id, plan: 'premium', is_verified: true }])
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
