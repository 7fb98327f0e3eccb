// @vitest-environment node
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import {
  acceptConsultation,
  requestConsultation,
  storeMessage,
} from '../testing/consultation-scenes'
import { getIncomingMessages, incomingMessagesQueryOptions } from './get-incoming-messages'
import {
  getMessages,
  messagesQueryOptions,
  MESSAGES_POLL_MS,
  pollWhileVisible,
} from './get-messages'
import { leaveReview } from './leave-review'
import { sendMessage, toSendMessageError } from './send-message'

// The messaging feature's reads and writes on the real database: its views, triggers and RLS.
const backend = withRealBackend()
const { faults, sql } = backend

/** An accepted consultation between a new client and a new advocate, with its conversation. */
async function conversationBetween(client: SignedInMember, advocate: SignedInMember) {
  const consultationId = await requestConsultation(sql, client, advocate)
  const conversationId = await acceptConsultation(sql, consultationId)
  return { consultationId, conversationId }
}

const minute = (n: number) => new Date(Date.UTC(2026, 10, 27, 5, n)).toISOString()

describe('getIncomingMessages', () => {
  it('lists the 5 newest conversations whose last message came from the client, as real rows', async () => {
    const advocate = await backend.signUp({ name: 'Adv. Meera Iyer', role: 'advocate' })
    const conversations: string[] = []
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const client = await backend.signUp({ name: `Client ${n}` })
      const { conversationId } = await conversationBetween(client, advocate)
      conversations.push(conversationId)
      const at = new Date(Date.UTC(2026, 10, 20, n)).toISOString()
      // 3: the advocate answered last; 8: no message yet.
      if (n !== 8)
        await storeMessage(sql, conversationId, n === 3 ? advocate : client, `Question ${n}`, at)
    }

    const result = await getIncomingMessages(advocate.client)

    expect(result.messages.map((m) => m.client)).toEqual([
      'Client 7',
      'Client 6',
      'Client 5',
      'Client 4',
      'Client 2',
    ])
    expect(result.messages[0]).toEqual({
      id: conversations[6],
      client: 'Client 7',
      date: expect.any(String),
      preview: 'Question 7',
    })
    expect(Date.parse(result.messages[0].date)).toBe(Date.UTC(2026, 10, 20, 7))
  })

  it('passes on a database error', async () => {
    const advocate = await backend.signUp({ name: 'Adv. Meera Iyer', role: 'advocate' })
    faults.failNext('GET /rest/v1/conversation_cards', {
      code: '42501',
      message: 'permission denied for view',
    })
    await expect(getIncomingMessages(advocate.client)).rejects.toMatchObject({
      message: 'permission denied for view',
    })
  })

  it('is cached under its feature key', () => {
    expect(incomingMessagesQueryOptions().queryKey).toEqual(['messages', 'incoming'])
  })
})

describe('a conversation: reading and sending', () => {
  let client: SignedInMember
  let advocate: SignedInMember
  let conversationId: string
  beforeAll(async () => {
    client = await backend.signUp({ name: 'Asha Rao' })
    advocate = await backend.signUp({ name: 'Adv. Meera Iyer', role: 'advocate' })
    ;({ conversationId } = await conversationBetween(client, advocate))
  })

  it('reads the newest messages of a conversation and returns them oldest first; others read none', async () => {
    for (const n of [3, 1, 2, 4])
      await storeMessage(sql, conversationId, advocate, `Message at minute ${n}`, minute(n))

    const page = await getMessages(client.client, conversationId, 3)
    expect(page.messages.map((m) => m.body)).toEqual([
      'Message at minute 2',
      'Message at minute 3',
      'Message at minute 4',
    ])
    expect(page.hasEarlier).toBe(true)
    expect((await getMessages(client.client, conversationId, 4)).hasEarlier).toBe(false)

    const stranger = await backend.signUp({ name: 'Ravi Kumar' })
    expect(await getMessages(stranger.client, conversationId)).toEqual({
      messages: [],
      hasEarlier: false,
    })
  })

  it('sends with the id it is given and ignores a duplicate, so a retry stores nothing twice', async () => {
    const message = {
      id: 'aa000000-0000-4000-8000-000000000001',
      conversation_id: conversationId,
      body: 'Hello',
    }

    await expect(sendMessage(client.client, message)).resolves.toMatchObject({
      id: message.id,
      body: 'Hello',
      sender_id: client.id,
    })
    await expect(sendMessage(client.client, message)).resolves.toBeNull()
    expect(await sql('select id from public.messages where id = $1', [message.id])).toHaveLength(1)
  })
})

