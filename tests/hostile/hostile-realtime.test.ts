import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEFAULT_ANON_KEY } from '../../server/env'
import {
  rawSocket,
  startRealtimeBackend,
  subscribed,
  until,
  type RawSocket,
  type RealtimeBackend,
  type Received,
} from '../support/realtime'
import { describeOnEachDatabase } from '../support/test-databases'
import { FIELD_VALUES, WHOLE_BODIES } from './sweep'

/**
 * Realtime fed what an attacker with the anon key (or a token of their own) would send: the sweep's
 * whole bodies and field values as frames and as join payloads, binary frames that lie about their
 * lengths, filters written to inject SQL, and joins to read someone else's rows. Each frame gets an
 * error reply or closes the attacker's own socket; afterwards a victim's channel still works, and
 * nothing of the victim's reaches the attacker.
 */
const VICTIM = 'e1000000-0000-4000-8000-000000000001'
const ATTACKER = 'e1000000-0000-4000-8000-000000000002'
const QUERY = `apikey=${DEFAULT_ANON_KEY}&vsn=2.0.0`

const binaryPush = (lengths: number[], tail: number[]) => Buffer.from([3, ...lengths, 1, ...tail])

const FILTERS = [
  `owner=eq.${VICTIM}'); drop table public.rt_secret; --`,
  `"owner"=eq.${VICTIM}`,
  `owner) or (true=eq.1`,
  'owner=in.(',
  'owner=in.()',
  `owner=in.(${'a,'.repeat(10_000)}a)`,
  'secret=eq.x',
  `owner=eq.${'x'.repeat(100_000)}`,
  'owner=eq.\u0000',
]

describeOnEachDatabase('Realtime under hostile input', (target) => {
  let rt: RealtimeBackend
  let attacker: RawSocket
  let joins = 0
  const victimEvents: Received[] = []

  beforeAll(async () => {
    rt = await startRealtimeBackend(target.database)
    await rt.db.exec(`
      create table public.rt_secret (id bigint primary key, owner uuid not null, note text);
      alter table public.rt_secret enable row level security;
      create policy owner_reads on public.rt_secret for select to authenticated using (owner = auth.uid());
      grant select (id, owner, note) on public.rt_secret to authenticated;
      alter publication supabase_realtime add table public.rt_secret;
      select realtime.sync_change_triggers();`)
    await rt.backend.reloadSchema()
    const victim = await rt.client({ token: rt.token({ sub: VICTIM }) })
    await subscribed(
      victim
        .channel('victim')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'rt_secret' },
          (p: Received) => victimEvents.push(p),
        ),
    )
  })
  afterAll(() => rt?.close())

  /** The attacker's socket: a new one when the last was closed by what it sent. */
  async function socket(): Promise<RawSocket> {
    const open =
      attacker && (await Promise.race([attacker.closed.then(() => false), Promise.resolve(true)]))
    if (!open) attacker = await rawSocket(rt.url, QUERY)
    return attacker
  }

  /** Sends a frame; resolves when the server answered its ref, or closed the socket. */
  async function send(frame: string | Buffer, ref?: string) {
    const s = await socket()
    const before = s.frames.length
    s.send(frame)
    const answered = ref
      ? s.next(([, r]) => r === ref).then(() => 'answered')
      : until(() => s.frames.length > before, 5_000, 'a reply').then(() => 'answered')
    return Promise.race([answered, s.closed.then(() => 'closed')])
  }

  /** The victim's rows still reach the victim, and only the victim. */
  async function victimStillServed() {
    const id = Date.now() * 1000 + Math.floor(Math.random() * 1000)
    await rt.db.query(`insert into public.rt_secret values ($1, $2, 'VICTIM-SECRET')`, [id, VICTIM])
    await until(
      () => victimEvents.some((e) => (e.new as { id?: number }).id === id),
      5_000,
      'the victim’s event',
    )
    const heard = (await socket()).frames.filter((frame) =>
      JSON.stringify(frame).includes('VICTIM-SECRET'),
    )
    expect(heard).toEqual([])
  }

  it.each(WHOLE_BODIES)(
    'answers or closes on a frame that is $label, and keeps serving',
    async ({ body }) => {
      expect(['answered', 'closed']).toContain(
        await send(typeof body === 'string' ? body : Buffer.from(body)),
      )
      await victimStillServed()
    },
  )

  it.each(FIELD_VALUES)(
    'refuses a join whose payload holds $label, and keeps serving',
    async ({ json }) => {
      const ref = `j${++joins}`
      const frame = `["${ref}","${ref}","realtime:hostile-${joins}","phx_join",{"config":{"postgres_changes":[{"event":"*","schema":"public","table":"rt_secret","filter":${json}}]},"access_token":${json}}]`
      expect(['answered', 'closed']).toContain(await send(frame, ref))
      await victimStillServed()
    },
  )

  it.each([
    [
      'lengths past the end of the frame',
      binaryPush([0, 0, 200, 5, 0], [...Buffer.from('realtime:x')]),
    ],
    ['a kind the server does not take', Buffer.from([4, 1, 1, 1, 1])],
    ['no header at all', Buffer.from([3])],
    [
      'invalid UTF-8 in the topic',
      binaryPush([0, 0, 3, 1, 0], [0xff, 0xfe, 0xc3, 0x65, 0x7b, 0x7d]),
    ],
    ['a body that is not JSON', binaryPush([0, 0, 1, 1, 0], [0x78, 0x65, 0x00, 0x01])],
  ])('closes the socket on a binary frame with %s, and keeps serving', async (_what, frame) => {
    expect(await send(frame)).toBe('closed')
    await victimStillServed()
  })

  it.each(FILTERS)('refuses the filter %s, and sends nothing of the victim', async (filter) => {
    const ref = `f${++joins}`
    const token = rt.token({ sub: ATTACKER })
    const frame = JSON.stringify([
      ref,
      ref,
      `realtime:filter-${joins}`,
      'phx_join',
      {
        config: {
          postgres_changes: [{ event: '*', schema: 'public', table: 'rt_secret', filter }],
        },
        access_token: token,
      },
    ])
    expect(['answered', 'closed']).toContain(await send(frame, ref))
    await victimStillServed()
    const table = await rt.db.query(`select to_regclass('public.rt_secret') as t`)
    expect(table.rows[0]).toEqual({ t: 'rt_secret' })
  })

  it('gives a token of its own no event of the victim’s rows, filtered on the victim or not', async () => {
    const eavesdropper = await rt.client({ token: rt.token({ sub: ATTACKER }) })
    const heard: Received[] = []
    for (const filter of [undefined, `owner=eq.${VICTIM}`])
      await subscribed(
        eavesdropper
          .channel(`eavesdrop-${filter ?? 'all'}`)
          .on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'rt_secret', ...(filter ? { filter } : {}) },
            (p: Received) => heard.push(p),
          ),
      )
    await victimStillServed()
    await rt.db.query(`insert into public.rt_secret values (1, $1, 'mine')`, [ATTACKER])
    await until(() => heard.length >= 1)
    expect(heard.map((e) => (e.new as { owner?: string }).owner)).toEqual([ATTACKER])
  })
})
