import { describe, expect, it } from 'vitest'
import { asksAboutLegalAid, codesInForce, parseCitations, parseEventDate } from './question.ts'

describe('parseCitations', () => {
  it.each([
    ['what is IPC 420', [{ act: 'IPC', section: '420' }]],
    ['section 498A of the IPC', [{ act: 'IPC', section: '498A' }]],
    ['u/s 498-A ipc', [{ act: 'IPC', section: '498A' }]],
    ['s. 138 NI Act notice', [{ act: 'NI', section: '138' }]],
    ['section 138 of the Negotiable Instruments Act', [{ act: 'NI', section: '138' }]],
    ['BNSS 482 anticipatory bail', [{ act: 'BNSS', section: '482' }]],
    ['420 IPC case', [{ act: 'IPC', section: '420' }]],
    ['BNS 318(4)', [{ act: 'BNS', section: '318(4)' }]],
    ['BSA 26(a) dying declaration', [{ act: 'BSA', section: '26(a)' }]],
    ['article 21 of the constitution', [{ act: 'COI', section: '21' }]],
    ['Art. 22(2)', [{ act: 'COI', section: '22(2)' }]],
    ['Consumer Protection Act s.35', [{ act: 'CPA', section: '35' }]],
    ['IT Act s.66D', [{ act: 'ITA', section: '66D' }]],
    ['crpc 41A notice mila', [{ act: 'CrPC', section: '41A' }]],
    ['IPC ki dhara 406', [{ act: 'IPC', section: '406' }]],
    ['DV act ka section 12 kya hota hai', [{ act: 'PWDVA', section: '12' }]],
    ['एससी एसटी एक्ट की धारा 3 क्या है', [{ act: 'SCST', section: '3' }]],
    ['sc-st act section 3(1)(r)', [{ act: 'SCST', section: '3(1)(r)' }]],
    ['ipc 380 ab bns mein kaunsi dhara hai', [{ act: 'IPC', section: '380' }]],
    ['IPC 376AB', [{ act: 'IPC', section: '376AB' }]],
    [
      'Consumer Protection Act 2019, ss.2(11), 35, 69',
      [
        { act: 'CPA', section: '2(11)' },
        { act: 'CPA', section: '35' },
        { act: 'CPA', section: '69' },
      ],
    ],
  ])('reads %j', (text, expected) => {
    expect(parseCitations(text)).toEqual(expected)
  })

  it('keeps a number without its code as a bare number', () => {
    expect(parseCitations('what is section 302?')).toEqual([{ act: null, section: '302' }])
    expect(parseCitations('धारा 302 क्या है')).toEqual([{ act: null, section: '302' }])
    expect(parseCitations('धारा ३०२')).toEqual([{ act: null, section: '302' }])
    expect(parseCitations('is section 302 is still murder')).toEqual([
      { act: null, section: '302' },
    ])
  })

  it('reads lettered sections and "420" quoted alone, but not amounts, ages or years', () => {
    expect(parseCitations('my husband filed 498a on me')).toEqual([{ act: null, section: '498A' }])
    expect(parseCitations('is 420 still there in the new law')).toEqual([
      { act: null, section: '420' },
    ])
    expect(parseCitations('someone took ₹50,000 promising a job in 2023')).toEqual([])
    expect(parseCitations('I paid 420 rupees')).toEqual([])
    expect(parseCitations('धारा 498ए क्या है')).toEqual([{ act: null, section: '498A' }])
    expect(parseCitations('आईपीसी 304बी')).toEqual([{ act: 'IPC', section: '304B' }])
    expect(parseCitations('my son is 17 and was arrested at 9 pm')).toEqual([])
  })

  it('reads several citations once each, in order', () => {
    expect(parseCitations('IPC 302 and BNS 103(1); IPC 302 again')).toEqual([
      { act: 'IPC', section: '302' },
      { act: 'BNS', section: '103(1)' },
    ])
  })

  it('reads a list after a code as sections of that code', () => {
    expect(parseCitations('IPC 467 and 471 new sections')).toEqual([
      { act: 'IPC', section: '467' },
      { act: 'IPC', section: '471' },
    ])
    expect(parseCitations('BNS 85, 86 aur IPC 498A')).toEqual([
      { act: 'BNS', section: '85' },
      { act: 'BNS', section: '86' },
      { act: 'IPC', section: '498A' },
    ])
  })

  it('tells BNSS from BNS', () => {
    expect(parseCitations('BNSS 173 and BNS 173')).toEqual([
      { act: 'BNSS', section: '173' },
      { act: 'BNS', section: '173' },
    ])
  })
})

describe('parseEventDate and codesInForce', () => {
  it.each([
    ['in March 2023 someone cheated me', 'old'],
    ['on 5 August 2024 my bike was stolen', 'new'],
    ['on 30/06/2024 he hit me', 'old'],
    ['on 1.7.2024 he hit me', 'new'],
    ['2024-06-30', 'old'],
    ['June 2024', 'old'],
    ['July 2024', 'new'],
    ['August 5, 2024', 'new'],
    ['2023 mein mera phone chori hua', 'old'],
    ['यह मार्च 2023 में हुआ', 'old'],
    ['this happened in 2025', 'new'],
  ])('%s → %s', (text, era) => {
    expect(codesInForce(parseEventDate(text))).toBe(era)
  })

  it('says nothing when the date does not decide it', () => {
    expect(codesInForce(parseEventDate('my bike was stolen'))).toBeNull()
    expect(codesInForce(parseEventDate('it happened in 2024'))).toBeNull()
    expect(codesInForce(parseEventDate('I called 1930 and 15100'))).toBeNull()
    expect(codesInForce(parseEventDate('they took ₹2,024'))).toBeNull()
  })
})

describe('asksAboutLegalAid', () => {
  it.each([
    'Am I eligible for free legal aid?',
    "I can't afford a lawyer",
    'i have no money to hire a lawyer',
    'muft vakil kaise milega',
    'मुफ्त वकील चाहिए',
  ])('%s', (text) => expect(asksAboutLegalAid(text)).toBe(true))

  it('is not every question about lawyers', () => {
    expect(asksAboutLegalAid('my lawyer is not answering my calls')).toBe(false)
    expect(asksAboutLegalAid('my phone was stolen')).toBe(false)
  })
})
