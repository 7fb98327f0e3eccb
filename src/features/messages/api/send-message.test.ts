// @vitest-environment node
import {
  CONVERSATION_ID,
  acceptedConversation,
  createFakeMessagesClient,
  NETWORK_ERROR,
} from '../testing/fake-messages-client'
import { sendMessage, toSendMessageError } from './send-message'

const ID = 'aa000000-0000-4000-8000-000000000001'

function fakeWithConversation() {
  const { consultation, conversation } = acceptedConversation()
  return createFakeMessagesClient({ consultations: [consultation], conversations: [conversation] })
}

describe('sendMessage', () => {
  it('upserts with the id it is given and ignores a duplicate, so a retry stores nothing twice', async () => {
    const fake = fakeWithConversation()
    const message = { id: ID, conversation_id: CONVERSATION_ID, body: 'Hello' }

    await expect(sendMessage(fake.client, message)).resolves.toMatchObject({
      id: ID,
      body: 'Hello',
    })
    await expect(sendMessage(fake.client, message)).resolves.toBeNull()
    expect(fake.tables.messages).toHaveLength(1)
  })

  it('tells what a failure means and whether trying again can help', () => {
    expect(toSendMessageError(NETWORK_ERROR)).toMatchObject({
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
