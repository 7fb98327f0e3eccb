import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEFAULT_ANON_KEY } from '../../server/env'
import { clientFor, createTestBackend, type TestBackend } from '../support/backend'
import { describeOnEachDatabase } from '../support/test-databases'
import { DEMO_PASSWORD, demoClient } from '../db/demo-accounts'

/**
 * One visitor of the public demo client used to spoil the demo for everyone after
 * them in about 45 requests (10 cancelled consultation requests: a 24-hour lockout; threads to the
 * hourly limit; documents up to the account's cap; messages; the seeded content cancelled and
 * deleted). Two visitors sign in to the demo client through the embedded backend — two sessions —
 * the first runs that sequence, and the second can still do everything the demo offers.
 */
const SEEDED_CONSULTATION = 'd3a10000-0000-4000-8000-000000000001'
const SEEDED_CONVERSATION = 'd3a20000-0000-4000-8000-000000000001'
/** Someone else's seeded thread, and one of the demo client's own. */
const SEEDED_THREAD = 'd3f10000-0000-4000-8000-000000000001'
const DEMO_THREAD = 'd3f10000-0000-4000-8000-000000000015'
const seeded = (prefix: string, n: number) => `${prefix}-0000-4000-8000-00000000000${n}`
const DEMO_QUOTA = /^The demo allows \d+ .* per visit\. Create a free account to /

type Advocate = { id: string; practice_areas: string[] }
type Answer = { error: { code?: string; message: string } | null; status: number }

describeOnEachDatabase('two visitors of the demo client', (target) => {
  let backend: TestBackend
  let first: SupabaseClient
  let second: SupabaseClient
  let advocates: Advocate[] = []

  const visitor = async () => {
    const client = clientFor(backend.fetch, DEFAULT_ANON_KEY)
    const { error } = await client.auth.signInWithPassword({
      email: demoClient.email,
      password: DEMO_PASSWORD,
    })
    expect(error).toBeNull()
    return client
  }
  const request = (client: SupabaseClient, advocate: Advocate) =>
    client
      .from('consultations')
      .insert({
        advocate_id: advocate.id,
        category: advocate.practice_areas[0],
        description: 'My landlord has kept my deposit for three months now.',
        mode: 'chat',
        preferred_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      })
      .select('id')
      .single()
  const thread = (client: SupabaseClient) =>
    client.from('forum_threads').insert({
      title: 'Can my landlord keep the deposit?',
      body: 'My landlord has kept my deposit for three months after I moved out.',
      categories: ['Property Law'],
    })
  const document = (client: SupabaseClient) =>
    client
      .from('documents')
      .insert({ template: 'affidavit', title: 'Affidavit for change of name' })
  const say = (client: SupabaseClient, conversation: string) =>
    client.from('messages').insert({ conversation_id: conversation, body: 'Are you there?' })
  /** What an advocate does when they accept: here the service role, as no seeded one signs in. */
  const accept = async (consultation: string) => {
    const { error } = await backend
      .service()
      .from('consultations')
      .update({ status: 'accepted' })
      .eq('id', consultation)
    expect(error).toBeNull()
    const { data } = await backend
      .service()
      .from('conversations')
      .select('id')
      .eq('consultation_id', consultation)
      .single()
    return (data as { id: string }).id
  }
  /** Refused in words, never a server error. */
  const expectRefused = (answer: Answer, codes: string[] = ['LS032']) => {
    expect(answer.status).toBe(400)
    expect(codes).toContain(answer.error?.code)
    if (answer.error?.code === 'LS032') expect(answer.error.message).toMatch(DEMO_QUOTA)
  }
  const expectDone = (answer: Answer) => {
    expect(answer.error).toBeNull()
    expect(answer.status).toBeLessThan(300)
  }

  beforeAll(async () => {
    backend = await createTestBackend({}, { database: target.database })
    const { data } = await backend
      .service()
      .from('advocate_profiles')
      .select('id, practice_areas')
      .eq('verification_status', 'verified')
      .gte('id', seeded('d3ad0000', 0))
      .lt('id', seeded('d3ae0000', 0))
      .order('id')
      .limit(12)
    advocates = data as Advocate[]
    expect(advocates).toHaveLength(12)
    first = await visitor()
    second = await visitor()
  })
  afterAll(async () => {
    await backend?.close()
  })

  it('gives each visit its own small quotas, so the spoiling sequence leaves the next visitor everything', async () => {
    // 1. Ten consultation requests, each cancelled at once (was: a 24-hour lockout for everyone).
    //    The fifth stays open and is accepted; the second visitor asks that advocate too.
    let open: Answer & { data: unknown } = { error: null, status: 0, data: null }
    for (const [n, advocate] of advocates.slice(0, 10).entries()) {
      const asked = await request(first, advocate)
      if (n >= 5) {
        expectRefused(asked)
        continue
      }
      expectDone(asked)
      if (n === 4) open = asked
      else
        expectDone(
          await first
            .from('consultations')
            .update({ status: 'cancelled' })
            .eq('id', (asked.data as { id: string }).id),
        )
    }
    // 2. Threads to the limit.
    for (let n = 0; n < 6; n++) {
      const posted = await thread(first)
      if (n < 3) expectDone(posted)
      else expectRefused(posted)
    }
    // 3. Documents up to the cap: one request body of 99, then one at a time.
    expectRefused(
      await first.from('documents').insert(
        Array.from({ length: 99 }, () => ({
          template: 'affidavit',
          title: 'Affidavit for change of name',
        })),
      ),
      ['LS032', 'PGRST100', 'PGRST102'],
    )
    for (let n = 0; n < 12; n++) {
      const saved = await document(first)
      if (n < 10) expectDone(saved)
      else expectRefused(saved)
    }
    // 4. Thirty messages in the consultation an advocate accepted, then some in the sample one.
    const conversation = await accept((open.data as { id: string }).id)
    for (let n = 0; n < 30; n++) {
      const sent = await say(first, conversation)
      if (n < 20) expectDone(sent)
      else expectRefused(sent)
    }
    for (let n = 0; n < 5; n++)
      expectRefused(await say(first, SEEDED_CONVERSATION), ['LS030', 'LS032'])
    // 5. The seeded content cancelled and deleted (refused once it is read-only, LS030).
    for (const answer of [
      await first
        .from('consultations')
        .update({ status: 'cancelled' })
        .eq('id', SEEDED_CONSULTATION),
      await first
        .from('documents')
        .delete()
        .in(
          'id',
          [1, 2, 3].map((n) => seeded('d3d00000', n)),
        ),
      await first
        .from('chats')
        .delete()
        .in(
          'id',
          [1, 2].map((n) => seeded('d3c00000', n)),
        ),
      await first.from('forum_threads').delete().eq('id', DEMO_THREAD),
    ])
      expect(answer.status).toBeLessThan(500)

    // The second visitor does everything the demo offers.
    const asked = await request(second, advocates[4])
    expectDone(asked)
    expectDone(await request(second, advocates[0]))
    expectDone(await thread(second))
    expectDone(
      await second
        .from('forum_replies')
        .insert({ thread_id: SEEDED_THREAD, body: 'I had the same problem last year.' }),
    )
    expectDone(await document(second))
    expectDone(await second.from('chats').insert({ title: 'My deposit' }))
    const theirs = await accept((asked.data as { id: string }).id)
    for (let n = 0; n < 20; n++) expectDone(await say(second, theirs))
    expectRefused(await say(second, theirs))
  })
})
