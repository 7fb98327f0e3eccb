// @vitest-environment node
import { createFakeAssistantClient } from '../testing/fake-assistant-client'
import { getChat } from './get-chat'
import { getChats } from './get-chats'

const CHAT_ID = '7a1c0000-0000-4000-8000-000000000001'
const chatRow = (id: string, updated: string) => ({
  id,
  owner_id: 'me',
  title: `Chat ${id.slice(-1)}`,
  message_count: 2,
  created_at: '2026-11-20T10:00:00+05:30',
  updated_at: updated,
})
const message = (role: string, content: string, created: string) => ({
  id: `m-${content}`,
  chat_id: CHAT_ID,
  owner_id: 'me',
  role,
  content,
  citations: [],
  created_at: created,
})

describe('getChat', () => {
  it('reads the chat and its messages, oldest first', async () => {
    const fake = createFakeAssistantClient({
      chats: [chatRow(CHAT_ID, '2026-11-20T10:00:02+05:30')],
      chat_messages: [
        message('assistant', 'Answer', '2026-11-20T10:00:02+05:30'),
        message('user', 'Question', '2026-11-20T10:00:00+05:30'),
      ],
    })
    const chat = await getChat(fake.client, CHAT_ID)
    expect(chat?.chat.title).toBe('Chat 1')
    expect(chat?.messages.map((m) => m.content)).toEqual(['Question', 'Answer'])
  })

  it("reads the user's feedback on each reply with the messages, null where there is none", async () => {
    const fake = createFakeAssistantClient({
      chats: [chatRow(CHAT_ID, '2026-11-20T10:00:04+05:30')],
      chat_messages: [
        message('user', 'Question', '2026-11-20T10:00:00+05:30'),
        message('assistant', 'Answer', '2026-11-20T10:00:02+05:30'),
        message('assistant', 'Another', '2026-11-20T10:00:04+05:30'),
      ],
      assistant_feedback: [{ reply_id: 'm-Answer', helpful: false, note: 'Too vague.' }],
    })
    const chat = await getChat(fake.client, CHAT_ID)
    expect(chat?.messages.map((m) => [m.content, m.feedback])).toEqual([
      ['Question', null],
      ['Answer', { helpful: false, note: 'Too vague.' }],
      ['Another', null],
    ])
  })

  it('returns null for a chat the user cannot see', async () => {
    const fake = createFakeAssistantClient({ chats: [], chat_messages: [] })
    expect(await getChat(fake.client, CHAT_ID)).toBeNull()
  })

  it('throws the database error instead of hiding it', async () => {
    const fake = createFakeAssistantClient({ chats: [chatRow(CHAT_ID, '2026-11-20T10:00:00Z')] })
    fake.failures.chat_messages = { message: 'permission denied for table chat_messages' }
    await expect(getChat(fake.client, CHAT_ID)).rejects.toMatchObject({
      message: 'permission denied for table chat_messages',
    })
  })
})

describe('getChats', () => {
  it('lists the chats most recently active first, with only the columns the list needs', async () => {
    const fake = createFakeAssistantClient({
      chats: [
        chatRow('00000000-0000-4000-8000-000000000001', '2026-11-19T10:00:00Z'),
        chatRow('00000000-0000-4000-8000-000000000002', '2026-11-21T10:00:00Z'),
      ],
    })
    const chats = await getChats(fake.client)
    expect(chats.map((chat) => chat.title)).toEqual(['Chat 2', 'Chat 1'])
    expect(Object.keys(chats[0]).sort()).toEqual([
      'created_at',
      'id',
      'message_count',
      'title',
      'updated_at',
    ])
  })
})
