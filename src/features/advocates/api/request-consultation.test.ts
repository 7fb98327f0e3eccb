// @vitest-environment node
import { OFFLINE_ERROR } from '@/lib/api-error'
import { createFakeAdvocatesClient } from '../testing/fake-advocates-client'
import {
  REQUEST_ERROR,
  requestConsultation,
  toConsultationRequestError,
} from './request-consultation'

const REQUEST = {
  advocate_id: 'ad000000-0000-4000-8000-000000000001',
  category: 'Family Law' as const,
  description: 'A matter described in more than twenty characters.',
  mode: 'phone' as const,
  preferred_at: '2026-12-01T05:00:00.000Z',
}

describe('requestConsultation', () => {
  it('inserts only the five columns a client may write and returns the new id', async () => {
    const fake = createFakeAdvocatesClient()
    await expect(requestConsultation(fake.client, REQUEST)).resolves.toBe(
      'c1000000-0000-4000-8000-1',
    )
    expect(fake.inserted).toEqual([REQUEST])
  })

  it('throws the refusal in words for the user', async () => {
    const fake = createFakeAdvocatesClient()
    fake.failures.insert = {
      code: 'LS015',
      message: 'This advocate is not taking requests on LexSetu.',
    }
    await expect(requestConsultation(fake.client, REQUEST)).rejects.toMatchObject({
      code: 'LS015',
      message: 'This advocate is not taking requests on LexSetu.',
    })
  })
})

describe('toConsultationRequestError', () => {
  it.each([
    [
      'LS014',
      'Consultation requests are part of Premium. Upgrade to Premium to connect with an advocate.',
    ],
    ['LS016', 'You can send at most 10 requests a day. Please try again tomorrow.'],
    ['23514', 'Choose a time within the next 90 days.'],
  ])('shows %s as the database wrote it', (code, message) => {
    expect(toConsultationRequestError({ code, message })).toMatchObject({ code, message })
  })

  it('words other failures for the user', () => {
    expect(
      toConsultationRequestError({ code: '23514', message: 'violates check constraint' }).message,
    ).toBe(REQUEST_ERROR)
    expect(
      toConsultationRequestError({ code: '42501', message: 'permission denied' }).message,
    ).toBe(REQUEST_ERROR)
    expect(toConsultationRequestError(new TypeError('Failed to fetch')).message).toBe(OFFLINE_ERROR)
  })
})
