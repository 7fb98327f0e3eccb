import { expect, it } from 'vitest'
import { AUTH_ENDPOINTS } from '../../server/auth/router'
import { FUNCTION_FIELDS } from '../../server/functions/router'
import { MAX_JSON_DEPTH } from '../../server/http/json-depth'
import { describeOnEachDatabase } from '../support/test-databases'
import { deepArray, deepObject, useHostileBackend, type HostileBackend } from './support'

/**
 * Every route the backend serves, fed what an attacker with the anon key would send: each answer
 * must be a 4xx or better, the next normal request must still work, and no answer may carry another
 * user's data. Routes come from the servers themselves (auth's route table, the tables and
 * functions of the public schema), so a new route joins this suite without a line here.
 */
const HUGE = 'x'.repeat(900_000)
const invalidUtf8: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d,
])

/** Whole bodies that no field of any route should make a difference to. */
const WHOLE_BODIES: { label: string; body: string | Uint8Array<ArrayBuffer> }[] = [
  { label: 'a top-level array 30,000 deep', body: deepArray(30_000) },
  { label: 'wide: 100,000 items', body: `[${'{"a":1},'.repeat(100_000)}{"a":1}]` },
  { label: 'invalid UTF-8', body: invalidUtf8 },
  { label: 'not JSON', body: '\u0000\u0001{{' },
]

