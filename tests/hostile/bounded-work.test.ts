import { expect, it } from 'vitest'
import { DEFAULT_ANON_KEY } from '../../server/env'
import { REGEX_HINT } from '../../server/rest/parse/regex-bounds'
import { describeOnEachDatabase } from '../support/test-databases'
import { useHostileBackend } from './support'

/**
 * Requests that ask the single database connection for seconds of work are refused before any
 * SQL (server/rest/parse/request-bounds.ts): regular expressions that compile to huge automata,
 * embed bombs, bulk writes, wide arrays and wide objects. The issue's own requests first, then every table and
 * function of the API schema, each followed by a normal request that must still be fast.
 */
const json = { 'content-type': 'application/json' }
const q = encodeURIComponent

/** The issue's pattern: 500 XX000 and a restarted PGlite worker before. */
const REGEX_BOMB = '((((a{1,20}){1,20}){1,20}){1,20})'
/** Siblings: copies of repeating groups, a back-reference, too long, too heavy, BRE syntax. */
const REGEX_SIBLINGS = [
  '(x*){1,255}',
  '(x*y*z*){1,100}',
  '(a|b?){1,255}',
  '(a)\\1',
  'a'.repeat(600),
  '[a-z]{0,255}[0-9]{0,255}[a-f]{0,255}',
  '(?b)\\(\\(a\\{1,20\\}\\)\\{1,20\\}\\)\\{1,20\\}',
]
const THE_ISSUES_EMBED_BOMB =
  'code,kb_entries(section,kb_acts(code,kb_entries(section,kb_acts(code,kb_entries(section)))))'

const list = <T>(length: number, item: (i: number) => T) =>
  Array.from({ length }, (_, i) => item(i))

