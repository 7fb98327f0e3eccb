import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEFAULT_ANON_KEY } from '../../server/env'
import { API_URL, clientFor, createTestBackend, type TestBackend } from '../support/backend'
import { describeOnEachDatabase } from '../support/test-databases'

/**
 * Feedback on the assistant's replies through the embedded backend, as the app
 * calls it and as someone holding a session would abuse it: the victim's reply, a forged owner,
 * huge and broken notes, every way of writing a select, and a race on the unique key. Every answer
 * is a 4xx or better, and no answer carries the victim's feedback. (the hostile sweep also
 * sends its bodies, query strings and headers to /rest/v1/assistant_feedback.)
 */
const VICTIM_NOTE = 'VICTIM-NOTE: the FIR part was wrong'
const CONFLICT = { onConflict: 'reply_id,owner_id' }

type Account = { client: SupabaseClient; id: string; token: string; chatId: string; reply: string }

describeOnEachDatabase('feedback on the assistant’s replies through the API', (target) => {
  let backend: TestBackend
  let asha: Account
  let victim: Account
  let accounts = 0

  /** A new account that has asked the assistant one question. */
  async function account(): Promise<Account> {
    const client = clientFor(backend.fetch, DEFAULT_ANON_KEY)
    const email = `feedback-${++accounts}-${target.database}@example.test`
    const { data, error } = await client.auth.signUp({ email, password: 'a-long-password' })
    if (error || !data.user || !data.session) throw error ?? new Error('no session')
    const asked = await client.functions.invoke('assistant', {
      body: { message: 'Someone took ₹50,000 promising a job' },
    })
    if (asked.error) throw asked.error
    const { chatId, reply } = asked.data as { chatId: string; reply: { id: string } }
    return { client, id: data.user.id, token: data.session.access_token, chatId, reply: reply.id }
  }

  /** A raw REST request as `who`; the status and the body as text. */
  async function rest(who: Account, path: string, init: RequestInit = {}) {
    const response = await backend.fetch(`${API_URL}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: DEFAULT_ANON_KEY,
        authorization: `Bearer ${who.token}`,
        'content-type': 'application/json',
        ...(init.headers as Record<string, string>),
      },
    })
    return { status: response.status, text: await response.text() }
  }

  beforeAll(async () => {
    backend = await createTestBackend({}, { database: target.database })
    asha = await account()
    victim = await account()
    const { error } = await victim.client
      .from('assistant_feedback')
      .upsert({ reply_id: victim.reply, helpful: false, note: VICTIM_NOTE }, CONFLICT)
    expect(error).toBeNull()
  })
  afterAll(async () => {
    await backend?.close()
  })

  it('serves the app’s calls: feedback read with the messages, an upsert that changes the choice, a delete', async () => {
    const save = (helpful: boolean, note: string | null) =>
      asha.client
        .from('assistant_feedback')
        .upsert({ reply_id: asha.reply, helpful, note }, CONFLICT)
        .select('helpful,note')
        .single()
    expect((await save(true, null)).data).toEqual({ helpful: true, note: null })
    expect((await save(false, '  Wrong section.  ')).data).toEqual({
      helpful: false,
      note: 'Wrong section.',
    })
    const read = await asha.client
      .from('chat_messages')
      .select('id,role,feedback:assistant_feedback(helpful,note)')
      .eq('chat_id', asha.chatId)
      .order('created_at')
    expect(read.error).toBeNull()
    expect(read.data).toEqual([
      { id: expect.any(String), role: 'user', feedback: [] },
      { id: asha.reply, role: 'assistant', feedback: [{ helpful: false, note: 'Wrong section.' }] },
    ])
    const withdrawn = await asha.client
      .from('assistant_feedback')
      .delete()
      .eq('reply_id', asha.reply)
      .select('reply_id')
    expect(withdrawn.data).toEqual([{ reply_id: asha.reply }])
  })

  it('refuses with a 4xx, never a 5xx: the victim’s reply, a forged owner, a question, huge and broken notes', async () => {
    const { data: question } = await asha.client
      .from('chat_messages')
      .select('id')
      .eq('chat_id', asha.chatId)
      .eq('role', 'user')
      .single()
    const bodies: [label: string, body: string, status: number][] = [
      ['the victim’s reply', JSON.stringify({ reply_id: victim.reply, helpful: true }), 403],
      [
        'a question',
        JSON.stringify({ reply_id: (question as { id: string }).id, helpful: true }),
        403,
      ],
      [
        'a forged owner',
        JSON.stringify({ reply_id: asha.reply, owner_id: victim.id, helpful: true }),
        403,
      ],
      [
        'a backdated row',
        JSON.stringify({ reply_id: asha.reply, helpful: true, created_at: '2020-01-01' }),
        403,
      ],
      [
        'a note of 1,001 characters',
        JSON.stringify({ reply_id: asha.reply, helpful: false, note: 'x'.repeat(1001) }),
        400,
      ],
      [
        'a huge note',
        JSON.stringify({ reply_id: asha.reply, helpful: false, note: 'x'.repeat(900_000) }),
        400,
      ],
      ['a note with NUL', `{"reply_id":"${asha.reply}","helpful":false,"note":"a\\u0000b"}`, 400],
      ['a lone surrogate', `{"reply_id":"${asha.reply}","helpful":false,"note":"\\ud800"}`, 400],
      ['no choice', JSON.stringify({ reply_id: asha.reply, helpful: null }), 400],
      ['a choice that is not one', JSON.stringify({ reply_id: asha.reply, helpful: 'very' }), 400],
      ['a reply id that is not one', JSON.stringify({ reply_id: 'x', helpful: true }), 400],
    ]
    const failures: string[] = []
    for (const [label, body, expected] of bodies) {
      for (const prefer of [
        'return=representation',
        'resolution=merge-duplicates,return=representation',
      ]) {
        const answer = await rest(asha, 'assistant_feedback?on_conflict=reply_id,owner_id', {
          method: 'POST',
          headers: { prefer },
          body,
        })
        if (answer.status !== expected)
          failures.push(`${label} (${prefer}) → ${answer.status} ${answer.text.slice(0, 120)}`)
      }
    }
    for (const [label, path, init] of [
      [
        'PATCH the reply',
        `assistant_feedback?reply_id=eq.${asha.reply}`,
        { method: 'PATCH', body: JSON.stringify({ reply_id: victim.reply }) },
      ],
      [
        'PATCH the owner',
        `assistant_feedback?reply_id=eq.${asha.reply}`,
        { method: 'PATCH', body: JSON.stringify({ owner_id: victim.id }) },
      ],
      [
        'on_conflict on a column that is no key',
        'assistant_feedback?on_conflict=helpful',
        {
          method: 'POST',
          headers: { prefer: 'resolution=merge-duplicates' },
          body: JSON.stringify({ reply_id: asha.reply, helpful: true }),
        },
      ],
      [
        'on_conflict on a column that does not exist',
        'assistant_feedback?on_conflict=nope',
        {
          method: 'POST',
          headers: { prefer: 'resolution=merge-duplicates' },
          body: JSON.stringify({ reply_id: asha.reply, helpful: true }),
        },
      ],
    ] as const) {
      const answer = await rest(asha, path, init)
      if (answer.status >= 500)
        failures.push(`${label} → ${answer.status} ${answer.text.slice(0, 120)}`)
    }
    expect(failures).toEqual([])
    const { rows } = await backend.db.query(
      'select helpful, note from public.assistant_feedback where reply_id = $1',
      [victim.reply],
    )
    expect(rows).toEqual([{ helpful: false, note: VICTIM_NOTE }])
  })

  it('shows nobody else’s feedback, however the select is written', async () => {
    for (const path of [
      'assistant_feedback?select=*',
      `assistant_feedback?select=*&reply_id=eq.${victim.reply}`,
      `assistant_feedback?select=*,chat_messages(*)&or=(helpful.is.false,note.ilike.*VICTIM*)`,
      `chat_messages?select=*,assistant_feedback(*)&id=eq.${victim.reply}`,
      `chat_messages?select=id,feedback:assistant_feedback!inner(note)`,
    ]) {
      const answer = await rest(asha, path)
      expect(answer.status, path).toBeLessThan(500)
      expect(answer.text, path).not.toContain('VICTIM-NOTE')
      expect(answer.text, path).not.toContain(victim.id)
    }
    const anon = await backend.fetch(`${API_URL}/rest/v1/assistant_feedback?select=*`, {
      headers: { apikey: DEFAULT_ANON_KEY },
    })
    expect(anon.status).toBe(401)
  })

  it('answers 20 parallel upserts of one reply with one row: one insert, the others update it', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rest(asha, 'assistant_feedback?on_conflict=reply_id,owner_id', {
          method: 'POST',
          headers: { prefer: 'resolution=merge-duplicates' },
          body: JSON.stringify({ reply_id: asha.reply, helpful: i % 2 === 0, note: `Take ${i}` }),
        }).then((answer) => answer.status),
      ),
    )
    // One insert (201); the others update it (200, as PostgREST answers a merged duplicate).
    expect(statuses.sort()).toEqual([...Array(19).fill(200), 201])
    const { rows } = await backend.db.query(
      'select count(*)::int as n from public.assistant_feedback where reply_id = $1',
      [asha.reply],
    )
    expect(rows).toEqual([{ n: 1 }])
  })
})
