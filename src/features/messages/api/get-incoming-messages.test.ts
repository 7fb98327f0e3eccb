// @vitest-environment node
import {
  buildConversationCard,
  createFakeMessagesClient,
  OTHER,
} from '../testing/fake-messages-client'
import { getIncomingMessages, incomingMessagesQueryOptions } from './get-incoming-messages'

const card = (n: number, overrides: Parameters<typeof buildConversationCard>[0] = {}) =>
  buildConversationCard({
    id: `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    other_id: OTHER,
    other_name: `Client ${n}`,
    my_role: 'advocate',
    last_message: `Question ${n}`,
    last_message_at: new Date(Date.UTC(2026, 10, 20, n)).toISOString(),
    last_message_is_mine: false,
    ...overrides,
  })

describe('getIncomingMessages', () => {
  it('lists the 5 newest conversations whose last message came from the client, as real rows', async () => {
    const fake = createFakeMessagesClient({
      conversations: [
        card(1),
        card(2),
        card(3, { last_message_is_mine: true }),
        card(4),
        card(5),
        card(6),
        card(7),
        card(8, { last_message: null, last_message_at: null }),
      ],
    })

    const result = await getIncomingMessages(fake.client)

    expect(result.messages.map((m) => m.client)).toEqual([
      'Client 7',
      'Client 6',
      'Client 5',
      'Client 4',
      'Client 2',
    ])
    expect(result.messages[0]).toEqual({
      id: 'd0000000-0000-4000-8000-000000000007',
      client: 'Client 7',
      date: '2026-11-20T07:00:00.000Z',
      preview: 'Question 7',
    })
  })

  it('passes on a database error', async () => {
    const fake = createFakeMessagesClient()
    fake.failures['conversation_cards:select'] = { message: 'permission denied for view' }
    await expect(getIncomingMessages(fake.client)).rejects.toMatchObject({
      message: 'permission denied for view',
    })
  })

  it('is cached under its feature key', () => {
    expect(incomingMessagesQueryOptions().queryKey).toEqual(['messages', 'incoming'])
  })
})
