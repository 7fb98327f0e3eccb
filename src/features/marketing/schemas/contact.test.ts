// @vitest-environment node
import { contactSchema } from './contact'

describe('contactSchema', () => {
  it('trims the values it accepts', () => {
    expect(
      contactSchema.parse({ name: '  Meera ', email: ' meera@example.in ', message: ' Hi ' }),
    ).toEqual({ name: 'Meera', email: 'meera@example.in', message: 'Hi' })
  })

  it('rejects blank fields with a message for each', () => {
    const result = contactSchema.safeParse({ name: ' ', email: '', message: '\n' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter your name',
      'Please enter your email address',
      'Please write your message',
    ])
  })

  it('rejects an address that is not an e-mail', () => {
    const result = contactSchema.safeParse({ name: 'A', email: 'not-an-email', message: 'Hi' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address',
    ])
  })

  it('keeps to the limits of contact_messages: name 100, e-mail 254, message 5000', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.in`
    expect(email).toHaveLength(254)
    expect(
      contactSchema.safeParse({ name: 'N'.repeat(100), email, message: 'M'.repeat(5000) }).success,
    ).toBe(true)

    const result = contactSchema.safeParse({
      name: 'N'.repeat(101),
      email: `a${email}`,
      message: 'M'.repeat(5001),
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please keep your name to 100 characters or fewer',
      'Please enter a valid email address',
      'Please keep your message to 5,000 characters or fewer',
    ])
  })
})