describe('the messaging queries', () => {
  it('poll every 3 s while the page is visible, and not while it is hidden', () => {
    const options = messagesQueryOptions('d0000000-0000-4000-8000-000000000001')
    expect(options.queryKey).toEqual([
      'messages',
      'thread',
      'd0000000-0000-4000-8000-000000000001',
      100,
    ])
    expect(options.refetchInterval).toBe(pollWhileVisible)
    expect(options.refetchIntervalInBackground).toBe(false)
    expect(pollWhileVisible()).toBe(MESSAGES_POLL_MS)
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    expect(pollWhileVisible()).toBe(false)
    vi.stubGlobal('document', undefined)
  })
})

describe('toSendMessageError', () => {
  it('tells what a failure means and whether trying again can help', () => {
    // What supabase-js makes of a fetch that never reached the server.
    const networkError = {
      message: 'TypeError: Failed to fetch',
      details: 'TypeError: Failed to fetch',
      hint: '',
      code: '',
    }
    expect(toSendMessageError(networkError)).toMatchObject({
      message: 'You are offline. It will be sent when you are back online.',
      isPermanent: false,
    })
    expect(
      toSendMessageError({
        code: 'LS019',
        message: 'This consultation was cancelled, so its conversation is closed.',
      }),
    ).toMatchObject({
      message: 'This consultation was cancelled, so its conversation is closed.',
      isPermanent: true,
    })
    expect(
      toSendMessageError({
        code: 'LS020',
        message: 'You are sending messages too fast. Please wait a minute and try again.',
      }),
    ).toMatchObject({
      message: 'You are sending messages too fast. Please wait a minute and try again.',
      isPermanent: false,
      isRateLimited: true,
    })
    // The demo's quota for the visit (LS032), a seeded conversation (LS030), a cap (LS029): only
    // a change elsewhere helps, so the outbox must not retry them every minute.
    for (const code of ['LS029', 'LS030', 'LS032'])
      expect(toSendMessageError({ code, message: 'Refused.' })).toMatchObject({
        message: 'Refused.',
        isPermanent: true,
        isRateLimited: false,
      })
    expect(
      toSendMessageError({ code: '23514', message: 'violates check constraint' }),
    ).toMatchObject({
      message: 'Something went wrong on our side. Please try again.',
      isPermanent: true,
    })
    expect(toSendMessageError({ code: '', message: 'Bad gateway' })).toMatchObject({
      isPermanent: false,
    })
  })
})

describe('leaveReview', () => {
  /** A consultation of a new client, completed by the advocate unless told; its client and id. */
  async function consultation({ completed = true } = {}) {
    const client = await backend.signUp({ name: 'Asha Rao' })
    const advocate = await backend.signUp({ name: 'Adv. Meera Iyer', role: 'advocate' })
    const { consultationId } = await conversationBetween(client, advocate)
    if (completed)
      await sql(`update public.consultations set status = 'completed' where id = $1`, [
        consultationId,
      ])
    return { client, consultationId }
  }
  const reviewsOf = (consultationId: string) =>
    sql('select rating, comment from public.advocate_reviews where consultation_id = $1', [
      consultationId,
    ])

  it('stores the rating and the trimmed comment, null when blank; a second review is one too many', async () => {
    const { client, consultationId } = await consultation()
    await leaveReview(client.client, { consultationId, rating: 5, comment: '   ' })
    expect(await reviewsOf(consultationId)).toEqual([{ rating: 5, comment: null }])

    await expect(
      leaveReview(client.client, { consultationId, rating: 4, comment: 'Again' }),
    ).rejects.toThrow('You have already reviewed this consultation.')
    expect(await reviewsOf(consultationId)).toEqual([{ rating: 5, comment: null }])
  })

  it('shows the refusal of a review before completion (LS018) as the database writes it', async () => {
    const { client, consultationId } = await consultation({ completed: false })
    await expect(
      leaveReview(client.client, { consultationId, rating: 4, comment: '' }),
    ).rejects.toThrow(
      'You can review a consultation only after it is completed, and only your own.',
    )
    expect(await reviewsOf(consultationId)).toEqual([])
  })

  it('refuses a rating outside 1–5 and a comment over 1,000 characters before asking', async () => {
    const consultationId = 'c0000000-0000-4000-8000-000000000001'
    const { client } = backend
    await expect(leaveReview(client(), { consultationId, rating: 0, comment: '' })).rejects.toThrow(
      'Choose a rating from 1 to 5 stars.',
    )
    await expect(
      leaveReview(client(), { consultationId, rating: 3, comment: 'x'.repeat(1001) }),
    ).rejects.toThrow('A comment can be at most 1,000 characters.')
    expect(faults.requests).toEqual([])
  })
})
