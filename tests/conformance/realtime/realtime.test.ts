import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ANON_KEY } from '../../../server/env'
import { describeOnEachDatabase } from '../../support/test-databases'
import {
  rawSocket,
  refused,
  SDKS,
  SERVICE_KEY,
  startRealtimeBackend,
  subscribed,
  until,
  upgradeStatus,
  type RealtimeBackend,
  type Received,
} from '../../support/realtime'

/**
 * Supabase Realtime as supabase-js (the pinned version and the newest 2.x) speaks it to the
 * embedded server: the socket, channels, broadcast, presence and Postgres Changes with filters,
 * RLS, column grants and tokens. A probe table keeps the rows simple: its owner may SELECT a row,
 * and authenticated may SELECT every column but `secret`.
 */
const PROBE = `
  create table public.rt_probe (id bigint primary key, n int, label text, secret text, owner uuid);
  alter table public.rt_probe enable row level security;
  create policy owner_reads on public.rt_probe for select to authenticated using (owner = auth.uid());
  grant select (id, n, label, owner) on public.rt_probe to authenticated;
  grant select, insert, update, delete on public.rt_probe to service_role;
  alter publication supabase_realtime add table public.rt_probe;
  select realtime.sync_change_triggers();`

const OWNER_A = '0a0a0a0a-0000-4000-8000-00000000000a'
const OWNER_B = '0b0b0b0b-0000-4000-8000-00000000000b'
const API_QUERY = `apikey=${DEFAULT_ANON_KEY}&vsn=2.0.0`
const ANY = { event: '*', schema: 'public', table: 'rt_probe' } as const

let nextId = 1
let nextTopic = 1
const topic = () => `probe-${nextTopic++}`

