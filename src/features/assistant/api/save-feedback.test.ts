// @vitest-environment node
import { OFFLINE_ERROR } from '@/lib/api-error'
import { createFakeAssistantClient } from '../testing/fake-assistant-client'
import { feedbackErrorMessage, saveFeedback } from './save-feedback'

const REPLY_ID = '7a1c0000-0000-4000-8000-0000000000a1'

describe('saveFeedback', () => {
  it('upserts one row per reply and user, and reads back what was stored', async () => {
    const fake = createFakeAssistantClient({ assistant_feedback: [] })
    expect(await saveFeedback(fake.client, REPLY_ID, { helpful: false, note: null })).toEqual({
      helpful: false,
      note: null,
    })
    expect(
      await saveFeedback(fake.client, REPLY_ID, { helpful: false, note: 'Too vague.' }),
    ).toEqual({ helpful: false, note: 'Too vague.' })
    expect(fake.tables.assistant_feedback).toEqual([
      { reply_id: REPLY_ID, helpful: false, note: 'Too vague.' },
    ])
  })

  it('withdraws the feedback when given null', async () => {
    const fake = createFakeAssistantClient({
      assistant_feedback: [{ reply_id: REPLY_ID, helpful: true, note: null }],
    })
    expect(await saveFeedback(fake.client, REPLY_ID, null)).toBeNull()
    expect(fake.tables.assistant_feedback).toEqual([])
  })

  it('refuses a note over 1,000 characters before asking', async () => {
    const fake = createFakeAssistantClient({ assistant_feedback: [] })
    await expect(
      saveFeedback(fake.client, REPLY_ID, { helpful: false, note: 'x'.repeat(1001) }),
    ).rejects.toThrow(/1000/)
    expect(fake.from).not.toHaveBeenCalled()
  })

  it('throws the database error instead of hiding it', async () => {
    const fake = createFakeAssistantClient({})
    fake.failures.assistant_feedback = {
      message: 'new row violates row-level security policy',
      code: '42501',
    }
    await expect(
      saveFeedback(fake.client, REPLY_ID, { helpful: true, note: null }),
    ).rejects.toMatchObject({
      code: '42501',
    })
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
