import { OFFLINE_ERROR } from '@/lib/api-error'
import {
  assistantReply,
  createFakeAssistantClient,
  functionsHttpError,
} from '../testing/fake-assistant-client'
import {
  AssistantError,
  GENERIC_SEND_ERROR,
  sendMessage,
  toAssistantError,
  withExchange,
} from './send-message'

const CHAT_ID = '7a1c0000-0000-4000-8000-000000000001'

describe('sendMessage', () => {
  it('asks the assistant function, with the chat id only when continuing a chat', async () => {
    const fake = createFakeAssistantClient()
    fake.invoke.mockResolvedValue(
      assistantReply(CHAT_ID, 'Answer', [{ act: 'BNS', section: '318(4)', title: 'Cheating' }]),
    )

    await sendMessage(fake.client, { message: 'First question' })
    const result = await sendMessage(fake.client, { message: 'Again', chatId: CHAT_ID })

    expect(fake.invoke.mock.calls.map(([name, options]) => [name, options.body])).toEqual([
      ['assistant', { message: 'First question' }],
      ['assistant', { message: 'Again', chatId: CHAT_ID }],
    ])
    expect(result.reply.citations).toEqual([{ act: 'BNS', section: '318(4)', title: 'Cheating' }])
  })

  it("passes on the server's message for a refusal, e.g. too many messages", async () => {
    const fake = createFakeAssistantClient()
    const message = 'You have sent 20 messages in the last minute. Wait a minute, then send again.'
    fake.invoke.mockResolvedValue({
      data: null,
      error: functionsHttpError(429, { error: { code: 'too_many_messages', message } }),
    })

    await expect(sendMessage(fake.client, { message: 'Hello' })).rejects.toEqual(
      new AssistantError(message, 'too_many_messages', 429),
    )
  })

  it('rejects a reply of an unexpected shape', async () => {
    const fake = createFakeAssistantClient()
    fake.invoke.mockResolvedValue({ data: { chatId: CHAT_ID }, error: null })
    await expect(sendMessage(fake.client, { message: 'Hello' })).rejects.toThrow(/unexpected shape/)
  })
})

describe('toAssistantError', () => {
  it('says something generic for a server failure, whatever its body', async () => {
    const error = await toAssistantError(
      functionsHttpError(502, { error: { code: 'database_error', message: 'relation x' } }),
    )
    expect(error).toMatchObject({ message: GENERIC_SEND_ERROR, status: 502 })
  })

  it('explains a request that never reached the server as a connection problem', async () => {
    const offline = Object.assign(new Error('Failed to send a request'), {
      name: 'FunctionsFetchError',
    })
    expect((await toAssistantError(offline)).message).toBe(OFFLINE_ERROR)
  })

  it('falls back to the generic message for an unreadable refusal', async () => {
    expect((await toAssistantError(functionsHttpError(400, 'nope'))).message).toBe(
      GENERIC_SEND_ERROR,
    )
  })
})

describe('withExchange', () => {
  it('adds the question and the reply to the chat on screen', () => {
    const result = assistantReply(CHAT_ID, 'Answer').data
    const chat = withExchange(undefined, { message: 'Question' }, result, '2026-11-25T10:00:00Z')
    expect(chat.chat).toMatchObject({ id: CHAT_ID, title: 'Question', message_count: 2 })
    expect(chat.messages.map(({ role, content }) => [role, content])).toEqual([
      ['user', 'Question'],
      ['assistant', 'Answer'],
    ])
    const next = withExchange(chat, { message: 'More', chatId: CHAT_ID }, result)
    expect(next.messages).toHaveLength(4)
    expect(next.chat.message_count).toBe(4)
  })
})
