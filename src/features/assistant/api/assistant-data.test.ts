// @vitest-environment node
import { OFFLINE_ERROR } from '@/lib/api-error'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { chatScene } from '../testing/chat-scene'
import { getChat } from './get-chat'
import { getChats } from './get-chats'
import { getSectionEntry } from './get-section-entry'
import { feedbackErrorMessage, saveFeedback } from './save-feedback'
import { AssistantError, GENERIC_SEND_ERROR, sendMessage, withExchange } from './send-message'

// The assistant feature's data operations on the real backend: the assistant function, the
// knowledge base, the chats' owner-only rows and the feedback's one row per reply are its own.
const backend = withRealBackend()
const { faults, sql } = backend
const scene = chatScene(sql)

const ASSISTANT = 'POST /functions/v1/assistant'
const JOB_SCAM = 'Someone took ₹50,000 from me promising a job'

let me: SignedInMember
let someoneElse: SignedInMember
beforeAll(async () => {
  me = await backend.signUp({ name: 'Asha Rao' })
  someoneElse = await backend.signUp({ name: 'Ravi S.' })
})

/** A chat of mine: a question and its reply; returns the ids. */
async function questionAndReply(updatedAt?: string) {
  const {
    chatId,
    messageIds: [questionId, replyId],
  } = await scene.startChat(me.id, {
    title: 'Someone took money promising a job',
    updatedAt,
    messages: [
      { role: 'user', content: 'Someone took money promising a job' },
      {
        role: 'assistant',
        content: 'That is cheating under BNS 318(4).',
        citations: [{ act: 'BNS', section: '318(4)', title: 'Cheating' }],
      },
    ],
  })
  return { chatId, questionId, replyId }
}

describe('getChat', () => {
  it("reads the chat and its messages oldest first, each reply with the user's feedback or null", async () => {
    const { chatId, replyId } = await questionAndReply()
    await scene.giveFeedback(me.id, replyId, { helpful: false, note: 'Too vague.' })

    const chat = await getChat(me.client, chatId)

    expect(chat?.chat).toMatchObject({ id: chatId, title: 'Someone took money promising a job' })
    expect(chat?.messages.map((m) => [m.role, m.content, m.feedback])).toEqual([
      ['user', 'Someone took money promising a job', null],
      ['assistant', 'That is cheating under BNS 318(4).', { helpful: false, note: 'Too vague.' }],
    ])
    expect(chat?.messages[1].citations).toEqual([
      { act: 'BNS', section: '318(4)', title: 'Cheating' },
    ])
  })

  it('returns null for a chat the user cannot see', async () => {
    const { chatId } = await questionAndReply()
    expect(await getChat(someoneElse.client, chatId)).toBeNull()
  })

  it("throws the database's error instead of hiding it", async () => {
    const { chatId } = await questionAndReply()
    faults.failNext('GET /rest/v1/chat_messages', {
      code: '42501',
      message: 'permission denied for table chat_messages',
    })
    await expect(getChat(me.client, chatId)).rejects.toMatchObject({
      message: 'permission denied for table chat_messages',
    })
  })
})

describe('getChats', () => {
  it("lists only the user's chats, most recently active first, with only the columns the list needs", async () => {
    const reader = await backend.signUp({ name: 'Meera K.' })
    for (const [title, updatedAt] of [
      ['Older chat', '2026-11-19T10:00:00Z'],
      ['Newer chat', '2026-11-21T10:00:00Z'],
    ])
      await scene.startChat(reader.id, { title, updatedAt })
    await scene.startChat(someoneElse.id, { title: 'Not hers' })

    const chats = await getChats(reader.client)
    expect(chats.map((chat) => chat.title)).toEqual(['Newer chat', 'Older chat'])
    expect(Object.keys(chats[0]).sort()).toEqual([
      'created_at',
      'id',
      'message_count',
      'title',
      'updated_at',
    ])
  })
})

describe('getSectionEntry', () => {
  it('returns the section from the knowledge base with its old-code twin', async () => {
    const entry = await getSectionEntry(me.client, { act: 'BNS', section: '318(4)' })
    expect(entry).toMatchObject({
      act: 'BNS',
      actName: 'Bharatiya Nyaya Sanhita, 2023',
      section: '318(4)',
      title: 'Cheating and dishonestly inducing delivery of property',
      inForce: true,
    })
    expect(entry?.punishment).toMatch(/7 years/)
    expect(entry?.twins).toContainEqual({
      act: 'IPC',
      section: '420',
      title: expect.stringMatching(/^Cheating/),
    })
  })

  it('finds the twin from the old side too', async () => {
    const found = await getSectionEntry(me.client, { act: 'IPC', section: '420' })
    expect(found?.actName).toBe('Indian Penal Code, 1860')
    expect(found?.twins.map((twin) => `${twin.act} ${twin.section}`)).toContain('BNS 318(4)')
  })

  it('says when a section is not in force (struck down)', async () => {
    expect(await getSectionEntry(me.client, { act: 'ITA', section: '66A' })).toMatchObject({
      inForce: false,
      twins: [],
    })
  })

  it('returns null for a section the knowledge base does not hold', async () => {
    expect(await getSectionEntry(me.client, { act: 'BNS', section: '999' })).toBeNull()
  })
})

