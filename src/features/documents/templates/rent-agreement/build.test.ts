// @vitest-environment node
import { modelText } from '../model-text'
import type { Answers, Block, DocumentModel } from '../types'
import { rentAgreementTemplate } from '.'
import { sampleAnswers } from './sample-answers'

const build = (answers: Answers) => rentAgreementTemplate.build(answers)
const textOf = (answers: Answers) => modelText(build(answers))
const blocksOf = <K extends Block['kind']>(model: DocumentModel, kind: K) =>
  model.blocks.filter((block): block is Extract<Block, { kind: K }> => block.kind === kind)

describe('rent agreement: the clauses', () => {
  const text = textOf(sampleAnswers)

  it.each([
    ['date and place of execution', 'made at Bengaluru on 25 November 2025'],
    [
      'landlord with parentage and address',
      'Lakshmi Narayana Rao, son of Venkatesh Rao, residing at No. 12, 4th Cross',
    ],
    [
      'tenant with parentage and address',
      'राहुल शर्मा, son of सुरेश शर्मा, residing at 221, Sample Nagar',
    ],
    [
      'property description',
      '2BHK flat on the third floor, semi-furnished, at Flat 304, Demo Residency',
    ],
    ['fittings', '3 ceiling fans'],
    ['term and start date', 'for a term of 11 months, from 1 December 2025 to 31 October 2026'],
    [
      'rent, due day and mode',
      'monthly rent of ₹ 25,000 (Rupees twenty-five thousand only) on or before the 5th day of each month, by bank transfer',
    ],
    ['escalation on renewal', 'shall be 5% more than the rent last payable'],
    ['security deposit', 'security deposit of ₹ 1,50,000 (Rupees one lakh fifty thousand only)'],
    [
      'deposit refund conditions',
      'refund it within 30 days after the Tenant hands over the Premises, deducting only any unpaid rent',
    ],
    ['lock-in', 'during its first 6 months (the lock-in period)'],
    ['notice period', 'written notice of 1 month'],
    [
      'maintenance and society charges',
      'maintenance and society charges shall be paid by the Tenant',
    ],
    [
      'electricity and water',
      'Electricity charges, as per the meter, shall be paid by the Tenant, and water charges by the Landlord',
    ],
    ['minor repairs by the tenant', 'The Tenant shall carry out minor day-to-day repairs'],
    [
      'structural repairs by the landlord',
      'The Landlord shall carry out structural and major repairs',
    ],
    ['permitted use', 'use the Premises only for residential purposes'],
    [
      'no subletting without consent',
      "shall not sublet, assign or otherwise part with possession of the Premises, or any part of them, without the Landlord's prior written consent",
    ],
    ["landlord's entry with notice", 'after giving the Tenant notice of at least 24 hours'],
    ['default and termination', 'If the rent stays unpaid for 2 months'],
    [
      'handover condition',
      'in the same condition in which they were received, except for normal wear and tear',
    ],
    ['renewal', 'renewed only by the mutual written consent of both parties'],
    [
      'stamp duty and registration fees',
      'stamp duty and registration fees for this agreement shall be borne by the Landlord and the Tenant in equal shares',
    ],
    ['witnesses', 'WITNESS 1\nAnita Desai\n45, Sample Street'],
    ['second witness', 'WITNESS 2\nMohammed Irfan\n8, Example Road'],
  ])('prints the %s', (_clause, expected) => {
    expect(text).toContain(expected)
  })

  it('has both parties sign', () => {
    const [parties] = blocksOf(build(sampleAnswers), 'signatures')
    expect(parties?.parties.map((party) => party.caption)).toEqual(['LANDLORD', 'TENANT'])
    expect(text).toContain('TENANT\nराहुल शर्मा')
  })

  it('puts rent, deposit, term and start date in a table of key terms', () => {
    const [table] = blocksOf(build(sampleAnswers), 'table')
    const rows = table?.rows.map((row) => row.map((cell) => cell.map((run) => run.text).join('')))
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Monthly rent', '₹ 25,000'],
        ['Security deposit', '₹ 1,50,000'],
        ['Term', '11 months'],
        ['Start date', '1 December 2025'],
      ]),
    )
  })

  it('numbers the clauses on across their groups', () => {
    const lists = blocksOf(build(sampleAnswers), 'list').filter((list) => list.ordered)
    expect(lists.length).toBeGreaterThan(1)
    let next = 1
    for (const list of lists) {
      expect(list.start).toBe(next)
      next += list.items.length
    }
  })

  it('keeps the rent fixed when no increase is given', () => {
    const fixed = textOf({ ...sampleAnswers, escalationPercent: '' })
    expect(fixed).toContain('The rent stays fixed for the whole term')
    expect(fixed).not.toContain('% more than')
  })

  it('says there is no lock-in or deposit when there is none', () => {
    const text = textOf({ ...sampleAnswers, lockInMonths: '', securityDeposit: '0' })
    expect(text).toContain('There is no lock-in period.')
    expect(text).toContain('No security deposit is payable')
    expect(text).not.toContain('after the lock-in period')
  })

  it('asks for a receipt for cash, and leaves out an empty list of fittings', () => {
    const text = textOf({ ...sampleAnswers, paymentMode: 'cash', fittings: ['', '  '] })
    expect(text).toContain('signed receipt for every cash payment')
    expect(text).not.toContain('fittings and furniture')
    expect(text).not.toContain('with the fittings listed above')
  })
})

