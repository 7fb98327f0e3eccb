// Facts the data added for the d4-a dev questions (criminal situations told by strangers)
// must keep: the new guide's law, forum and words, the enacted headings it leans on, and the
// plain words that make the right entries win for the facts people tell.
import { describe, expect, it } from 'vitest'
import {
  citesOf,
  entries,
  entry,
  entryText,
  expectPlainWordKeywords,
  guide,
  guideText,
  keywordsOf,
} from './testing.ts'

const ONLINE_CHILD = 'child-sent-sexual-messages-online'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['POCSO 11', 'Sexual harassment'],
  ['POCSO 12', 'Punishment for sexual harassment'],
  [
    'ITA 67B',
    'Punishment for publishing or transmitting of material depicting children in sexually explicit act, etc., in electronic form',
  ],
  ['BNS 304', 'Snatching'],
]

describe('d4-a: the headings the new guide and the fixed key rest on', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })
})

describe('d4-a: an adult sending a child sexual messages or asking for photos online', () => {
  it('cites POCSO sexual harassment of a child first, then the IT Act, at most 6, all entries', () => {
    const cites = citesOf(ONLINE_CHILD)
    expect(cites[0]).toBe('POCSO 11')
    expect(cites).toContain('POCSO 12')
    expect(cites).toContain('ITA 67B')
    expect(cites.length).toBeLessThanOrEqual(6)
    for (const key of cites) entry(key)
  })

  it('sends people to the police, the cyber crime portal and helpline, and Childline', () => {
    const text = guideText(ONLINE_CHILD)
    expect(text).toMatch(/cybercrime\.gov\.in/)
    expect(text).toMatch(/1930/)
    expect(text).toMatch(/1098/)
    expect(text).toMatch(/Special Juvenile Police Unit/)
    // a child is anyone under 18, and the case is not settled privately
    expect(guide(ONLINE_CHILD).summary).toMatch(/under 18/)
    expect(text).not.toMatch(/compromise is possible/i)
  })

  it('keeps the punishments it relies on: 3 years under POCSO 12, 5 years for IT Act 67B', () => {
    expect(entryText('POCSO 12')).toMatch(/three years/)
    expect(entryText('ITA 67B')).toMatch(/five years/)
  })

  it('has 20–40 plain-word keywords in English, Hinglish and Hindi', () => {
    expectPlainWordKeywords(ONLINE_CHILD)
  })
})

describe('d4-a: snatching is a form of theft (why BNS 303 is no trap beside 304)', () => {
  it('says so in the BNS 304 entry', () => {
    expect(entryText('BNS 304')).toMatch(/theft/)
  })
})

describe('d4-a: the facts people tell reach the right entries', () => {
  const has = (item: { keywords: Parameters<typeof keywordsOf>[0]['keywords'] }, word: string) =>
    expect(keywordsOf(item)).toContain(word)

  it('theft from a temple is theft in a place of worship (BNS 305)', () => {
    has(entry('BNS 305'), 'temple donation box')
    has(entry('BNS 305'), 'मंदिर में चोरी')
  })

  it('money sent to a wrong UPI number and kept is dishonest misappropriation (BNS 314)', () => {
    has(entry('BNS 314'), 'wrong upi transfer')
    has(entry('BNS 314'), 'galti se upi ho gaya')
    expect(citesOf('found-property-and-stolen-goods')).toContain('BNS 314')
  })

  it('a scrap dealer who keeps buying stolen goods habitually deals in them (BNS 317(4))', () => {
    has(entry('BNS 317(4)'), 'kabadi wala')
    has(entry('BNS 317(4)'), 'कबाड़ी वाला')
  })

  it('a landlord letting himself in with his own key is house-trespass (BNS 329(4))', () => {
    has(entry('BNS 329(4)'), 'enters with his own key')
  })

  it('occupying an adivasi family’s land is an atrocity under SC/ST Act section 3', () => {
    has(entry('SCST 3'), 'आदिवासी की जमीन')
    expect(entryText('SCST 3')).toMatch(/land/)
  })

  it('handing over a knife and urging the stabbing is abetment (BNS 45)', () => {
    has(entry('BNS 45'), 'handed him a knife')
  })

  it('burning the clothes and cleaning the blood is destroying evidence (BNS 238)', () => {
    has(entry('BNS 238'), 'खून साफ कर दिया')
  })
})
