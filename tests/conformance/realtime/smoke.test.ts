import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  startRealtimeBackend,
  subscribed,
  until,
  type RealtimeBackend,
  type Received,
} from '../../support/realtime'

let rt: RealtimeBackend
beforeAll(async () => {
  rt = await startRealtimeBackend('pglite')
  await rt.db.exec(`
    create table public.rt_probe (id bigint primary key, n int, label text, secret text, owner uuid);
    alter table public.rt_probe enable row level security;
    create policy own on public.rt_probe for select to authenticated using (owner = auth.uid());
    grant select (id, n, label, owner) on public.rt_probe to authenticated;
    alter publication supabase_realtime add table public.rt_probe;
    select realtime.sync_change_triggers();`)
  await rt.backend.reloadSchema()
})
afterAll(() => rt?.close())

it('delivers an insert', async () => {
  const owner = '11111111-1111-4111-8111-111111111111'
  const client = await rt.client({ token: rt.token({ sub: owner }) })
  const events: Received[] = []
  const t0 = Date.now()
  await subscribed(
    client
      .channel('probe')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_probe' }, (p) =>
        events.push(p),
      ),
  )
  console.log('subscribed in', Date.now() - t0)
  await rt.db.query(
    `insert into public.rt_probe values (1, 5, 'x', 's', $1), (2, 6, 'y', 's', gen_random_uuid())`,
    [owner],
  )
  await until(() => events.length >= 1)
  console.log(JSON.stringify(events))
  expect(events[0].new).toEqual({ id: 1, n: 5, label: 'x', owner })
})