describeOnEachDatabase('Realtime', (target) => {
  describe.each(SDKS)('with $name', (sdk) => {
    let rt: RealtimeBackend
    beforeAll(async () => {
      rt = await startRealtimeBackend(target.database, sdk)
      await rt.db.exec(PROBE)
      await rt.backend.reloadSchema()
    })
    afterAll(() => rt?.close())

    /** Inserts a row as the database's owner (no RLS) and returns its id. */
    const insert = async (row: { n?: number; label?: string; owner?: string }) => {
      const id = nextId++
      await rt.db.query(
        'insert into public.rt_probe (id, n, label, secret, owner) values ($1, $2, $3, $4, $5)',
        [id, row.n ?? 0, row.label ?? 'row', 'hidden', row.owner ?? OWNER_A],
      )
      return id
    }

    /** A channel of `client` with one postgres_changes binding, subscribed; and what it receives. */
    const listen = async (
      client: SupabaseClient,
      binding: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string } = ANY,
    ) => {
      const events: Received[] = []
      const channel = await subscribed(
        client
          .channel(topic())
          .on(
            'postgres_changes',
            { schema: 'public', table: 'rt_probe', ...binding },
            (payload: Received) => events.push(payload),
          ),
      )
      return { channel, events }
    }

    const asOwner = (owner: string) => rt.client({ token: rt.token({ sub: owner }) })
    const idsOf = (events: Received[]) => events.map((event) => (event.new as { id?: number }).id)

    // Raw frames, whatever the client library: once per database, beside the pinned supabase-js.
    const isPinned = sdk === SDKS[0]
    describe.runIf(isPinned)('the socket', () => {
      it('answers a heartbeat with the same ref', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        socket.send([null, '7', 'phoenix', 'heartbeat', {}])
        const reply = await socket.next(([, ref]) => ref === '7')
        expect(reply).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])
        socket.close()
      })

      it('speaks vsn 1.0.0 frames as JSON objects', async () => {
        const socket = await rawSocket(rt.url, `apikey=${DEFAULT_ANON_KEY}&vsn=1.0.0`)
        socket.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' }))
        await until(() => socket.frames.length > 0)
        expect(socket.frames[0]).toEqual({
          join_ref: null,
          ref: '1',
          topic: 'phoenix',
          event: 'phx_reply',
          payload: { status: 'ok', response: {} },
        })
        socket.close()
      })

      it.each([
        ['an unknown API key', `/realtime/v1/websocket?apikey=nope&vsn=2.0.0`, 401],
        ['no API key', `/realtime/v1/websocket?vsn=2.0.0`, 401],
        [
          'an unknown protocol version',
          `/realtime/v1/websocket?${API_QUERY.replace('2.0.0', '3.0.0')}`,
          400,
        ],
        ['another path', `/realtime/v1/other?${API_QUERY}`, 404],
      ])('refuses the upgrade with %s', async (_what, path, status) => {
        expect(await upgradeStatus(rt.url, path)).toBe(status)
      })

      it('closes the socket on a frame that is not a Phoenix frame', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        socket.send('{"not": "an array"}')
        expect((await socket.closed).code).toBe(1003)
      })

      it('closes the socket on a frame over the size limit', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        socket.send('x'.repeat(1024 * 1024 + 1))
        expect((await socket.closed).code).toBe(1009)
      })

      it('refuses a push to a topic the socket has not joined', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        socket.send(['1', '2', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x' }])
        const [, , , event, payload] = await socket.next(([, ref]) => ref === '2')
        expect([event, payload]).toEqual([
          'phx_reply',
          { status: 'error', response: { reason: 'unmatched topic' } },
        ])
        socket.close()
      })

      it('refuses the 101st channel of a socket', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        const join = (i: number) =>
          socket.send([`${i}`, `${i}`, `realtime:c${i}`, 'phx_join', { config: {} }])
        // Joins count against the 100 pushes a second too: 95 now, the rest in the next second.
        const started = Date.now()
        for (let i = 1; i <= 95; i++) join(i)
        await socket.next(([, ref]) => ref === '95')
        await new Promise((resolve) => setTimeout(resolve, started + 1_050 - Date.now()))
        for (let i = 96; i <= 101; i++) join(i)
        const last = await socket.next(([, ref]) => ref === '101')
        expect(last[4]).toEqual({ status: 'error', response: { reason: 'Too many channels' } })
        expect(socket.frames.filter(([, , , , p]) => p.status === 'ok')).toHaveLength(100)
        socket.close()
      })

      it('refuses pushes over 100 a second', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        socket.send([
          '1',
          '1',
          'realtime:fast',
          'phx_join',
          { config: { broadcast: { ack: true } } },
        ])
        await socket.next(([, ref]) => ref === '1')
        for (let i = 2; i <= 150; i++)
          socket.send([
            '1',
            `${i}`,
            'realtime:fast',
            'broadcast',
            { type: 'broadcast', event: 'e', payload: {} },
          ])
        await socket.next(([, ref]) => ref === '150')
        const refusals = socket.frames.filter(
          ([, , , , p]) =>
            (p.response as { reason?: string })?.reason === 'Too many messages per second',
        )
        expect(refusals.length).toBeGreaterThanOrEqual(50)
        socket.close()
      })

      it('refuses a join payload over the limit', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        socket.send([
          '1',
          '1',
          'realtime:big',
          'phx_join',
          { config: {}, padding: 'x'.repeat(70_000) },
        ])
        const [, , , , payload] = await socket.next(([, ref]) => ref === '1')
        expect(payload).toEqual({
          status: 'error',
          response: { reason: 'Join payload is too large' },
        })
        socket.close()
      })

      it('refuses a broadcast or a presence over 64 KiB, which every member would receive', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        socket.send(['1', '1', 'realtime:large', 'phx_join', { config: {} }])
        await socket.next(([, ref]) => ref === '1')
        const large = { text: 'न'.repeat(70_000) }
        socket.send([
          '1',
          '2',
          'realtime:large',
          'broadcast',
          { type: 'broadcast', event: 'e', payload: large },
        ])
        socket.send([
          '1',
          '3',
          'realtime:large',
          'presence',
          { type: 'presence', event: 'track', payload: large },
        ])
        for (const ref of ['2', '3'])
          expect((await socket.next(([, r]) => r === ref))[4]).toEqual({
            status: 'error',
            response: { reason: 'Payload is too large' },
          })
        socket.close()
      })

      it('answers a leave, then closes the channel', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        socket.send(['1', '1', 'realtime:leave', 'phx_join', { config: {} }])
        await socket.next(([, ref]) => ref === '1')
        socket.send(['1', '2', 'realtime:leave', 'phx_leave', {}])
        await socket.next(([, , , event]) => event === 'phx_close')
        const events = socket.frames
          .slice(1)
          .map(([joinRef, ref, , event]) => [joinRef, ref, event])
        expect(events).toEqual([
          ['1', '2', 'phx_reply'],
          ['1', '1', 'phx_close'],
        ])
        socket.close()
      })
    })

    describe('broadcast and presence', () => {
      it('reaches the other subscribers of the topic, not the sender', async () => {
        const name = topic()
        const heard: unknown[] = []
        const echoed: unknown[] = []
        const sender = (await rt.client()).channel(name)
        sender.on('broadcast', { event: 'note' }, ({ payload }) => echoed.push(payload))
        const receiver = (await rt.client()).channel(name)
        receiver.on('broadcast', { event: 'note' }, ({ payload }) => heard.push(payload))
        await Promise.all([subscribed(sender), subscribed(receiver)])
        await sender.send({ type: 'broadcast', event: 'note', payload: { text: 'नमस्ते' } })
        await until(() => heard.length === 1)
        expect(heard).toEqual([{ text: 'नमस्ते' }])
        expect(echoed).toEqual([])
      })

      it.each(['1.0.0', '2.0.0'] as const)(
        'echoes to the sender with self, and acknowledges with ack (vsn %s)',
        async (vsn) => {
          const heard: unknown[] = []
          const channel = (await rt.client({ vsn })).channel(topic(), {
            config: { broadcast: { self: true, ack: true } },
          })
          channel.on('broadcast', { event: 'ping' }, ({ payload }) => heard.push(payload))
          await subscribed(channel)
          expect(await channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe(
            'ok',
          )
          await until(() => heard.length === 1)
          expect(heard).toEqual([{ n: 1 }])
        },
      )

      it('syncs presence between two clients, and drops one that untracks', async () => {
        const name = topic()
        const first = (await rt.client()).channel(name, { config: { presence: { key: 'asha' } } })
        const second = (await rt.client()).channel(name, { config: { presence: { key: 'ravi' } } })
        const left: string[] = []
        for (const channel of [first, second]) channel.on('presence', { event: 'sync' }, () => {})
        first.on('presence', { event: 'leave' }, ({ key }) => left.push(key))
        await Promise.all([subscribed(first), subscribed(second)])
        await first.track({ online_at: 1 })
        await second.track({ online_at: 2 })
        await until(() => Object.keys(first.presenceState()).length === 2)
        expect(first.presenceState().ravi).toEqual([
          expect.objectContaining({ online_at: 2, presence_ref: expect.any(String) }),
        ])
        await second.untrack()
        await until(() => left.includes('ravi'))
        expect(Object.keys(first.presenceState())).toEqual(['asha'])
      })
    })

    describe('Postgres Changes', () => {
      it('sends an insert the subscriber may read, with only the columns granted to it', async () => {
        const { events } = await listen(await asOwner(OWNER_A))
        const id = await insert({ n: 7, label: 'first' })
        await until(() => events.length === 1)
        expect(events[0]).toMatchObject({
          schema: 'public',
          table: 'rt_probe',
          eventType: 'INSERT',
          new: { id, n: 7, label: 'first', owner: OWNER_A },
          errors: null,
        })
        expect(events[0].new).not.toHaveProperty('secret')
        expect(Date.parse(events[0].commit_timestamp)).not.toBeNaN()
      })

      it('sends nothing of a row RLS hides from the subscriber', async () => {
        const { events } = await listen(await asOwner(OWNER_B))
        await insert({ owner: OWNER_A })
        const own = await insert({ owner: OWNER_B })
        await until(() => events.length >= 1)
        expect(idsOf(events)).toEqual([own])
      })

      it('sends nothing to anon, which may not SELECT the table', async () => {
        const anon = await listen(await rt.client())
        const service = await listen(await rt.client({ key: SERVICE_KEY }))
        const id = await insert({})
        await until(() => service.events.length >= 1)
        await insert({})
        await until(() => service.events.length >= 2)
        expect(idsOf(service.events)[0]).toBe(id)
        expect(anon.events).toEqual([])
      })

      it('sends an update with the new row and the old key', async () => {
        const { events } = await listen(await asOwner(OWNER_A), { event: 'UPDATE' })
        const id = await insert({ n: 1 })
        await rt.db.query('update public.rt_probe set n = 2 where id = $1', [id])
        await until(() => events.length === 1)
        expect(events[0]).toMatchObject({ eventType: 'UPDATE', new: { id, n: 2 }, old: { id } })
        expect(Object.keys(events[0].old)).toEqual(['id'])
      })

      it('sends a delete, with the key only, to a role RLS does not apply to, and not to one it does', async () => {
        const owner = await listen(await asOwner(OWNER_A), { event: 'DELETE' })
        const service = await listen(await rt.client({ key: SERVICE_KEY }), { event: 'DELETE' })
        const id = await insert({})
        await rt.db.query('delete from public.rt_probe where id = $1', [id])
        await until(() => service.events.length === 1)
        expect(service.events[0]).toMatchObject({ eventType: 'DELETE', old: { id } })
        // The owner's channel would have had it first: its events are checked in the same order.
        const sentinel = await insert({})
        // UPDATE only: the sentinel's INSERT may still be on its way when this channel joins.
        const later = await listen(await asOwner(OWNER_A), { event: 'UPDATE' })
        await rt.db.query('update public.rt_probe set n = 9 where id = $1', [sentinel])
        await until(() => later.events.length === 1)
        expect(owner.events).toEqual([])
      })

      it('sends only the events a binding asks for', async () => {
        const inserts = await listen(await asOwner(OWNER_A), { event: 'INSERT' })
        const id = await insert({})
        await rt.db.query('update public.rt_probe set n = n + 1 where id = $1', [id])
        const next = await insert({})
        await until(() => inserts.events.length === 2)
        expect(inserts.events.map((e) => e.eventType)).toEqual(['INSERT', 'INSERT'])
        expect(idsOf(inserts.events)).toEqual([id, next])
      })

      it.each([
        ['eq', 'n=eq.3', [3]],
        ['neq', 'n=neq.3', [1, 2, 4, 5]],
        ['lt', 'n=lt.3', [1, 2]],
        ['lte', 'n=lte.3', [1, 2, 3]],
        ['gt', 'n=gt.3', [4, 5]],
        ['gte', 'n=gte.3', [3, 4, 5]],
        ['in', 'n=in.(1,5)', [1, 5]],
        ['eq on text', 'label=eq.three', [3]],
      ])('filters with %s', async (_operator, filter, expected) => {
        const label = ['', 'one', 'two', 'three', 'four', 'five']
        const filtered = await listen(await asOwner(OWNER_A), { event: 'INSERT', filter })
        const all = await listen(await asOwner(OWNER_A), { event: 'INSERT' })
        const ids = new Map<number, number>()
        for (const n of [1, 2, 3, 4, 5]) ids.set(await insert({ n, label: label[n] }), n)
        await until(() => all.events.length === 5)
        await until(() => filtered.events.length >= expected.length)
        expect(idsOf(filtered.events).map((id) => ids.get(id!))).toEqual(expected)
      })

      it('filters on a uuid, and still checks RLS', async () => {
        const service = await listen(await rt.client({ key: SERVICE_KEY }), {
          event: 'INSERT',
          filter: `owner=eq.${OWNER_B}`,
        })
        const asA = await listen(await asOwner(OWNER_A), {
          event: 'INSERT',
          filter: `owner=eq.${OWNER_B}`,
        })
        await insert({ owner: OWNER_A })
        const b = await insert({ owner: OWNER_B })
        await until(() => service.events.length === 1)
        expect(idsOf(service.events)).toEqual([b])
        expect(asA.events).toEqual([])
      })

      it('gives each binding of a channel its id, and one event to the bindings it matches', async () => {
        const events: Received[] = []
        const channel = (await asOwner(OWNER_A))
          .channel(topic())
          .on('postgres_changes', { ...ANY, event: 'INSERT', filter: 'n=eq.41' }, (p: Received) =>
            events.push(p),
          )
          .on('postgres_changes', { ...ANY, event: 'INSERT', filter: 'n=gt.40' }, (p: Received) =>
            events.push(p),
          )
        await subscribed(channel)
        await insert({ n: 42 })
        const both = await insert({ n: 41 })
        await until(() => events.length === 3)
        expect(idsOf(events).filter((id) => id === both)).toHaveLength(2)
      })

      it('delivers a 4,000-character Devanagari text whole', async () => {
        const { events } = await listen(await asOwner(OWNER_A), { event: 'INSERT' })
        const text = 'न्याय'.repeat(800)
        expect(text).toHaveLength(4000)
        await insert({ label: text })
        await until(() => events.length === 1)
        expect((events[0].new as { label?: string }).label).toBe(text)
      })

      it('stops sending once unsubscribed', async () => {
        const client = await asOwner(OWNER_A)
        const gone = await listen(client)
        expect(await gone.channel.unsubscribe()).toBe('ok')
        const kept = await listen(client)
        await insert({})
        await until(() => kept.events.length === 1)
        expect(gone.events).toEqual([])
      })

      it.each([
        ['a table outside the publication', { table: 'users' }, 'Unable to subscribe to changes'],
        ['a filter that is not column=operator.value', { filter: 'n=like.3' }, 'invalid filter'],
        ['a filter on a column the table lacks', { filter: 'nope=eq.1' }, 'no column nope'],
        [
          'a filter value of the wrong type',
          { filter: 'owner=eq.not-a-uuid' },
          'not a value of type uuid',
        ],
      ])('refuses %s', async (_what, binding, reason) => {
        const channel = (await asOwner(OWNER_A))
          .channel(topic())
          .on('postgres_changes', { ...ANY, ...binding }, () => {})
        expect(await refused(channel)).toContain(reason)
        await channel.unsubscribe()
      })

      it('refuses a private channel, which this server does not support', async () => {
        const channel = (await rt.client()).channel(topic(), { config: { private: true } })
        expect(await refused(channel)).toContain('Private channels are not supported')
        await channel.unsubscribe()
      })
    })

    describe('tokens', () => {
      it('refuses a join with an expired token', async () => {
        const token = rt.token({ sub: OWNER_A, exp: Math.floor(Date.now() / 1000) - 60 })
        const channel = (await rt.client({ token })).channel(topic())
        expect(await refused(channel)).toMatch(/^Token has expired \d+ seconds ago$/)
        await channel.unsubscribe()
      })

      it('follows a new token pushed after the join', async () => {
        let token = rt.token({ sub: OWNER_A })
        const client = await rt.client({ token: () => token })
        const { channel, events } = await listen(client)
        const ack = await subscribed(
          client.channel(topic(), { config: { broadcast: { ack: true } } }),
        )
        // As after supabase-js refreshed its session: the callback gives the new token.
        token = rt.token({ sub: OWNER_B })
        await client.realtime.setAuth()
        // A socket's frames are handled in order: once this one is acknowledged, so is the token.
        expect(await ack.send({ type: 'broadcast', event: 'sync', payload: {} })).toBe('ok')
        await insert({ owner: OWNER_A })
        const b = await insert({ owner: OWNER_B })
        await until(() => events.length === 1)
        expect(idsOf(events)).toEqual([b])
        expect(channel.state).toBe('joined')
      })

      // A server-side timer: the newest supabase-js shows it the same way.
      it.runIf(isPinned)(
        'ends the channel with a system error when its token expires',
        async () => {
          // Three seconds of life: enough for the join on a loaded machine, then it runs out.
          const token = rt.token({ sub: OWNER_A, exp: Math.floor(Date.now() / 1000) + 3 })
          const errors: unknown[] = []
          const channel = (await rt.client({ token }))
            .channel(topic())
            .on('system', {}, (payload: { status?: string }) => {
              if (payload.status === 'error') errors.push(payload)
            })
          await subscribed(channel)
          await until(() => errors.length === 1, 6_000, 'the expiry')
          expect(errors[0]).toMatchObject({
            extension: 'system',
            message: expect.stringMatching(/^Token has expired/),
          })
        },
      )

      it.runIf(isPinned)('ends the channel when the token pushed is not valid', async () => {
        const socket = await rawSocket(rt.url, API_QUERY)
        socket.send([
          '1',
          '1',
          'realtime:tok',
          'phx_join',
          { config: {}, access_token: rt.token({ sub: OWNER_A }) },
        ])
        await socket.next(([, ref]) => ref === '1')
        socket.send([
          '1',
          '2',
          'realtime:tok',
          'access_token',
          { access_token: 'forged.token.here' },
        ])
        await socket.next(([, , , event]) => event === 'phx_close')
        expect(socket.frames.find(([, , , event]) => event === 'system')?.[4]).toEqual({
          message: 'Invalid token',
          status: 'error',
          extension: 'system',
          channel: 'tok',
        })
        socket.close()
      })
    })

    // Phoenix's rejoin, which both versions of supabase-js vendor alike: once per database.
    it.runIf(isPinned)(
      'has a channel join again after the database connection that listens was lost',
      async () => {
        let joins = 0
        const events: Received[] = []
        const channel = (await asOwner(OWNER_A))
          .channel(topic())
          .on('postgres_changes', ANY, (payload: Received) => events.push(payload))
        channel.subscribe((status) => {
          if (status === 'SUBSCRIBED') joins++
        })
        await until(() => joins === 1)
        await loseListeningConnection(rt)
        await until(() => joins === 2, 8_000, 'the second join')
        // Missed while the connection was lost: the app refetches on SUBSCRIBED.
        await insert({})
        await until(() => events.length === 1)
      },
    )
  })
})

/**
 * PGlite: a statement past its deadline replaces the worker that also listens. PostgreSQL: the
 * listening connection is terminated.
 */
async function loseListeningConnection(rt: RealtimeBackend) {
  if (rt.db.kind === 'pglite') {
    await rt.db.batch([{ sql: 'select pg_sleep(5)' }], { timeoutMs: 100 }).catch(() => undefined)
    // The new worker holds the snapshot again, as an in-memory test database does: no probe.
    await rt.db.exec(PROBE)
    await rt.backend.reloadSchema()
    return
  }
  await rt.db.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()`,
  )
}
