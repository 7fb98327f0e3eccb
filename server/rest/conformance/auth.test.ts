import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PUBLISHABLE_KEY, DEFAULT_SECRET_KEY } from '../../env'
import { signJwt } from '../../jwt'
import { ALICE_ID, BOB_ID } from './fixtures'
import { canCreateFixtures, createRestHarness, isRemote, target, type RestHarness } from './harness'

const alice = { id: ALICE_ID, email: 'alice@example.com' }
const bob = { id: BOB_ID, email: 'bob@example.com' }

describe.skipIf(!canCreateFixtures)('JWT roles and row-level security', () => {
  let h: RestHarness
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
  beforeAll(async () => {
    h = await createRestHarness()
  })
  afterAll(() => h?.close())

  it('runs as anon without a session, with the claims and request visible to SQL', async () => {
    const { data } = await h.anon().rpc('claims', {}, { get: true })
    expect(data).toMatchObject({ role: 'anon', sub: null, method: 'GET', path: '/rpc/claims' })
  })

  it("sets PostgREST's request.headers, request.cookies and search_path for SQL to read", async () => {
    const response = await h.rest('/rpc/claims', {
      headers: { 'X-Probe': 'seen', Cookie: 'probe=crumb; other=1' },
    })
    expect(await response.json()).toMatchObject({
      probe_header: 'seen',
      probe_cookie: 'crumb',
      search_path: expect.stringMatching(/^"public", .*"extensions"$/),
    })
  })

  it('runs as the role of a user token, with its claims', async () => {
    const { data } = await h.asUser(alice).rpc('claims')
    expect(data).toMatchObject({ role: 'authenticated', sub: ALICE_ID, email: 'alice@example.com' })
  })

  it('runs as service_role with the service key', async () => {
    expect((await h.service().rpc('claims')).data).toMatchObject({ role: 'service_role' })
  })

  it.skipIf(isRemote)(
    'maps the sb_publishable_ / sb_secret_ keys to anon and service_role, like the CLI gateway',
    async () => {
      const roleWith = async (apikey: string) => {
        const response = await h.fetch(`${h.url}/rest/v1/rpc/claims`, { headers: { apikey } })
        return ((await response.json()) as { role: string }).role
      }
      expect(await roleWith(DEFAULT_PUBLISHABLE_KEY)).toBe('anon')
      expect(await roleWith(DEFAULT_SECRET_KEY)).toBe('service_role')
      const wrong = await h.fetch(`${h.url}/rest/v1/todos`, {
        headers: { apikey: 'sb_secret_wrong' },
      })
      expect(wrong.status).toBe(401)
    },
  )

  it('answers 401 PGRST301 with WWW-Authenticate for a token that does not verify', async () => {
    const forged = signJwt({ role: 'service_role' }, 'not-the-secret-not-the-secret-not-the-secret')
    const response = await h.rest('/todos', { headers: bearer(forged) })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT cryptographic operation failed"',
    )
    expect(await response.json()).toEqual({
      code: 'PGRST301',
      details: null,
      hint: null,
      message: 'JWT cryptographic operation failed',
    })
    const garbled = await h.rest('/todos', { headers: bearer('not-a-jwt') })
    expect(await garbled.json()).toMatchObject({
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 1',
    })
  })

  it('answers 401 PGRST303 for an expired token', async () => {
    const expired = h.userToken(alice, { exp: Math.floor(Date.now() / 1000) - 120 })
    const response = await h.rest('/todos', { headers: bearer(expired) })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    })
  })

  it('answers 401 22023 for a role claim naming a role that does not exist', async () => {
    const token = signJwt(
      { role: 'superhero', exp: Math.floor(Date.now() / 1000) + 60 },
      target.SUPABASE_JWT_SECRET,
    )
    const response = await h.rest('/todos', { headers: bearer(token) })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: '22023',
      details: null,
      hint: null,
      message: 'role "superhero" does not exist',
    })
  })

  it('refuses a role claim naming a role the authenticator was not granted (postgres) with 403 42501', async () => {
    for (const role of ['postgres', 'pg_read_all_data']) {
      const token = signJwt(
        { role, exp: Math.floor(Date.now() / 1000) + 60 },
        target.SUPABASE_JWT_SECRET,
      )
      const response = await h.rest('/notes?select=body', { headers: bearer(token) })
      expect(response.status, role).toBe(403)
      expect(await response.json()).toEqual({
        code: '42501',
        details: null,
        hint: null,
        message: `permission denied to set role "${role}"`,
      })
    }
  })

  it('maps 42501 to 401 for anon and 403 for a signed-in user', async () => {
    const anon = await h.anon().from('notes').select()
    expect(anon.status).toBe(401)
    expect(anon.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table notes',
    })
    const user = await h.asUser(alice).from('restricted').select()
    expect(user.status).toBe(403)
    expect(user.error?.code).toBe('42501')
  })

  it('shows each user only their own rows', async () => {
    expect((await h.asUser(alice).from('notes').select('body')).data).toEqual([
      { body: 'Alice note' },
    ])
    expect((await h.asUser(bob).from('notes').select('body')).data).toEqual([{ body: 'Bob note' }])
    expect((await h.service().from('notes').select('body').order('id')).data).toEqual([
      { body: 'Alice note' },
      { body: 'Bob note' },
    ])
  })

  it('refuses rows a policy does not allow with 403 42501, and skips rows it cannot see', async () => {
    const forBob = await h.asUser(alice).from('notes').insert({ owner_id: BOB_ID, body: 'Planted' })
    expect(forBob.status).toBe(403)
    expect(forBob.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    })
    const own = await h
      .asUser(alice)
      .from('notes')
      .insert({ body: 'Second' })
      .select('body, owner_id')
      .single()
    expect(own.data).toEqual({ body: 'Second', owner_id: ALICE_ID })
    const update = await h
      .asUser(alice)
      .from('notes')
      .update({ body: 'Hacked' }, { count: 'exact' })
      .eq('owner_id', BOB_ID)
    expect(update).toMatchObject({ status: 204, count: 0 })
    const remove = await h.asUser(alice).from('notes').delete().eq('owner_id', BOB_ID).select()
    expect(remove).toMatchObject({ status: 200, data: [] })
    expect((await h.asUser(bob).from('notes').select('body')).data).toEqual([{ body: 'Bob note' }])
  })

  it('exposes Content-Range to browsers through CORS', async () => {
    const response = await h.rest('/numbers?select=n&limit=1', {
      headers: { Origin: 'http://localhost:5173', Prefer: 'count=exact' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy()
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Content-Range/)
    const preflight = await h.fetch(`${h.url}/rest/v1/todos`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'prefer, range',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/prefer/)
  })
})
