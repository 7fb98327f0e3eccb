import { describeNotification } from './texts'

const notification = (fields: Partial<Parameters<typeof describeNotification>[0]>) => ({
  id: 'n1',
  kind: 'forum_reply',
  actor_name: 'Vikram Advocate',
  subject: 'Can my landlord keep the deposit?',
  link: '/forum/t1',
  count: 1,
  read_at: null,
  created_at: '2026-11-28T10:00:00Z',
  ...fields,
})

describe('describeNotification', () => {
  it.each([
    ['consultation_requested', {}, 'Vikram Advocate asked you for a consultation.'],
    ['consultation_accepted', {}, 'Vikram Advocate accepted your consultation request.'],
    [
      'consultation_declined',
      { actor_name: null },
      'The advocate declined your consultation request.',
    ],
    ['consultation_cancelled', {}, 'Vikram Advocate cancelled your consultation.'],
    ['message_received', {}, 'New message from Vikram Advocate.'],
    ['message_received', { count: 3 }, '3 new messages from Vikram Advocate.'],
    ['forum_reply', {}, 'Vikram Advocate replied to “Can my landlord keep the deposit?”.'],
    [
      'answer_helpful',
      {},
      'Your answer to “Can my landlord keep the deposit?” was marked helpful.',
    ],
    [
      'verification_approved',
      {},
      'Your advocate profile is verified. Clients can now find you in the directory.',
    ],
    [
      'verification_rejected',
      { subject: 'Enrolment number not found' },
      'Your advocate profile was not verified: Enrolment number not found',
    ],
    ['a_kind_from_a_newer_database', {}, 'You have a new notification.'],
  ])('words %s', (kind, fields, sentence) => {
    expect(describeNotification(notification({ kind, ...fields }))).toBe(sentence)
  })
})
