import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signJwt } from '../../server/jwt'
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET } from '../../server/env'
import { DEMO_ACCOUNTS } from '../../src/config/demo'
import { API_URL, clientFor, createTestBackend, type TestBackend } from '../support/backend'
import { describeOnEachDatabase } from '../support/test-databases'

type Reply = {
  chatId: string
  reply: {
    id: string
    role: string
    content: string
    citations: { act: string; section: string; title: string }[]
  }
}

type Refusal = { status: number; error: { error: { code: string; message: string } } }

/** What the function answered: the 200 body, or the status and error body. */
async function ask(
  client: SupabaseClient,
  body: unknown,
): Promise<{ status: 200; data: Reply } | Refusal> {
  const { data, error } = await client.functions.invoke<Reply>('assistant', {
    body: body as Record<string, unknown>,
  })
  if (!error) return { status: 200, data: data! }
  if (!(error instanceof FunctionsHttpError)) throw error
  const response = error.context as Response
  return { status: response.status, error: await response.json() }
}

/** The 200 answer, or the test fails with what came instead. */
async function answer(client: SupabaseClient, body: unknown): Promise<Reply> {
  const result = await ask(client, body)
  if (!('data' in result))
    throw new Error(`expected an answer, got ${result.status} ${JSON.stringify(result.error)}`)
  return result.data
}

