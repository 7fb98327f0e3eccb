import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { commitAs, createAccount } from '../../db/demo-world'
import { serviceRole } from '../../db/request-as'
import {
  SERVICE_KEY,
  startRealtimeBackend,
  subscribed,
  until,
  type RealtimeBackend,
  type Received,
} from '../../support/realtime'
import { describeOnEachDatabase } from '../../support/test-databases'

/**
 * Change events against the policies of the app's tables: for messages, consultations and
 * notifications, {anon, the participant, another user, the service role} × {insert, update,
 * delete} × {filtered, unfiltered}. An event reaches only a subscriber who may SELECT the row; a
 * delete, which cannot be checked, only the service role, and only unfiltered (as on Supabase,
 * deletes are not filterable).
 *
 * Every channel also listens to a sentinel table that all four may read: one row inserted last
 * is the sentinel. A channel's events arrive in the order of the changes, so once every channel
 * has the sentinel, whatever else it was going to receive it has.
 */
const client = { id: 'c1000000-0000-4000-8000-000000000001', email: 'rt-client@example.com' }
const advocate = { id: 'c1000000-0000-4000-8000-000000000002', email: 'rt-advocate@example.com' }
const other = { id: 'c1000000-0000-4000-8000-000000000003', email: 'rt-other@example.com' }
const ACCEPTED = 'c2000000-0000-4000-8000-000000000001'
const REQUEST = 'c2000000-0000-4000-8000-000000000002'
const MESSAGE = 'c3000000-0000-4000-8000-000000000001'
/** The longest message the app allows, in Devanagari: 12,000 bytes, past what a NOTIFY may carry. */
const LONG_HINDI = 'न्याय'.repeat(800)

type Table = 'messages' | 'consultations' | 'notifications'
type Role = 'anon' | 'participant' | 'other user' | 'service role'
type Operation = 'INSERT' | 'UPDATE' | 'DELETE'
const TABLES: Table[] = ['messages', 'consultations', 'notifications']
const ROLES: Role[] = ['anon', 'participant', 'other user', 'service role']
const OPERATIONS: Operation[] = ['INSERT', 'UPDATE', 'DELETE']

const expected = (role: Role, operation: Operation, filtered: boolean) =>
  role === 'service role'
    ? operation !== 'DELETE' || !filtered
    : role === 'participant' && operation !== 'DELETE'

const CASES = TABLES.flatMap((table) =>
  ROLES.flatMap((role) =>
    OPERATIONS.flatMap((operation) =>
      [false, true].map((filtered) => ({
        table,
        role,
        operation,
        filtered,
        title: `${table}: ${role} × ${operation.toLowerCase()} × ${filtered ? 'filtered' : 'unfiltered'} → ${expected(role, operation, filtered) ? 'the event' : 'nothing'}`,
      })),
    ),
  ),
)

