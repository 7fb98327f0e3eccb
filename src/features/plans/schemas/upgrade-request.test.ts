// @vitest-environment node
import { phoneProblem, upgradeRequestSchema } from './upgrade-request'

const messages = (values: { invoiceName: string; phone: string; note: string }) =>
  upgradeRequestSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? []

describe('upgradeRequestSchema', () => {
  it('trims what it accepts and sends blank optionals as null', () => {
    expect(
      upgradeRequestSchema.parse({ invoiceName: '  Asha Rao ', phone: ' ', note: '\n' }),
    ).toEqual({ invoiceName: 'Asha Rao', phone: null, note: null })
    expect(
      upgradeRequestSchema.parse({
        invoiceName: 'Asha Rao',
        phone: ' +91 98765 43210 ',
        note: ' Call after 6 pm ',
      }),
    ).toEqual({ invoiceName: 'Asha Rao', phone: '+91 98765 43210', note: 'Call after 6 pm' })
  })

  it('wants a name for the invoice of 2 to 100 characters', () => {
    expect(messages({ invoiceName: '  ', phone: '', note: '' })[0]).toBe(
      'Please enter the name for the invoice',
    )
    expect(messages({ invoiceName: ' A ', phone: '', note: '' })).toEqual([
      'The name for the invoice needs at least 2 characters',
    ])
    expect(messages({ invoiceName: 'A'.repeat(100), phone: '', note: '' })).toEqual([])
    expect(messages({ invoiceName: 'A'.repeat(101), phone: '', note: '' })).toEqual([
      'Please keep the name for the invoice to 100 characters or fewer',
    ])
  })

  it('keeps the note to 500 characters', () => {
    expect(messages({ invoiceName: 'Asha', phone: '', note: 'n'.repeat(500) })).toEqual([])
    expect(messages({ invoiceName: 'Asha', phone: '', note: 'n'.repeat(501) })).toEqual([
      'Please keep the note to 500 characters or fewer',
    ])
  })
})

describe('phoneProblem', () => {
  it.each(['+91 98765 43210', '098765-43210', '(080) 4567 8900', '1234567', '+91-80-4567-8900'])(
    'accepts %s',
    (phone) => expect(phoneProblem(phone)).toBeNull(),
  )

  it('says what is wrong with a number', () => {
    expect(phoneProblem('98765 4321x')).toBe(
      'Use only digits, spaces, +, - and brackets in the phone number',
    )
    expect(phoneProblem('123456')).toBe(
      'Enter a phone number of 7 to 20 characters, e.g. +91 98765 43210',
    )
    expect(phoneProblem('+91 98765 43210 12345')).toBe(
      'Enter a phone number of 7 to 20 characters, e.g. +91 98765 43210',
    )
    expect(phoneProblem('+91 (12) 34')).toBe('A phone number needs at least 7 digits')
  })
})