describeOnEachDatabase('the assistant function (POST /functions/v1/assistant)', (target) => {
  let backend: TestBackend
  let alice: SupabaseClient
  let bob: SupabaseClient
  let userCount = 0

  async function newUser() {
    const client = clientFor(backend.fetch, DEFAULT_ANON_KEY)
    const { error } = await client.auth.signUp({
      email: `assistant-${++userCount}-${Date.now()}@example.test`,
      password: 'a-long-password',
    })
    if (error) throw error
    return client
  }

  beforeAll(async () => {
    backend = await createTestBackend({}, { database: target.database })
    alice = await newUser()
    bob = await newUser()
  })
  afterAll(() => backend.close())

  it('answers a question in a new chat, grounded in the knowledge base, and stores both messages', async () => {
    const { chatId, reply } = await answer(alice, {
      message: 'Someone took ₹50,000 from me promising a job',
    })
    expect(reply.role).toBe('assistant')
    expect(reply.citations).toContainEqual(
      expect.objectContaining({ act: 'BNS', section: '318(4)' }),
    )
    expect(reply.citations).toContainEqual(expect.objectContaining({ act: 'IPC', section: '420' }))
    expect(reply.content).toContain('not legal advice')

    const { data: chats } = await alice.from('chats').select('id, title, message_count')
    expect(chats).toEqual([
      { id: chatId, title: 'Someone took ₹50,000 from me promising a job', message_count: 2 },
    ])
    const { data: messages } = await alice
      .from('chat_messages')
      .select('id, role, content, citations')
      .eq('chat_id', chatId)
      .order('created_at')
    expect(messages?.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(messages?.[1]).toEqual({
      id: reply.id,
      role: 'assistant',
      content: reply.content,
      citations: reply.citations,
    })
  })

  it('continues a chat by its id', async () => {
    const first = await answer(alice, { message: 'my phone was snatched on the road' })
    const second = await answer(alice, { message: 'how do I get bail?', chatId: first.chatId })
    expect(second.chatId).toBe(first.chatId)
    const { data } = await alice
      .from('chats')
      .select('message_count')
      .eq('id', first.chatId)
      .single()
    expect(data).toEqual({ message_count: 4 })
  })

  it('reads a follow-up with the chat, and a message with a topic of its own afresh', async () => {
    const first = await answer(alice, { message: 'someone stole my bike from outside my house' })
    const keys = (reply: { citations: { act: string; section: string }[] }) =>
      reply.citations.map((c) => `${c.act} ${c.section}`)
    const alone = await answer(alice, { message: 'where do I complain about it?' })
    expect(keys(alone.reply)).not.toContain('BNS 303(2)')
    const followUp = await answer(alice, {
      message: 'where do I complain about it?',
      chatId: first.chatId,
    })
    expect(keys(followUp.reply)).toContain('BNS 303(2)')
    const fresh = await answer(alice, {
      message: 'ok thanks. also, my husband beats me and demands dowry',
      chatId: first.chatId,
    })
    expect(keys(fresh.reply)).toContain('BNS 85')
    expect(keys(fresh.reply)).not.toContain('BNS 303(2)')
  })

  it("answers 404 for someone else's chat, an unknown chat and a malformed id, and writes nothing", async () => {
    const mine = await answer(alice, { message: 'cheque bounced' })
    for (const chatId of [
      mine.chatId,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      "'; drop table chats; --",
    ]) {
      const result = await ask(bob, { message: 'let me in', chatId })
      expect(result).toMatchObject({ status: 404, error: { error: { code: 'chat_not_found' } } })
    }
    const { data } = await alice
      .from('chats')
      .select('message_count')
      .eq('id', mine.chatId)
      .single()
    expect(data).toEqual({ message_count: 2 })
    expect((await bob.from('chats').select('id')).data).toEqual([])
  })

  it('answers 400 for a blank, missing or over-long message, and keeps no chat for it', async () => {
    for (const body of [
      { message: '   ' },
      { message: '' },
      {},
      { message: 42 },
      { message: 'x'.repeat(2001) },
    ]) {
      const result = await ask(bob, body)
      expect(result.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      if ('error' in result) expect(result.error.error.message).toBeTruthy()
    }
    expect((await bob.from('chats').select('id')).data).toEqual([])
    expect((await ask(bob, { message: 'x'.repeat(2000) })).status).toBe(200)
  })

  it('answers 401 to a caller who is not signed in, with or without a token', async () => {
    const anon = clientFor(backend.fetch, DEFAULT_ANON_KEY)
    expect(await ask(anon, { message: 'hello' })).toMatchObject({
      status: 401,
      error: { error: { code: 'not_signed_in' } },
    })
    const url = `${API_URL}/functions/v1/assistant`
    const post = (headers: Record<string, string>) =>
      backend.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"message":"hi"}',
      })
    const missing = await post({})
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' })
    const forged = signJwt(
      { sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated' },
      'not-the-secret-but-long-enough-000000',
    )
    const invalid = await post({ authorization: `Bearer ${forged}` })
    expect(invalid.status).toBe(401)
    expect(await invalid.json()).toEqual({ code: 401, message: 'Invalid JWT' })
    const expired = signJwt(
      { sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated', exp: 1 },
      DEFAULT_JWT_SECRET,
    )
    expect((await post({ authorization: `Bearer ${expired}` })).status).toBe(401)
    const valid = await post({
      authorization: `Bearer ${(await alice.auth.getSession()).data.session!.access_token}`,
      'content-type': 'application/json',
    })
    expect(valid.status).toBe(200)
  })

  it('answers 400 to a body that is not JSON, and 404 to an unknown function', async () => {
    const token = (await alice.auth.getSession()).data.session!.access_token
    const response = await backend.fetch(`${API_URL}/functions/v1/assistant`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"message": ',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_request',
    )
    const unknown = await backend.fetch(`${API_URL}/functions/v1/no-such-function`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(unknown.status).toBe(404)
  })

  it('answers the 21st message within a minute with 429 and a clear message', async () => {
    const carol = await newUser()
    const first = await answer(carol, { message: 'what is IPC 420' })
    for (let i = 2; i <= 20; i++) {
      expect(
        (await ask(carol, { message: `question ${i}: what is IPC 420`, chatId: first.chatId }))
          .status,
      ).toBe(200)
    }
    const over = await ask(carol, { message: 'one more', chatId: first.chatId })
    expect(over).toMatchObject({ status: 429, error: { error: { code: 'too_many_messages' } } })
    if ('error' in over) expect(over.error.error.message).toMatch(/20 messages in the last minute/)
    // A new chat does not escape the limit, and the refused question left no empty chat behind.
    expect((await ask(carol, { message: 'in a new chat' })).status).toBe(429)
    expect((await carol.from('chats').select('id')).data).toHaveLength(1)
  })

  it('answers 429 once the user has searched the knowledge base 30 times in a minute, storing nothing', async () => {
    const dave = await newUser()
    for (let i = 0; i < 30; i++) {
      expect((await dave.rpc('search_knowledge', { question: 'theft' })).error).toBeNull()
    }
    expect((await dave.rpc('search_knowledge', { question: 'theft' })).error).toMatchObject({
      code: 'LS024',
    })
    const over = await ask(dave, { message: 'what is IPC 420' })
    expect(over).toMatchObject({ status: 429, error: { error: { code: 'too_many_searches' } } })
    if ('error' in over)
      expect(over.error.error.message).toBe(
        'You have asked too many questions in the last minute. Wait a minute, then send again.',
      )
    expect((await dave.from('chats').select('id')).data).toEqual([])
    // Anonymous callers cannot search at all.
    const anon = clientFor(backend.fetch, DEFAULT_ANON_KEY)
    expect((await anon.rpc('search_knowledge', { question: 'theft' })).error).toMatchObject({
      code: '42501',
    })
  })
  it("answers a database refusal written for users (LS0nn) with 409 and the database's words", async () => {
    // A demo visitor's follow-up in the shared sample chat is refused (LS030): the visitor reads
    // why and what to do instead, not 'could not reach its knowledge base'.
    const visitor = clientFor(backend.fetch, DEFAULT_ANON_KEY)
    const { email, password } = DEMO_ACCOUNTS.client
    expect((await visitor.auth.signInWithPassword({ email, password })).error).toBeNull()
    const { data: chats } = await visitor.from('chats').select('id')
    const seeded = chats?.find((chat) => chat.id.startsWith('d3'))
    expect(seeded).toBeDefined()
    const refused = await ask(visitor, { message: 'and what about bail?', chatId: seeded!.id })
    expect(refused).toMatchObject({ status: 409, error: { error: { code: 'refused' } } })
    if ('error' in refused)
      expect(refused.error.error.message).toMatch(/^This sample chat is shared by every visitor/)
  })
})