describeOnEachDatabase('Realtime change events under RLS', (target) => {
  let rt: RealtimeBackend
  const received = new Map<string, Received[]>()
  const sentinels = new Map<string, number>()
  const keyOf = (table: Table, role: Role, filtered: boolean) => `${table}|${role}|${filtered}`

  beforeAll(async () => {
    rt = await startRealtimeBackend(target.database)
    const db = rt.db
    await createAccount(db, client, { plan: 'premium' })
    await createAccount(db, advocate, { role: 'advocate' })
    await createAccount(db, other)
    await db.query(
      `insert into public.advocate_profiles (id, display_name, verification_status, verified_at)
       values ($1, 'Adv. Realtime Test', 'verified', now())`,
      [advocate.id],
    )
    await db.query(
      `insert into public.consultations (id, client_id, advocate_id, category, description, mode,
         preferred_at, status, accepted_at)
       values ($1, $2, $3, 'Civil Law', 'A consultation for the Realtime policy matrix.', 'chat',
         now() + interval '1 day', 'accepted', now())`,
      [ACCEPTED, client.id, advocate.id],
    )
    const conversation = (
      await db.query<{ id: string }>(
        'select id from public.conversations where consultation_id = $1',
        [ACCEPTED],
      )
    ).rows[0]!.id
    await db.query('delete from public.notifications')
    await db.exec(`
      create table public.rt_sentinel (id int primary key);
      grant select on public.rt_sentinel to anon, authenticated, service_role;
      alter publication supabase_realtime add table public.rt_sentinel;
      select realtime.sync_change_triggers();`)
    await rt.backend.reloadSchema()

    const sockets: Record<Role, (table: Table) => Promise<SupabaseClient>> = {
      anon: () => rt.client(),
      participant: (table) =>
        rt.client({
          token: rt.token({ sub: table === 'notifications' ? advocate.id : client.id }),
        }),
      'other user': () => rt.client({ token: rt.token({ sub: other.id }) }),
      'service role': () => rt.client({ key: SERVICE_KEY }),
    }
    const filters: Record<Table, string> = {
      messages: `conversation_id=eq.${conversation}`,
      consultations: `client_id=eq.${client.id}`,
      notifications: `user_id=eq.${advocate.id}`,
    }
    const channels = []
    for (const table of TABLES)
      for (const role of ROLES) {
        const socket = await sockets[role](table)
        for (const filtered of [false, true]) {
          const key = keyOf(table, role, filtered)
          received.set(key, [])
          sentinels.set(key, 0)
          channels.push(
            subscribed(
              socket
                .channel(`matrix-${key}`)
                .on(
                  'postgres_changes',
                  {
                    event: '*',
                    schema: 'public',
                    table,
                    ...(filtered ? { filter: filters[table] } : {}),
                  },
                  (payload: Received) => received.get(key)!.push(payload),
                )
                .on(
                  'postgres_changes',
                  { event: 'INSERT', schema: 'public', table: 'rt_sentinel' },
                  () => sentinels.set(key, sentinels.get(key)! + 1),
                ),
            ),
          )
        }
      }
    await Promise.all(channels)

    // Each table: an insert, an update, a delete. A phase ends
    // when every channel has its sentinel: an event is checked by reading the row again, so a row
    // already deleted would not be sent to anyone.
    let phase = 0
    const endPhase = async () => {
      phase++
      await db.query('insert into public.rt_sentinel values ($1)', [phase])
      await until(() => [...sentinels.values()].every((n) => n === phase), 10_000, 'every sentinel')
    }
    // Through the API (as the service role), so that they notify the advocate.
    await commitAs(
      db,
      serviceRole,
      `insert into public.messages (id, conversation_id, sender_id, body) values ($1, $2, $3, $4)`,
      [MESSAGE, conversation, client.id, LONG_HINDI],
    )
    await commitAs(
      db,
      serviceRole,
      `insert into public.consultations (id, client_id, advocate_id, category, description, mode, preferred_at)
       values ($1, $2, $3, 'Civil Law', 'A second request for the Realtime policy matrix.', 'chat',
         now() + interval '2 days')`,
      [REQUEST, client.id, advocate.id],
    )
    // The message and the request notified the advocate: the notifications' inserts.
    await endPhase()
    await db.query(`update public.messages set body = 'Hello again' where id = $1`, [MESSAGE])
    await db.query(
      `update public.consultations set status = 'declined', declined_at = now() where id = $1`,
      [REQUEST],
    )
    await db.query('update public.notifications set read_at = now() where user_id = $1', [
      advocate.id,
    ])
    await endPhase()
    await db.query('delete from public.messages where id = $1', [MESSAGE])
    await db.query('delete from public.consultations where id = $1', [REQUEST])
    await db.query('delete from public.notifications where user_id = $1', [advocate.id])
    await endPhase()
  }, 60_000)
  afterAll(() => rt?.close())

  it.each(CASES)('$title', ({ table, role, operation, filtered }) => {
    const events = received
      .get(keyOf(table, role, filtered))!
      .filter((e) => e.eventType === operation)
    if (expected(role, operation, filtered)) expect(events.length).toBeGreaterThan(0)
    else expect(events).toEqual([])
  })

  it('delivers a 4,000-character Devanagari message whole to the participant', () => {
    const [event] = received
      .get(keyOf('messages', 'participant', true))!
      .filter((e) => e.eventType === 'INSERT')
    expect((event.new as { body?: string }).body).toBe(LONG_HINDI)
    expect(LONG_HINDI).toHaveLength(4000)
  })

  it('sends a delete with the primary key only', () => {
    const [event] = received
      .get(keyOf('messages', 'service role', false))!
      .filter((e) => e.eventType === 'DELETE')
    expect(event.old).toEqual({ id: MESSAGE })
  })
})
