import {
  buildMessage,
  CONVERSATION_ID,
  createFakeMessagesClient,
} from '../testing/fake-messages-client'
import {
  getMessages,
  messagesQueryOptions,
  MESSAGES_POLL_MS,
  pollWhileVisible,
} from './get-messages'

describe('getMessages', () => {
  it('reads the newest messages of a conversation and returns them oldest first', async () => {
    const fake = createFakeMessagesClient({
      messages: [buildMessage(3), buildMessage(1), buildMessage(2), buildMessage(4)],
    })
    const page = await getMessages(fake.client, CONVERSATION_ID, 3)
    expect(page.messages.map((m) => m.body)).toEqual([
      'Message at minute 2',
      'Message at minute 3',
      'Message at minute 4',
    ])
    expect(page.hasEarlier).toBe(true)
    expect((await getMessages(fake.client, CONVERSATION_ID, 4)).hasEarlier).toBe(false)
  })

  it('polls every 3 s while the page is visible, and not while it is hidden', () => {
    const options = messagesQueryOptions(CONVERSATION_ID)
    expect(options.queryKey).toEqual(['messages', 'thread', CONVERSATION_ID, 100])
    expect(options.refetchInterval).toBe(pollWhileVisible)
    expect(options.refetchIntervalInBackground).toBe(false)
    expect(pollWhileVisible()).toBe(MESSAGES_POLL_MS)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    expect(pollWhileVisible()).toBe(false)
  })
})
