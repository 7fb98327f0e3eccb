import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_ANON_KEY } from '../../server/env'
import { DISCLAIMER } from '../../supabase/functions/assistant/compose.ts'
import { clientFor, createTestBackend, type TestBackend } from '../support/backend'

/**
 * The optional model (ASSISTANT_LLM_URL) against a small fake OpenAI-compatible server: what it
 * phrases is used only when it cites nothing outside the retrieved entries.
 */
describe('the assistant with a model configured', () => {
  let server: Server
  let backend: TestBackend
  let client: SupabaseClient
  let nextAnswer: { status: number; text: string } = { status: 200, text: '' }
  let requests: {
    authorization?: string
    body: { model: string; messages: { role: string; content: string }[] }
  }[]

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) })
        response.writeHead(nextAnswer.status, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: nextAnswer.text } }],
          }),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    backend = await createTestBackend({
      assistantModel: {
        url: `http://127.0.0.1:${port}/v1/chat/completions`,
        key: 'test-key',
        model: 'fake-model',
      },
    })
    client = clientFor(backend.fetch, DEFAULT_ANON_KEY)
    const { error } = await client.auth.signUp({
      email: 'model@example.test',
      password: 'a-long-password',
    })
    if (error) throw error
  })
  beforeEach(() => {
    requests = []
  })
  afterAll(async () => {
    await backend.close()
    await new Promise((resolve) => server.close(resolve))
  })

  const ask = async (message: string) => {
    const { data, error } = await client.functions.invoke<{
      reply: { content: string; citations: { act: string; section: string }[] }
    }>('assistant', { body: { message } })
    if (error) throw error
    return data!.reply
  }

  it('uses the model’s wording when it cites only retrieved entries, and sends it only those entries', async () => {
    nextAnswer = {
      status: 200,
      text: 'Your cheque bounced: **NI Act s.138** lets you act. Send a notice within 30 days.',
    }
    const reply = await ask('my cheque bounced')
    expect(reply.content).toBe(`${nextAnswer.text}\n\n${DISCLAIMER}`)
    expect(reply.citations).toEqual([expect.objectContaining({ act: 'NI', section: '138' })])
    expect(requests).toHaveLength(1)
    expect(requests[0].authorization).toBe('Bearer test-key')
    expect(requests[0].body.model).toBe('fake-model')
    expect(requests[0].body.messages[1].content).toContain('NI Act s.138')
  })

  it('keeps the deterministic reply when the model cites anything else', async () => {
    for (const text of [
      'Under **BNS 420** you win.',
      'See section 999 and **NI Act s.138**.',
      'Read IPC 302.',
    ]) {
      nextAnswer = { status: 200, text }
      const reply = await ask('my cheque bounced')
      expect(reply.content).not.toContain(text)
      expect(reply.content).toContain('**NI Act s.138**')
    }
  })

  it('keeps the deterministic reply when the model fails', async () => {
    nextAnswer = { status: 500, text: 'oops' }
    const reply = await ask('my cheque bounced')
    expect(reply.content).toContain('**NI Act s.138**')
    expect(reply.content.endsWith(DISCLAIMER)).toBe(true)
  })

  it('is not asked when nothing relevant was found', async () => {
    nextAnswer = { status: 200, text: 'Crypto is taxed at 30 % under section 115BBH.' }
    const reply = await ask('qwertyuiop asdfghjkl')
    expect(reply.citations).toEqual([])
    expect(requests).toHaveLength(0)
  })
})