describeOnEachDatabase('bounded work per request', (target) => {
  const h = useHostileBackend(target)

  async function answer(path: string, init?: Parameters<typeof h.send>[1]) {
    const response = await h.send(path, init)
    const text = await response.text()
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
  }

  /** A JSON body sent by the demo client. */
  const sendJson = (method: string, path: string, value: unknown) =>
    answer(path, { method, token: h.clientToken(), headers: json, body: JSON.stringify(value) })

  /** Every answer is 400 PGRST102 with this message and details. */
  function expectBodyRefused(answers: unknown[], message: string, details: string) {
    for (const refused of answers)
      expect(refused).toEqual({
        status: 400,
        body: { code: 'PGRST102', message, details, hint: null },
      })
  }

  /** A plain read must come back well within the time a stalled connection would take. */
  async function expectFast(label: string) {
    const started = performance.now()
    await h.expectHealthy(label)
    expect(performance.now() - started, `a normal request after ${label}`).toBeLessThan(2_000)
  }

  it("refuses the issue's regular expression with 400 2201B before any SQL, and serves the next request", async () => {
    const response = await answer(
      `/rest/v1/kb_entries?select=act&limit=1&title=match.${q(REGEX_BOMB)}`,
    )
    expect(response).toEqual({
      status: 400,
      body: {
        code: '2201B',
        message: 'regular expression is too complex',
        details: null,
        hint: REGEX_HINT,
      },
    })
    await expectFast('a regex bomb')
  })

  it('refuses heavy regular expressions in every place a filter goes', async () => {
    const places = (pattern: string) => [
      `kb_entries?select=act&title=match.${q(pattern)}`,
      `kb_entries?select=act&title=imatch.${q(pattern)}`,
      `kb_entries?select=act&title=not.match.${q(pattern)}`,
      `kb_entries?select=act&or=(act.eq.BNS,title.imatch.${q(JSON.stringify(pattern))})`,
      `kb_entries?select=act&and=(act.eq.BNS,not.or(title.match.${q(JSON.stringify(pattern))}))`,
      `kb_entries?select=act&title=match(any).${q(`{x,${JSON.stringify(pattern)}}`)}`,
      `kb_entries?select=act&title=imatch(all).${q(`{${JSON.stringify(pattern)}}`)}`,
      `kb_acts?select=code,kb_entries(title)&kb_entries.title=match.${q(pattern)}`,
      `kb_acts?select=code,kb_entries(title)&kb_entries.or=(title.match.${q(JSON.stringify(pattern))})`,
      `rpc/search_knowledge?question=theft&title=match.${q(pattern)}`,
    ]
    const answers = await Promise.all(
      [REGEX_BOMB, ...REGEX_SIBLINGS].flatMap(places).map(async (path) => ({
        path,
        ...(await answer(`/rest/v1/${path}`)),
      })),
    )
    for (const { path, status, body } of answers) {
      expect(status, path).toBe(400)
      expect(body, path).toMatchObject({ code: '2201B' })
    }
    // Light patterns still work, in each of those places.
    const light = await answer(
      `/rest/v1/kb_entries?select=act&limit=1&title=imatch(any).${q('{"^the(ft|f)", "murder{1,3}"}')}&or=(title.match.a{1}b?)`,
    )
    expect(light.status).toBe(200)
    await expectFast('heavy regular expressions')
  })

  it('bounds the number and size of patterns and full-text queries', async () => {
    const patterns = list(17, (i) => `w${i}`).join(',')
    for (const path of [
      `kb_entries?select=act&title=like(any).{${patterns}}`,
      `kb_entries?select=act&or=(${list(17, (i) => `title.ilike.*w${i}*`).join(',')})`,
      `kb_entries?select=act&title=like.${q('%a'.repeat(501))}`,
      `kb_entries?select=act&summary=fts.${q(list(200, (i) => `w${i}`).join('&'))}`,
      `kb_entries?select=act&summary=wfts.${q('x'.repeat(501))}`,
    ]) {
      const { status, body } = await answer(`/rest/v1/${path}`)
      expect(status, path).toBe(400)
      expect(body, path).toMatchObject({ code: 'PGRST100' })
    }
    await expectFast('many patterns')
  })

  it('refuses embeds nested more than 3 levels or more than 10 at once, and rows repeated by a to-many below a to-one', async () => {
    expect(await answer(`/rest/v1/kb_acts?select=${q(THE_ISSUES_EMBED_BOMB)}`)).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: 'Embedded resources may nest at most 3 levels deep',
        details: 'The select parameter nests them 5 levels deep.',
        hint: null,
      },
    })
    const eleven = list(11, (i) => `e${i}:kb_entries(section)`).join(',')
    expect(await answer(`/rest/v1/kb_acts?select=code,${eleven}`)).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: 'A request may embed at most 10 resources',
        details: 'The select parameter embeds 11.',
        hint: null,
      },
    })
    // Three levels, but kb_entries comes back once per entry of the same act (~480,000 rows).
    const repeated = await answer(
      `/rest/v1/kb_acts?select=code,kb_entries(section,kb_acts(code,kb_entries(section)))`,
    )
    expect(repeated.status).toBe(400)
    expect(repeated.body).toMatchObject({ code: 'PGRST127' })
    const fromTheOtherSide = await answer(
      `/rest/v1/kb_entries?select=section,kb_acts(code,kb_entries(section))`,
    )
    expect(fromTheOtherSide.status).toBe(400)
    // What stays allowed: three many-to-one levels, one-to-many from the root, ten embeds.
    const allowed = [
      'kb_guide_cites?select=slug,kb_entries(section,kb_acts(code,replaces(code)))&limit=5',
      'kb_acts?select=code,kb_entries(section,kb_acts(code))&code=eq.RTI',
      `kb_acts?select=code,${list(10, (i) => `e${i}:kb_entries(section)`).join(',')}&code=eq.RTI`,
    ]
    for (const path of allowed) expect((await answer(`/rest/v1/${path}`)).status, path).toBe(200)
    await expectFast('embed bombs')
  })

  it('refuses a write of more than 100 rows with 400 PGRST102 before any SQL', async () => {
    for (const rows of [101, 50_000]) {
      const response = await answer('/rest/v1/chats', {
        method: 'POST',
        token: h.clientToken(),
        headers: json,
        body: JSON.stringify(list(rows, () => ({ title: 'chat' }))),
      })
      expect(response).toEqual({
        status: 400,
        body: {
          code: 'PGRST102',
          message: 'A request may write at most 100 rows',
          details: `The body holds ${rows}.`,
          hint: null,
        },
      })
    }
    await expectFast('bulk inserts')
  })

  it('refuses arrays of more than 1,000 items in bodies, RPC arguments and lists', async () => {
    const wide = list(1_001, (i) => `item-${i}`)
    const wideArgument = await answer(
      `/rest/v1/rpc/search_knowledge?question=theft&cited=${q(JSON.stringify(wide))}`,
    )
    expect(wideArgument).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: 'Lists are limited to 1000 values',
        details: 'The argument cited has 1001.',
        hint: null,
      },
    })
    expectBodyRefused(
      [
        // search_knowledge(question text, cited jsonb, …)
        await sendJson('POST', '/rest/v1/rpc/search_knowledge', { question: 'theft', cited: wide }),
        // advocate_profiles.languages is text[]: as a JSON array and as an array literal.
        await sendJson('PATCH', '/rest/v1/advocate_profiles', { languages: wide }),
        await sendJson('PATCH', '/rest/v1/advocate_profiles', {
          languages: `{${wide.join(',')}}`,
        }),
      ],
      'Arrays are limited to 1000 items',
      'An array in the body has 1001.',
    )
    for (const path of [
      `kb_entries?select=act&section=in.(${list(1_001, String).join(',')})`,
      `kb_entries?select=act&section=eq(any).{${list(1_001, String).join(',')}}`,
      `advocate_directory?select=id&languages=ov.{${wide.join(',')}}`,
    ]) {
      const { status, body } = await answer(`/rest/v1/${path}`)
      expect(status, path).toBe(400)
      expect(body, path).toMatchObject({ code: 'PGRST100' })
    }
    await expectFast('wide arrays')
  })

  it('refuses objects of more than 1,000 members in table and RPC bodies before any SQL', async () => {
    const wide = Object.fromEntries(list(50_000, (i) => [`k${i}`, i]))
    expectBodyRefused(
      [
        // documents.answers is jsonb: the one place the app writes an object of its own.
        await sendJson('POST', '/rest/v1/documents', { title: 'wide', answers: wide }),
        await sendJson('POST', '/rest/v1/rpc/search_knowledge', { question: 'theft', cited: wide }),
      ],
      'Objects are limited to 1000 members',
      'An object in the body has 50000.',
    )
    await expectFast('wide objects')
  })

  it('refuses selects, orders and filters past their bounds', async () => {
    for (const path of [
      `kb_entries?select=${list(101, () => 'act').join(',')}`,
      `kb_entries?select=${list(2_000, (i) => `a${i}:act`).join(',')}`,
      `kb_entries?select=act&order=${list(17, () => 'title').join(',')}`,
      `kb_entries?select=act&${list(101, (i) => `title=neq.x${i}`).join('&')}`,
      `kb_entries?select=act&or=(${list(101, (i) => `title.eq.x${i}`).join(',')})`,
      `kb_entries?select=act&limit=1000000000000000000`,
      `kb_entries?select=x:act${'->a'.repeat(3_000)}`,
      `kb_entries?select=act&order=act${'->a'.repeat(3_000)}`,
    ]) {
      const { status, body } = await answer(`/rest/v1/${path}`)
      expect(status, path.slice(0, 60)).toBe(400)
      expect(body, path.slice(0, 60)).toMatchObject({ code: 'PGRST100' })
    }
    await expectFast('wide selects')
  })

  /** Every relation of the API schema with its columns, its foreign keys, and every function. */
  async function apiSchema() {
    const { rows: relations } = await h.backend().db.query<{
      name: string
      columns: string[]
      text_column: string | null
    }>(
      `select c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns,
              (array_agg(c.column_name::text order by c.ordinal_position)
                 filter (where c.data_type in ('text', 'character varying')))[1] as text_column
         from information_schema.columns c where c.table_schema = 'public' group by c.table_name`,
    )
    const { rows: foreignKeys } = await h.backend().db.query<{
      child: string
      parent: string
      key: string
    }>(
      `select child.relname as child, parent.relname as parent, k.conname as key
         from pg_constraint k
         join pg_class child on child.oid = k.conrelid
         join pg_class parent on parent.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace
          and parent.relnamespace = 'public'::regnamespace and child.oid <> parent.oid`,
    )
    const { rows: functions } = await h.backend().db.query<{
      name: string
      params: { name: string; type: string }[]
    }>(
      `select p.proname as name,
              coalesce(json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)))
                         filter (where a.name is not null and a.name <> ''), '[]') as params
         from pg_proc p
         left join lateral unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) as a (name, type) on true
        where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
        group by p.oid, p.proname`,
    )
    return { relations, foreignKeys, functions }
  }

  it('answers the new classes on every table and function with a 4xx before any SQL, and stays fast', async () => {
    const { relations, foreignKeys, functions } = await apiSchema()
    const failures: string[] = []
    async function expect4xx(label: string, path: string, init?: Parameters<typeof h.send>[1]) {
      const { status, body } = await answer(path, init)
      if (status < 400 || status >= 500)
        failures.push(`${label} → ${status} ${JSON.stringify(body).slice(0, 120)}`)
    }
    const patterns = `{${list(17, (i) => `p${i}`).join(',')}}`
    for (const { name, text_column: column } of relations) {
      if (column === null) continue
      for (const query of [
        `${column}=match.${q(REGEX_BOMB)}`,
        `or=(${column}.imatch.${q(JSON.stringify(REGEX_SIBLINGS[0]))})`,
        `${column}=not.match.${q(REGEX_SIBLINGS[1])}`,
        `${column}=match(any).${q(patterns)}`,
      ])
        await expect4xx(
          `${name} ${query.slice(0, 40)}`,
          `/rest/v1/${name}?select=${column}&${query}`,
        )
    }
    await expectFast('regular expressions on every table')
    for (const { child, parent, key } of foreignKeys) {
      // The constraint as a hint: some tables point to users twice (client and advocate).
      const [up, down] = [`${parent}!${key}`, `${child}!${key}`]
      for (const select of [
        `*,${up}(*,${down}(*))`,
        `*,a:${up}(b:${down}(c:${up}(d:${down}(*))))`,
        list(11, (i) => `e${i}:${up}(*)`).join(','),
      ])
        await expect4xx(`${child} select=${select}`, `/rest/v1/${child}?select=${q(select)}`)
    }
    await expectFast('embeds on every foreign key')
    for (const { name, columns } of relations) {
      for (const [method, rows] of [
        ['POST', 101],
        ['POST', 50_000],
        ['PATCH', 101],
      ] as const) {
        await expect4xx(`${method} ${name} × ${rows}`, `/rest/v1/${name}`, {
          method,
          token: h.clientToken(),
          headers: json,
          body: JSON.stringify(list(rows, () => ({ [columns[0]]: null }))),
        })
      }
    }
    await expectFast('bulk writes to every table')
    const wide = list(1_001, (i) => `item-${i}`)
    for (const { name, params } of functions) {
      if (params.length === 0) continue
      await expect4xx(`POST rpc/${name}`, `/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(Object.fromEntries(params.map((param) => [param.name, wide]))),
      })
      const isList = ({ type }: { type: string }) => /\[\]$|^jsonb?$/.test(type)
      if (!params.some(isList)) continue
      const query = params
        .map((param) => `${param.name}=${isList(param) ? q(`{${wide.join(',')}}`) : '1'}`)
        .join('&')
      await expect4xx(`GET rpc/${name}`, `/rest/v1/rpc/${name}?${query}`)
    }
    await expectFast('wide arrays to every function')
    expect(failures).toEqual([])
  })

  it("puts the client's address, not the X-Forwarded-For it sent, into request.headers", async () => {
    const { db, backend } = h.backend()
    await db.query(`create function public.test_forwarded_for() returns text language sql stable
      as $$ select current_setting('request.headers', true)::json ->> 'x-forwarded-for' $$`)
    await db.query('grant execute on function public.test_forwarded_for() to anon')
    await backend.reloadSchema()
    try {
      const forged = { 'x-forwarded-for': '198.51.100.66, 10.0.0.1' }
      // In process there is no socket: every caller shares the key 'local'.
      expect(await answer('/rest/v1/rpc/test_forwarded_for', { headers: forged })).toEqual({
        status: 200,
        body: 'local',
      })
      // Through the listener, the socket's address (the proxy is not trusted by default).
      const response = await backend({
        method: 'GET',
        url: 'http://127.0.0.1:54321/rest/v1/rpc/test_forwarded_for',
        headers: new Headers({ apikey: DEFAULT_ANON_KEY, ...forged }),
        text: () => Promise.resolve(''),
        clientAddress: '203.0.113.9',
      })
      expect(await response.json()).toBe('203.0.113.9')
    } finally {
      await db.query('drop function public.test_forwarded_for()')
      await backend.reloadSchema()
    }
  })
})