describe('rent agreement: the state and the type', () => {
  it('defaults to leave and licence in Maharashtra, with Licensor and Licensee throughout', () => {
    const model = build({ ...sampleAnswers, state: 'Maharashtra', agreementType: '' })
    const text = modelText(model)
    expect(model.title).toBe('Leave and Licence Agreement')
    expect(text).toContain('LEAVE AND LICENCE AGREEMENT')
    expect(text).toContain('(the "Licensor"')
    expect(text).toContain('(the "Licensee"')
    expect(text).toContain('monthly licence fee of ₹ 25,000')
    expect(text).toContain('creates no tenancy, lease or other interest')
    expect(text).toContain('LICENSOR\nLakshmi Narayana Rao')
    expect(text).not.toMatch(/Landlord|Tenant/)
  })

  it('defaults to a rent agreement elsewhere, with Landlord and Tenant throughout', () => {
    const model = build({ ...sampleAnswers, state: 'Karnataka', agreementType: '' })
    const text = modelText(model)
    expect(model.title).toBe('Rent Agreement')
    expect(text).toContain('RENT AGREEMENT')
    expect(text).toContain('The Landlord lets the Premises to the Tenant')
    expect(text).not.toMatch(/Licensor|Licensee|licence fee/)
  })

  it('keeps to the licence words in an empty Maharashtra draft, placeholders too', () => {
    const text = textOf({ state: 'Maharashtra' })
    expect(text).toContain("[Licensor's full name]")
    expect(text).toContain('[monthly licence fee]')
    expect(text).not.toMatch(/landlord|tenant|\brent\b/i)
  })

  it('follows the type the user chose over the state', () => {
    expect(build({ ...sampleAnswers, state: 'Maharashtra', agreementType: 'lease' }).title).toBe(
      'Rent Agreement',
    )
    const licence = build({
      ...sampleAnswers,
      state: 'Karnataka',
      agreementType: 'leave_and_licence',
    })
    expect(licence.title).toBe('Leave and Licence Agreement')
    expect(modelText(licence)).not.toMatch(/Landlord|Tenant/)
  })
})

describe('rent agreement: drafts', () => {
  it('shows placeholders for missing answers', () => {
    const model = build({})
    const text = modelText(model)
    for (const placeholder of [
      "[Landlord's full name]",
      "[Tenant's address]",
      '[place of signing]',
      '[date of signing]',
      '[address of the property]',
      '[term in months]',
      '[start date]',
      '[monthly rent]',
      '[mode of payment]',
      '[who bears them]',
      "[witness 2's name]",
    ])
      expect(text).toContain(placeholder)
    const runs = model.blocks.flatMap((block) => (block.kind === 'paragraph' ? block.runs : []))
    expect(runs.find((run) => run.text === '[place of signing]')?.blank).toBe(true)
  })

  it('never throws on answers of the wrong shape', () => {
    const garbage = [
      {},
      { state: 42, termMonths: ['x'], fittings: 'fan', monthlyRent: '-5', startDate: '2025-02-30' },
      { fittings: [1, null, 'Fan'], agreementType: 'rental', state: 'Atlantis', rentDueDay: '1e3' },
      Object.fromEntries(
        rentAgreementTemplate.steps.flatMap((step) => step.fields.map((field) => [field.name, {}])),
      ),
      null,
      [],
    ] as unknown as Answers[]
    for (const answers of garbage) {
      const model = build(answers)
      expect(model.blocks.length).toBeGreaterThan(10)
      expect(model.title).toBe('Rent Agreement')
    }
  })

  it('builds from the initial answers with no guidance but the general notes', () => {
    const model = build(rentAgreementTemplate.initialAnswers())
    expect(model.guidance.map((note) => note.title)).toEqual([
      'Information, not legal advice',
      'Stamp duty',
    ])
  })
})
