import { beforeAll, expect } from 'vitest'
import { AUTH_ENDPOINTS } from '../../server/auth/router'
import { FUNCTION_FIELDS } from '../../server/functions/router'
import { MAX_JSON_DEPTH } from '../../server/http/json-shape'
import { QUICK_TIER } from '../support/tier'
import type { DatabaseTarget } from '../support/test-databases'
import { deepArray, deepObject, useHostileBackend, type HostileBackend } from './support'

/**
 * The hostile sweep (hostile-*.test.ts): every route the backend serves, fed what an attacker with
 * the anon key would send. Each answer must be a 4xx or better, the next normal request must still
 * work, and no answer may carry another user's data. Routes come from the servers themselves
 * (auth's route table, the tables and functions of the public schema), so a new route joins the
 * sweep without a line here.
 *
 * `npm run test:full` sends every value to every place. `npm test` (TEST_TIER=quick) samples by
 * equivalence class: the whole matrix on REPRESENTATIVE routes, and elsewhere one whole body and
 * one value per field, query key and header, taken in turn so that each value still meets many routes; trigger
 * functions, which no API role may run, are left to the full tier.
 */
const HUGE = 'x'.repeat(900_000)
const invalidUtf8: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d,
])

/** Whole bodies that no field of any route should make a difference to. */
export const WHOLE_BODIES: { label: string; body: string | Uint8Array<ArrayBuffer> }[] = [
  { label: 'a top-level array 30,000 deep', body: deepArray(30_000) },
  { label: 'wide: 100,000 items', body: `[${'{"a":1},'.repeat(100_000)}{"a":1}]` },
  { label: 'invalid UTF-8', body: invalidUtf8 },
  { label: 'not JSON', body: '\u0000\u0001{{' },
]

/** JSON values put in each field a route reads, one field at a time. */
export const FIELD_VALUES: { label: string; json: string }[] = [
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
export const QUERY_VALUES = [
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

export const AUTH_QUERY_KEYS = [
  'grant_type',
  'redirect_to',
  'type',
  'token',
  'token_hash',
  'email',
  'scope',
]
export const REST_QUERY_KEYS = [
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
export const HEADER_VALUES: Record<string, string[]> = {
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

export type Endpoint = { method: string; path: string; fields: string[] }

/** Routes that get the whole matrix in the quick tier too: one of each kind of handler. */
export const REPRESENTATIVE = new Set([
  'POST /auth/v1/signup',
  'POST /auth/v1/token?grant_type=password',
  'PUT /auth/v1/user',
  'POST /rest/v1/forum_threads',
  'PATCH /rest/v1/users',
  'GET /rest/v1/forum_threads',
  'POST /rest/v1/rpc/search_knowledge',
  'POST /functions/v1/assistant',
])

/**
 * The values of `values` this route is sent in `place` (the i-th field, key or header): all in the
 * full tier and on representative routes, otherwise one, a different one for each place and route.
 */
export function valuesFor<T>(
  endpoint: Endpoint,
  place: number,
  values: readonly T[],
): readonly T[] {
  if (!QUICK_TIER || REPRESENTATIVE.has(`${endpoint.method} ${endpoint.path}`)) return values
  let turn = place
  for (const char of `${endpoint.method} ${endpoint.path}`) turn += char.charCodeAt(0)
  return [values[turn % values.length]!]
}

/**
 * Every table, view and function of the API schema, with the fields a body may name. Where
 * neither anon nor authenticated may write a relation (or execute a function), Postgres refuses
 * before it reads a single field: whole bodies prove that, and probing field by field would add
 * minutes and nothing else, so those get no fields.
 */
export async function restEndpoints(h: HostileBackend): Promise<Endpoint[]> {
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

export const authEndpoints = (): Endpoint[] =>
  AUTH_ENDPOINTS.flatMap(({ method, path }) =>
    path === '/token'
      ? ['password', 'refresh_token', 'pkce', 'nonsense'].map((grant) => ({
          method,
          path: `/auth/v1/token?grant_type=${grant}`,
          fields: AUTH_FIELDS,
        }))
      : [{ method, path: `/auth/v1${path}`, fields: AUTH_FIELDS }],
  )

export const functionEndpoints = (): Endpoint[] =>
  Object.entries(FUNCTION_FIELDS).map(([name, fields]) => ({
    method: 'POST',
    path: `/functions/v1/${name}`,
    fields: [...fields],
  }))

export type Sweep = HostileBackend & {
  /** Sends, and records a 5xx or an answer that carries the victim's data. */
  probe: (label: string, path: string, init: Parameters<HostileBackend['send']>[1]) => Promise<void>
  /** What the probes recorded: a test ends with `expect(failures).toEqual([])`. */
  failures: string[]
}

/**
 * A backend on `target` for the enclosing describe, with a victim signed up first: an answer that
 * carries the victim's id or address is a leak.
 */
export function useSweep(target: DatabaseTarget, file: string): Sweep {
  const h = useHostileBackend(target)
  const failures: string[] = []
  let victim = { id: '', email: '' }

  beforeAll(async () => {
    const email = `victim-${file}-${target.database}@example.com`
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
    expect(await profile.json(), 'the victim sees their own profile only').toEqual([
      { name: 'Victim' },
    ])
    victim = { id: user.id, email }
  })

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

  return { ...h, probe, failures }
}

/** Every route of the three servers. */
export const everyEndpoint = async (h: HostileBackend): Promise<Endpoint[]> => [
  ...authEndpoints(),
  ...(await restEndpoints(h)),
  ...functionEndpoints(),
]

/** Whole bodies, then hostile values field by field, to each route that reads a body. */
export async function sweepBodies(s: Sweep, endpoints: readonly Endpoint[]) {
  for (const endpoint of endpoints) {
    const { method, path, fields } = endpoint
    if (method === 'GET' || method === 'HEAD') continue
    // A REST DELETE reads no body: whole bodies show that, field by field adds nothing.
    const fieldsRead = method === 'DELETE' && path.startsWith('/rest/') ? [] : fields
    const bodies = [
      ...valuesFor(endpoint, 0, WHOLE_BODIES),
      ...fieldsRead.flatMap((field, place) =>
        valuesFor(endpoint, place + 1, FIELD_VALUES).map(({ label, json }) => ({
          label: `${field}: ${label}`,
          body: `{${JSON.stringify(field)}:${json}}`,
        })),
      ),
    ]
    for (const { label, body } of bodies) {
      // Signed out and signed in at once: the backend must also take two hostile requests together.
      await Promise.all(
        [undefined, s.clientToken()].map((token) =>
          s.probe(`${method} ${path} ${label}${token ? ' (signed in)' : ''}`, path, {
            method,
            token,
            headers: { 'content-type': 'application/json' },
            body,
          }),
        ),
      )
    }
    await s.expectHealthy(`hostile bodies to ${method} ${path}`)
  }
}
