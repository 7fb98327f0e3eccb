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
})