describe('saveFeedback', () => {
  it('keeps one row per reply and user, and reads back what was stored', async () => {
    const { replyId } = await questionAndReply()
    expect(await saveFeedback(me.client, replyId, { helpful: false, note: null })).toEqual({
      helpful: false,
      note: null,
    })
    expect(await saveFeedback(me.client, replyId, { helpful: false, note: 'Too vague.' })).toEqual({
      helpful: false,
      note: 'Too vague.',
    })
    expect(await scene.feedbackOf(me.id)).toContainEqual({
      reply_id: replyId,
      helpful: false,
      note: 'Too vague.',
    })
    expect((await scene.feedbackOf(me.id)).filter((row) => row.reply_id === replyId)).toHaveLength(
      1,
    )
  })

  it('withdraws the feedback when given null', async () => {
    const { replyId } = await questionAndReply()
    await scene.giveFeedback(me.id, replyId, { helpful: true })
    expect(await saveFeedback(me.client, replyId, null)).toBeNull()
    expect((await scene.feedbackOf(me.id)).map((row) => row.reply_id)).not.toContain(replyId)
  })

  it('refuses a note over 1,000 characters before asking', async () => {
    const { replyId } = await questionAndReply()
    await expect(
      saveFeedback(me.client, replyId, { helpful: false, note: 'x'.repeat(1001) }),
    ).rejects.toThrow(/1000/)
    expect(faults.requests).toEqual([])
  })

  it("throws the database's refusal instead of hiding it: nobody rates another's reply", async () => {
    const { replyId } = await questionAndReply()
    await expect(
      saveFeedback(someoneElse.client, replyId, { helpful: true, note: null }),
    ).rejects.toMatchObject({ code: '42501' })
  })
})

describe('feedbackErrorMessage', () => {
  it('shows the database’s own refusals as written, and plain words for the rest', () => {
    expect(feedbackErrorMessage({ code: 'LS030', message: 'This sample chat is shared.' })).toBe(
      'This sample chat is shared.',
    )
    expect(feedbackErrorMessage({ code: '', message: 'TypeError: Failed to fetch' })).toBe(
      OFFLINE_ERROR,
    )
    expect(
      feedbackErrorMessage({
        code: '42501',
        message: 'new row violates row-level security policy',
      }),
    ).toBe('Something went wrong on our side. Please try again.')
  })
})

describe('sendMessage', () => {
  it('starts a chat with the first question and continues it when given its id; replies cite the knowledge base', async () => {
    const first = await sendMessage(me.client, { message: JOB_SCAM })
    expect(first.reply.role).toBe('assistant')
    expect(first.reply.citations).toContainEqual(
      expect.objectContaining({ act: 'BNS', section: '318(4)' }),
    )

    const next = await sendMessage(me.client, {
      message: 'Can I file a complaint online?',
      chatId: first.chatId,
    })
    expect(next.chatId).toBe(first.chatId)
    expect(
      await sql('select title, message_count from public.chats where id = $1', [first.chatId]),
    ).toEqual([{ title: JOB_SCAM, message_count: 4 }])
  })

  it("passes on the server's message for a refusal, e.g. too many messages", async () => {
    const busy = await backend.signUp({ name: 'Busy Bee' })
    // 20 questions in the last minute, as the database counts them (its attempts ledger).
    await sql(
      `insert into private.write_attempts (kind, actor)
       select 'chat_messages', $1 from generate_series(1, 20)`,
      [busy.id],
    )
    await expect(sendMessage(busy.client, { message: 'Hello' })).rejects.toEqual(
      new AssistantError(
        'You have sent 20 messages in the last minute. Wait a minute, then send again.',
        'too_many_messages',
        429,
      ),
    )
  })

  it('says a chat that is not the user’s was not found', async () => {
    const { chatId } = await questionAndReply()
    await expect(
      sendMessage(someoneElse.client, { message: 'Hello', chatId }),
    ).rejects.toMatchObject({ code: 'chat_not_found', status: 404 })
  })

  it('says something generic for a server failure or an unreadable refusal, and offline for no answer', async () => {
    faults.failNext(ASSISTANT, { code: 'database_error', message: 'relation x', status: 502 })
    await expect(sendMessage(me.client, { message: 'Hello' })).rejects.toMatchObject({
      message: GENERIC_SEND_ERROR,
      status: 502,
    })
    // A 4xx without the function's { error: { code, message } } body.
    faults.failNext(ASSISTANT, { code: 'nope', status: 400 })
    await expect(sendMessage(me.client, { message: 'Hello' })).rejects.toMatchObject({
      message: GENERIC_SEND_ERROR,
      status: 400,
    })
    faults.failNext(ASSISTANT, 'network')
    await expect(sendMessage(me.client, { message: 'Hello' })).rejects.toMatchObject({
      message: OFFLINE_ERROR,
    })
  })
})

describe('withExchange', () => {
  it('adds the question and the reply to the chat on screen', () => {
    const CHAT_ID = '7a1c0000-0000-4000-8000-000000000001'
    const result = {
      chatId: CHAT_ID,
      reply: { id: 'reply-1', role: 'assistant' as const, content: 'Answer', citations: [] },
    }
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
