import type { Answers, Guidance } from '../types'
import { rentAgreementTemplate } from '.'
import { sampleAnswers } from './sample-answers'
import { STATES } from './states'

const guidance = (changes: Answers): Guidance[] =>
  rentAgreementTemplate.build({ ...sampleAnswers, ...changes }).guidance
const titled = (notes: Guidance[], title: string) => notes.find((note) => note.title === title)
const registration = (notes: Guidance[]) =>
  notes.find((note) => note.title.startsWith('Registration'))

describe('rent agreement guidance: registration', () => {
  it('gives no registration warning for 11 months', () => {
    expect(registration(guidance({ state: 'Karnataka', termMonths: '11' }))).toBeUndefined()
  })

  it.each(['12', '24'])('warns about registration for a term of %s months', (termMonths) => {
    const note = registration(guidance({ state: 'Karnataka', termMonths }))
    expect(note?.tone).toBe('warning')
    expect(note?.text).toContain('Registration Act, 1908')
    expect(note?.text).toContain('exceeding one year')
    expect(note?.text).toContain('11 months')
    expect(note?.text).toContain(`${termMonths} months`)
  })

  it('warns about registration in Maharashtra whatever the term', () => {
    for (const agreementType of ['', 'lease', 'leave_and_licence']) {
      const note = registration(guidance({ state: 'Maharashtra', termMonths: '11', agreementType }))
      expect(note?.tone).toBe('warning')
      expect(note?.text).toContain('Maharashtra Rent Control Act, 1999')
      expect(note?.text).toContain('whatever its term')
    }
  })
})

describe('rent agreement guidance: stamp duty', () => {
  it.each(STATES)('names %s and gives no figure', (state) => {
    const note = titled(guidance({ state }), 'Stamp duty')
    expect(note?.text).toContain(`Stamp duty in ${state}`)
    expect(note?.text).not.toMatch(/[\d₹%]|\bRs\b|rupee/i)
  })

  it('asks for the state while none is chosen', () => {
    const note = titled(guidance({ state: '' }), 'Stamp duty')
    expect(note?.text).toContain('Choose the state')
    expect(note?.text).not.toMatch(/\d/)
  })
})

describe('rent agreement guidance: the security deposit limit', () => {
  const limitNote = (notes: Guidance[]) => titled(notes, 'Security deposit limit')
  const overLimit = (notes: Guidance[]) => titled(notes, 'Deposit above the limit')

  it('gives the limit of Uttar Pradesh, and warns when the deposit is over it', () => {
    const notes = guidance({
      state: 'Uttar Pradesh',
      monthlyRent: '10000',
      securityDeposit: '30000',
    })
    expect(limitNote(notes)?.text).toContain(
      'Uttar Pradesh Regulation of Urban Premises Tenancy Act, 2021',
    )
    expect(limitNote(notes)?.text).toContain("2 months' rent for residential premises")
    expect(overLimit(notes)?.tone).toBe('warning')
    expect(overLimit(notes)?.text).toContain('₹ 20,000')
  })

  it('accepts a deposit at the limit, and uses the non-residential limit for commercial premises', () => {
    expect(
      overLimit(
        guidance({ state: 'Uttar Pradesh', monthlyRent: '10000', securityDeposit: '20000' }),
      ),
    ).toBeUndefined()
    const commercial = { state: 'Uttar Pradesh', permittedUse: 'commercial', monthlyRent: '10000' }
    expect(overLimit(guidance({ ...commercial, securityDeposit: '60000' }))).toBeUndefined()
    expect(overLimit(guidance({ ...commercial, securityDeposit: '60001' }))?.text).toContain(
      "6 months' rent for non-residential premises",
    )
  })

  it("gives Tamil Nadu's own limit", () => {
    const notes = guidance({ state: 'Tamil Nadu', monthlyRent: '10000', securityDeposit: '40000' })
    expect(limitNote(notes)?.text).toContain("3 months' rent for residential premises")
    expect(overLimit(notes)?.text).toContain('₹ 30,000')
  })

  it('names the Assam Act without a figure it is not sure of', () => {
    const notes = guidance({ state: 'Assam', monthlyRent: '10000', securityDeposit: '900000' })
    expect(limitNote(notes)?.text).toContain('Assam Tenancy Act, 2021')
    expect(limitNote(notes)?.text).not.toMatch(/\d+ months?'/)
    expect(overLimit(notes)).toBeUndefined()
  })

  it.each(['Karnataka', 'Maharashtra', 'Delhi', 'Ladakh', ''])(
    'shows no limit for a state without a tenancy law on file (%s)',
    (state) => {
      const notes = guidance({ state, monthlyRent: '10000', securityDeposit: '900000' })
      expect(limitNote(notes)).toBeUndefined()
      expect(overLimit(notes)).toBeUndefined()
      expect(notes.map((note) => note.text).join(' ')).not.toMatch(/months' rent/)
    },
  )
})

describe('rent agreement guidance: general notes', () => {
  it('always says it is information, not legal advice', () => {
    for (const answers of [{}, sampleAnswers])
      expect(
        titled(rentAgreementTemplate.build(answers).guidance, 'Information, not legal advice'),
      ).toBeDefined()
  })

  it('explains the type only while it follows the state', () => {
    expect(
      titled(guidance({ state: 'Maharashtra', agreementType: '' }), 'Type of agreement')?.text,
    ).toContain('customary in Maharashtra')
    expect(
      titled(guidance({ state: 'Maharashtra', agreementType: 'lease' }), 'Type of agreement'),
    ).toBeUndefined()
  })

  it('keeps guidance out of the document itself', () => {
    const model = rentAgreementTemplate.build({ ...sampleAnswers, termMonths: '24' })
    const printed = JSON.stringify(model.blocks)
    expect(printed).not.toContain('Registration Act')
    expect(printed).not.toContain('legal advice')
  })
})