/** JSON values put in each field a route reads, one field at a time. */
const FIELD_VALUES: { label: string; json: string }[] = [
  { label: 'nested just past the limit', json: deepArray(MAX_JSON_DEPTH + 1) },
  { label: 'nested 30,000 deep', json: deepObject(30_000) },
  {
    label: 'wide: 50,000 keys',
    json: `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
  },
  { label: 'a huge string', json: JSON.stringify(HUGE) },
  { label: 'NUL', json: '"a\\u0000b"' },
  { label: 'a lone surrogate', json: '"\\ud800@x.in"' },
  { label: 'a number out of every range', json: '1e999' },
  { label: 'a 30-digit integer', json: '123456789012345678901234567890' },
]

/** The fields GoTrue's handlers read (unknown ones are ignored there). */
const AUTH_FIELDS = [
  'email',
  'password',
  'data',
  'token',
  'token_hash',
  'type',
  'refresh_token',
  'redirect_to',
  'code_challenge',
  'auth_code',
  'code_verifier',
  'nonce',
  'options',
]

/** Values for every query-string place a route reads. */
const QUERY_VALUES = [
  deepArray(MAX_JSON_DEPTH + 1),
  '%00',
  '%FF%FE',
  'x'.repeat(20_000),
  '99999999999999999999',
  "'; select pg_sleep(5); --",
  '(((((((',
  '{"a":',
  'http://evil.example\\@localhost:5173',
]

const AUTH_QUERY_KEYS = [
  'grant_type',
  'redirect_to',
  'type',
  'token',
  'token_hash',
  'email',
  'scope',
]
const REST_QUERY_KEYS = [
  'select',
  'order',
  'limit',
  'offset',
  'or',
  'and',
  'columns',
  'on_conflict',
]

/** Headers the servers read, with values a browser would never send. */
const HEADER_VALUES: Record<string, string[]> = {
  authorization: [
    'Bearer ',
    'Bearer a.b.c',
    `Bearer ${'a'.repeat(8_000)}.b.c`,
    'Basic Zm9vOmJhcg==',
  ],
  prefer: [
    'return=representation, count=exact, tx=commit, handling=strict, x'.repeat(50),
    'count=exact',
  ],
  accept: ['application/vnd.pgrst.object+json;nulls=stripped', 'text/csv', '*/*;q=x'],
  range: ['99999999999999999999-', '5-1', '0-'],
  'range-unit': ['bytes'],
  'accept-profile': ['auth', 'pg_catalog', 'x'.repeat(5_000)],
  'content-profile': ['auth'],
  'content-type': [
    'application/json; charset=latin1',
    'text/plain',
    'multipart/form-data; boundary=x',
  ],
  origin: ['http://evil.example', 'null'],
  'x-forwarded-for': ['1.2.3.4, 5.6.7.8', 'x'.repeat(5_000)],
  'x-real-ip': ['::1'],
  'x-client-info': ['x'.repeat(5_000)],
  cookie: [`a=${'b'.repeat(5_000)}`],
}

type Endpoint = { method: string; path: string; fields: string[] }

/**
 * Every table, view and function of the API schema, with the fields a body may name. Where
 * neither anon nor authenticated may write a relation (or execute a function), Postgres refuses
 * before it reads a single field: whole bodies prove that, and probing field by field would add
 * minutes and nothing else, so those get no fields.
 */
async function restEndpoints(h: HostileBackend): Promise<Endpoint[]> {
  const { rows } = await h.backend().db.query<{ kind: string; name: string; fields: string[] }>(
    `select 'table' as kind, c.table_name as name,
            case when bool_or(w.writable) then array_agg(c.column_name::text) else '{}' end as fields
       from information_schema.columns c
       cross join lateral (
         select bool_or(has_any_column_privilege(r, format('public.%I', c.table_name), p)) as writable
         from unnest(array['anon', 'authenticated']) as r, unnest(array['INSERT', 'UPDATE']) as p
       ) as w
      where c.table_schema = 'public'
      group by c.table_name
     union all
     select 'rpc', p.proname::text,
            case when bool_or(has_function_privilege('anon', p.oid, 'execute')
                              or has_function_privilege('authenticated', p.oid, 'execute'))
              then coalesce(array_agg(distinct a.name) filter (where a.name is not null and a.name <> ''), '{}')
              else '{}' end
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace and n.nspname = 'public'
       left join lateral unnest(p.proargnames) as a (name) on true
      group by p.proname`,
  )
  return rows.flatMap(({ kind, name, fields }) =>
    kind === 'table'
      ? ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].map((method) => ({
          method,
          path: `/rest/v1/${name}`,
          fields,
        }))
      : ['GET', 'POST'].map((method) => ({ method, path: `/rest/v1/rpc/${name}`, fields })),
  )
}

const authEndpoints = (): Endpoint[] =>
  AUTH_ENDPOINTS.flatMap(({ method, path }) =>
    path === '/token'
      ? ['password', 'refresh_token', 'pkce', 'nonsense'].map((grant) => ({
          method,
          path: `/auth/v1/token?grant_type=${grant}`,
          fields: AUTH_FIELDS,
        }))
      : [{ method, path: `/auth/v1${path}`, fields: AUTH_FIELDS }],
  )

const functionEndpoints = (): Endpoint[] =>
  Object.entries(FUNCTION_FIELDS).map(([name, fields]) => ({
    method: 'POST',
    path: `/functions/v1/${name}`,
    fields: [...fields],
  }))

describeOnEachDatabase('hostile input on every route', (target) => {
  const h = useHostileBackend(target)
  const failures: string[] = []
  let victim = { id: '', email: '' }

  /** Sends, and records a 5xx or an answer that carries the victim's data. */
  async function probe(label: string, path: string, init: Parameters<HostileBackend['send']>[1]) {
    let response: Response
    try {
      response = await h.send(path, init)
    } catch (error) {
      failures.push(`${label}: threw ${String(error)}`)
      return
    }
    const text = await response.text()
    if (response.status >= 500) failures.push(`${label} → ${response.status} ${text.slice(0, 160)}`)
    if (text.includes(victim.id) || text.includes(victim.email))
      failures.push(`${label} → leaked the victim's data: ${text.slice(0, 160)}`)
  }

  const everyEndpoint = async () => [
    ...authEndpoints(),
    ...(await restEndpoints(h)),
    ...functionEndpoints(),
  ]

  it('has a victim whose profile no one else may see', async () => {
    const email = `victim-${target.database}@example.com`
    const signedUp = await h.send('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'victim-secret-123', data: { name: 'Victim' } }),
    })
    expect(signedUp.status).toBe(200)
    const { access_token: token, user } = (await signedUp.json()) as {
      access_token: string
      user: { id: string }
    }
    const profile = await h.send('/rest/v1/users?select=name', { token })
    expect(await profile.json()).toEqual([{ name: 'Victim' }])
    victim = { id: user.id, email }
  })

  it('answers every body on every route with no 5xx, no leak, and stays up', async () => {
    for (const { method, path, fields } of await everyEndpoint()) {
      if (method === 'GET' || method === 'HEAD') continue
      // A REST DELETE reads no body: whole bodies show that, field by field adds nothing.
      const fieldsRead = method === 'DELETE' && path.startsWith('/rest/') ? [] : fields
      const bodies = [
        ...WHOLE_BODIES,
        ...fieldsRead.flatMap((field) =>
          FIELD_VALUES.map(({ label, json }) => ({
            label: `${field}: ${label}`,
            body: `{${JSON.stringify(field)}:${json}}`,
          })),
        ),
      ]
      for (const { label, body } of bodies) {
        // Signed out and signed in at once: the backend must also take two hostile requests together.
        await Promise.all(
          [undefined, h.clientToken()].map((token) =>
            probe(`${method} ${path} ${label}${token ? ' (signed in)' : ''}`, path, {
              method,
              token,
              headers: { 'content-type': 'application/json' },
              body,
            }),
          ),
        )
      }
      await h.expectHealthy(`hostile bodies to ${method} ${path}`)
    }
    expect(failures).toEqual([])
  }, 600_000) // every field of every table and view: about 200 s on PGlite alone

  it('answers hostile values in every query-string place with no 5xx, no leak, and stays up', async () => {
    for (const { method, path } of await everyEndpoint()) {
      const keys = path.startsWith('/auth/') ? AUTH_QUERY_KEYS : [...REST_QUERY_KEYS, 'id', 'email']
      const separator = path.includes('?') ? '&' : '?'
      for (const key of keys) {
        for (const value of QUERY_VALUES) {
          const query = `${separator}${key}=${encodeURIComponent(value)}`
          await probe(`${method} ${path}${query.slice(0, 60)}`, `${path}${query}`, {
            method,
            token: h.clientToken(),
            headers: { 'content-type': 'application/json' },
            body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
          })
        }
      }
      await h.expectHealthy(`hostile query strings to ${method} ${path}`)
    }
    expect(failures).toEqual([])
  }, 300_000)

  it('answers hostile values of every header it reads with no 5xx, no leak, and stays up', async () => {
    for (const { method, path } of await everyEndpoint()) {
      for (const [name, values] of Object.entries(HEADER_VALUES)) {
        for (const value of values) {
          await probe(`${method} ${path} ${name}: ${value.slice(0, 40)}`, path, {
            method,
            token: name === 'authorization' ? undefined : h.clientToken(),
            headers: { 'content-type': 'application/json', [name]: value },
            body: method === 'GET' || method === 'HEAD' ? undefined : '{"name":"x"}',
          })
        }
      }
      await h.expectHealthy(`hostile headers to ${method} ${path}`)
    }
    expect(failures).toEqual([])
  }, 300_000)

  it('answers a race of sign-ups with one address with one account, one profile and 422s', async () => {
    const email = `racer-${target.database}@example.com`
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        h
          .send('/auth/v1/signup', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email,
              password: 'racer-secret-123',
              data: { role: 'advocate' },
            }),
          })
          .then((response) => response.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(19).fill(422))
    const { rows } = await h
      .backend()
      .db.query<{ role: string }>('select role from public.users where email = $1', [email])
    expect(rows).toEqual([{ role: 'advocate' }])
    await h.expectHealthy('a race of sign-ups')
  })
})
