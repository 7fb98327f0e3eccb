import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET, DEFAULT_SERVICE_ROLE_KEY } from '../../server/env'
import { listen } from '../../server/http/listener'
import { signJwt } from '../../server/jwt'
import { DEMO_ACCOUNTS } from '../../src/config/demo'
import { API_URL, clientFor, createTestBackend, type TestBackend } from '../support/backend'
import { denoSkipReason, REQUIRE_DENO, serveFunction, type DenoFunction } from '../support/deno'
import {
  DATABASE_TARGETS,
  describeOnEachDatabase,
  type DatabaseTarget,
} from '../support/test-databases'

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

const TITLE = 'the assistant function (POST /functions/v1/assistant)'

/**
 * The contract, twice over: served by the embedded backend (in-process, on each database, behind
 * its gateway: JWT checks, unknown functions) and served by Deno as hosted Supabase runs it
 * (`deno run index.ts`), calling the embedded backend over HTTP. The gateway's own answers are
 * the embedded server's; hosted Supabase's gateway gives them in production.
 */
describeOnEachDatabase(TITLE, (target) => describeAssistant(target, false))
describe.skipIf(denoSkipReason !== undefined && !REQUIRE_DENO)(
  `${TITLE}, served by Deno${denoSkipReason ? ` (${denoSkipReason})` : ''}`,
  () => describeAssistant(DATABASE_TARGETS[0]!, true),
)

/** fetch for the clients: the function's URL goes to Deno, everything else to the backend. */
const functionsTo =
  (deno: DenoFunction, backendFetch: typeof fetch): typeof fetch =>
  (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!url.pathname.startsWith('/functions/v1/assistant')) return backendFetch(input, init)
    const served = `${deno.url}${url.pathname}${url.search}`
    return input instanceof Request ? fetch(new Request(served, input), init) : fetch(served, init)
  }

function describeAssistant(target: DatabaseTarget, servedByDeno: boolean) {
  let backend: TestBackend
  /** What the clients send through: the backend's fetch, with the function on Deno when it is. */
  let api: typeof fetch
  let stopServing = async () => {}
  let alice: SupabaseClient
  let bob: SupabaseClient
  let userCount = 0

  async function newUser() {
    const client = clientFor(api, DEFAULT_ANON_KEY)
    const { error } = await client.auth.signUp({
      email: `assistant-${++userCount}-${Date.now()}@example.test`,
      password: 'a-long-password',
    })
    if (error) throw error
    return client
  }

  beforeAll(async () => {
    backend = await createTestBackend({}, { database: target.database })
    api = backend.fetch
    if (servedByDeno) {
      const server = await listen({
        host: '127.0.0.1',
        port: 0,
        maxBodyBytes: 1_048_576,
        handler: backend.backend,
      })
      const deno = await serveFunction('assistant', {
        SUPABASE_URL: server.url,
        SUPABASE_ANON_KEY: DEFAULT_ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: DEFAULT_SERVICE_ROLE_KEY,
      }).catch(async (error: unknown) => {
        await server.close()
        throw error
      })
      api = functionsTo(deno, backend.fetch)
      stopServing = async () => {
        await deno.close()
        await server.close()
      }
    }
    alice = await newUser()
    bob = await newUser()
  })
  afterAll(async () => {
    await stopServing()
    await backend?.close()
  })

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

  it('answers 401 to a caller who is not signed in', async () => {
    const anon = clientFor(api, DEFAULT_ANON_KEY)
    expect(await ask(anon, { message: 'hello' })).toMatchObject({
      status: 401,
      error: { error: { code: 'not_signed_in' } },
    })
  })

  it.skipIf(servedByDeno)(
    'answers 401 from the gateway to a request with no token or one it did not sign',
    async () => {
      const url = `${API_URL}/functions/v1/assistant`
      const post = (headers: Record<string, string>) =>
        api(url, {
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
    },
  )

  it('answers 400 to a body that is not JSON', async () => {
    const token = (await alice.auth.getSession()).data.session!.access_token
    const response = await api(`${API_URL}/functions/v1/assistant`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"message": ',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_request',
    )
  })

  it.skipIf(servedByDeno)('answers 404 from the gateway to an unknown function', async () => {
    const token = (await alice.auth.getSession()).data.session!.access_token
    const unknown = await api(`${API_URL}/functions/v1/no-such-function`, {
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
    const anon = clientFor(api, DEFAULT_ANON_KEY)
    expect((await anon.rpc('search_knowledge', { question: 'theft' })).error).toMatchObject({
      code: '42501',
    })
  })
  it("answers a database refusal written for users (LS0nn) with 409 and the database's words", async () => {
    // A demo visitor's follow-up in the shared sample chat is refused (LS030): the visitor reads
    // why and what to do instead, not 'could not reach its knowledge base'.
    const visitor = clientFor(api, DEFAULT_ANON_KEY)
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
}
