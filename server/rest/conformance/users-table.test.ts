import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRestHarness, type RestHarness, type TestUser } from './harness'

/** The `users` table of supabase/migrations, through REST, as each role (issue item 5). */
describe('the users table through REST', () => {
  let h: RestHarness
  let alice: TestUser
  let bob: TestUser
  let carol: TestUser
  const unique = Date.now().toString(36)
  const profile = (user: TestUser, extra: Record<string, unknown> = {}) => ({
    id: user.id,
    email: user.email,
    name: 'Someone',
    role: 'client',
    ...extra,
  })
  const readAs = async (user: TestUser) =>
    (await h.withToken(user.token).from('users').select('id, name, role, plan, is_verified')).data

  beforeAll(async () => {
    h = await createRestHarness({ fixtures: false })
    alice = await h.createUser(`alice-${unique}@example.com`, { name: 'Alice', role: 'advocate' })
    bob = await h.createUser(`bob-${unique}@example.com`, { name: 'Bob' })
    carol = await h.createUser(`carol-${unique}@example.com`, { role: 'operator', plan: 'premium' })
  })
  afterAll(() => h?.close())

  it('gives each new account its free, unverified profile from the sign-up metadata, and shows only it', async () => {
    expect(await readAs(alice)).toEqual([
      { id: alice.id, name: 'Alice', role: 'advocate', plan: 'free', is_verified: false },
    ])
    expect(await readAs(carol)).toEqual([
      { id: carol.id, name: null, role: 'client', plan: 'free', is_verified: false },
    ])
  })

  it("hides other users' profiles", async () => {
    const { data, status } = await h
      .withToken(alice.token)
      .from('users')
      .select('id')
      .eq('id', bob.id)
    expect(status).toBe(200)
    expect(data).toEqual([])
  })

  it('refuses every profile insert by a user, their own included, with 403 42501', async () => {
    await h.service().from('users').delete().eq('id', carol.id)
    for (const row of [profile(carol), profile(carol, { plan: 'premium' }), profile(bob)]) {
      const { status, error } = await h.withToken(carol.token).from('users').insert(row)
      expect(status).toBe(403)
      expect(error).toMatchObject({ code: '42501', message: 'permission denied for table users' })
    }
    expect(await readAs(carol)).toEqual([])
  })

  it('lets a user rename themselves and nothing else (column privileges → 403)', async () => {
    const rename = await h
      .withToken(alice.token)
      .from('users')
      .update({ name: 'Alice K' })
      .eq('id', alice.id)
      .select('name')
    expect(rename).toMatchObject({ status: 200, data: [{ name: 'Alice K' }] })
    for (const change of [{ role: 'client' }, { plan: 'premium' }, { is_verified: true }]) {
      const { status, error } = await h
        .withToken(alice.token)
        .from('users')
        .update(change)
        .eq('id', alice.id)
      expect(status).toBe(403)
      expect(error).toMatchObject({ code: '42501', message: 'permission denied for table users' })
    }
    const renameBob = await h
      .withToken(alice.token)
      .from('users')
      .update({ name: 'Mallory' }, { count: 'exact' })
      .eq('id', bob.id)
    expect(renameBob).toMatchObject({ status: 204, count: 0 })
    expect(await readAs(alice)).toEqual([
      { id: alice.id, name: 'Alice K', role: 'advocate', plan: 'free', is_verified: false },
    ])
  })

  it('deletes nothing for a user', async () => {
    const { status, error } = await h
      .withToken(alice.token)
      .from('users')
      .delete()
      .eq('id', alice.id)
    expect(status).toBe(403)
    expect(error?.code).toBe('42501')
    expect(await readAs(alice)).toHaveLength(1)
  })

  it('shows anon nothing (401 42501)', async () => {
    const { status, error } = await h.anon().from('users').select()
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table users' })
  })

  it('lets the service role read, upgrade, verify and delete any profile', async () => {
    const service = h.service()
    const all = await service.from('users').select('id').in('id', [alice.id, bob.id])
    expect(all.data).toHaveLength(2)
    const upgrade = await service
      .from('users')
      .update({ plan: 'premium', is_verified: true })
      .eq('id', alice.id)
      .select('plan, is_verified')
      .single()
    expect(upgrade.data).toEqual({ plan: 'premium', is_verified: true })
    const removed = await service.from('users').delete().eq('id', bob.id).select('id')
    expect(removed.data).toEqual([{ id: bob.id }])
    expect(await readAs(bob)).toEqual([])
  })
})
