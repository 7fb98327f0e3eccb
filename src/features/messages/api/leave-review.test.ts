// @vitest-environment node
import { acceptedConversation, createFakeMessagesClient } from '../testing/fake-messages-client'
import { leaveReview } from './leave-review'

function fakeWith(status: 'accepted' | 'completed', reviewed = false) {
  const { consultation, conversation } = acceptedConversation({ status, reviewed })
  return {
    fake: createFakeMessagesClient({
      consultations: [consultation],
      conversations: [conversation],
    }),
    consultationId: consultation.id,
  }
}

describe('leaveReview', () => {
  it('inserts the rating and the trimmed comment, null when blank', async () => {
    const { fake, consultationId } = fakeWith('completed')
    await leaveReview(fake.client, { consultationId, rating: 5, comment: '   ' })
    expect(fake.reviews).toEqual([{ consultation_id: consultationId, rating: 5, comment: null }])
  })

  it('says a second review is one too many (23505 / 409), and shows LS018 as written', async () => {
    const done = fakeWith('completed', true)
    await expect(
      leaveReview(done.fake.client, {
        consultationId: done.consultationId,
        rating: 4,
        comment: '',
      }),
    ).rejects.toThrow('You have already reviewed this consultation.')

    const open = fakeWith('accepted')
    await expect(
      leaveReview(open.fake.client, {
        consultationId: open.consultationId,
        rating: 4,
        comment: '',
      }),
    ).rejects.toThrow(
      'You can review a consultation only after it is completed, and only your own.',
    )
  })

  it('refuses a rating outside 1–5 and a comment over 1,000 characters before asking', async () => {
    const { fake, consultationId } = fakeWith('completed')
    await expect(
      leaveReview(fake.client, { consultationId, rating: 0, comment: '' }),
    ).rejects.toThrow('Choose a rating from 1 to 5 stars.')
    await expect(
      leaveReview(fake.client, { consultationId, rating: 3, comment: 'x'.repeat(1001) }),
    ).rejects.toThrow('A comment can be at most 1,000 characters.')
    expect(fake.from).not.toHaveBeenCalled()
  })
})
