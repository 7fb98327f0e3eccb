// The facts the BNS entries of sections 206 to 358 (contempt of public servants, false evidence and
// false charges, public health and decency, religion, property, documents, intimidation and
// defamation) and their guides must keep: enacted headings, IPC twins, the punishments checked
// against the Act's text, the words people use for the facts, and the traps kept out.
import { describe, expect, it } from 'vitest'
import { citesOf, entries, entry, guides, keywordsOf, twinsOf } from './testing.ts'

/** [entry, enacted heading] — the Act's marginal notes, not the Bill's. */
const HEADINGS: [string, string][] = [
  [
    'BNS 209',
    'Non-appearance in response to a proclamation under section 84 of Bharatiya Nagarik Suraksha Sanhita, 2023',
  ],
  ['BNS 223', 'Disobedience to order duly promulgated by public servant'],
  [
    'BNS 238',
    'Causing disappearance of evidence of offence, or giving false information to screen offender',
  ],
  ['BNS 248', 'False charge of offence made with intent to injure'],
  ['BNS 270', 'Public nuisance'],
  ['BNS 274', 'Adulteration of food or drink intended for sale'],
  ['BNS 296', 'Obscene acts and songs'],
  [
    'BNS 302',
    'Uttering words, etc., with deliberate intent to wound religious feelings of any person',
  ],
  ['BNS 305', 'Theft in a dwelling house, or means of transportation or place of worship, etc.'],
  ['BNS 306', 'Theft by clerk or servant of property in possession of master'],
  ['BNS 314', 'Dishonest misappropriation of property'],
  ['BNS 316(4)', 'Criminal breach of trust by clerk or servant'],
  ['BNS 317(2)', 'Dishonestly receiving or retaining stolen property'],
  ['BNS 324', 'Mischief'],
  ['BNS 325', 'Mischief by killing or maiming animal'],
  ['BNS 329', 'Criminal trespass and house-trespass'],
  ['BNS 330', 'House-trespass and house-breaking'],
  ['BNS 331', 'Punishment for house-trespass or house-breaking'],
  ['BNS 335', 'Making a false document'],
  ['BNS 337', 'Forgery of record of Court or of public register, etc.'],
  ['BNS 344', 'Falsification of accounts'],
  ['BNS 355', 'Misconduct in public by a drunken person'],
  ['BNS 358', 'Repeal and savings'],
]

/** [BNS entry, IPC twin] from the government's correspondence table. */
const TWINS: [string, string][] = [
  ['BNS 217', 'IPC 182'],
  ['BNS 223', 'IPC 188'],
  ['BNS 238', 'IPC 201'],
  ['BNS 248', 'IPC 211'],
  ['BNS 270', 'IPC 268'],
  ['BNS 274', 'IPC 272'],
  ['BNS 296', 'IPC 294'],
  ['BNS 299', 'IPC 295A'],
  ['BNS 305', 'IPC 380'],
  ['BNS 306', 'IPC 381'],
  ['BNS 314', 'IPC 403'],
  ['BNS 316(3)', 'IPC 407'],
  ['BNS 316(4)', 'IPC 408'],
  ['BNS 316(5)', 'IPC 409'],
  ['BNS 317(2)', 'IPC 411'],
  ['BNS 324(4)', 'IPC 427'],
  ['BNS 325', 'IPC 429'],
  ['BNS 329(3)', 'IPC 447'],
  ['BNS 329(4)', 'IPC 448'],
  ['BNS 331(4)', 'IPC 457'],
  ['BNS 336(3)', 'IPC 468'],
  ['BNS 337', 'IPC 466'],
  ['BNS 344', 'IPC 477A'],
  ['BNS 353', 'IPC 505'],
  ['BNS 355', 'IPC 510'],
]

/** [entry, text its punishment must state] — checked against the enacted text. */
const PUNISHMENTS: [string, string][] = [
  ['BNS 206', '10,000 rupees'],
  ['BNS 209', 'up to 7 years'],
  ['BNS 217', 'fine up to 10,000 rupees'],
  ['BNS 221', 'fine up to 2,500 rupees'],
  ['BNS 223', 'fine up to 5,000 rupees'],
  ['BNS 241', 'fine up to 5,000 rupees'],
  ['BNS 248', '2,00,000 rupees'],
  ['BNS 274', 'fine up to 5,000 rupees'],
  ['BNS 287', 'fine up to 2,000 rupees'],
  ['BNS 296', 'fine up to 1,000 rupees'],
  ['BNS 305', 'up to 7 years'],
  ['BNS 314', 'not less than 6 months'],
  ['BNS 316(4)', 'up to 7 years'],
  ['BNS 317(2)', 'up to 3 years'],
  ['BNS 324(4)', 'up to 2 years'],
  ['BNS 324(5)', 'up to 5 years'],
  ['BNS 325', 'up to 5 years'],
  ['BNS 329(3)', 'fine up to 5,000 rupees'],
  ['BNS 329(4)', 'up to 1 year'],
  ['BNS 331(4)', 'up to 14 years'],
  ['BNS 337', 'up to 7 years'],
  ['BNS 355', 'community service'],
  ['BNS 357', 'fine up to 5,000 rupees'],
]

/** [entry, phrases a person would type for its facts]. */
const FACTS: [string, string[]][] = [
  ['BNS 314', ['kept the wallet he found', 'gira hua purse rakh liya']],
  ['BNS 317(2)', ['bought a stolen phone', 'चोरी का मोबाइल खरीदा']],
  ['BNS 316(4)', ['accountant took company money']],
  ['BNS 318(4)', ['took money promising a job', 'took money and disappeared']],
  ['BNS 324', ['scratched my car']],
  ['BNS 329', ['entered my land', 'zameen par kabza']],
  ['BNS 331', ['entered my house at night']],
  ['BNS 330', ['broke the lock']],
  ['BNS 336', ['fake degree', 'fake marksheet']],
  ['BNS 248', ['false complaint against me', 'false case filed against me']],
]

describe('BNS 206-358: offences against property, documents and public justice', () => {
  it.each(HEADINGS)('%s keeps its enacted heading', (key, heading) => {
    expect(entry(key).title).toBe(heading)
  })

  it.each(TWINS)('%s is the twin of %s', (current, old) => {
    expect(entries.has(old), `${old} is an entry`).toBe(true)
    expect(twinsOf(current)).toContain(old)
  })

  it.each(PUNISHMENTS)('%s states its punishment (%s)', (key, text) => {
    expect(entry(key).punishment).toContain(text)
  })

  it.each(FACTS)('%s carries the words people use', (key, phrases) => {
    const keywords = keywordsOf(entry(key))
    for (const phrase of phrases) expect(keywords, `${key}: ${phrase}`).toContain(phrase)
  })

  it('has a plain summary for the everyday offences of the range', () => {
    for (const section of [
      '217',
      '223',
      '238',
      '248',
      '270',
      '274',
      '296',
      '305',
      '306',
      '314',
      '315',
      '316(3)',
      '316(4)',
      '316(5)',
      '317',
      '317(2)',
      '324',
      '325',
      '326',
      '329',
      '330',
      '331',
      '333',
      '334',
      '335',
      '337',
      '343',
      '344',
      '353',
      '355',
    ])
      expect(entry(`BNS ${section}`).summary, `BNS ${section}`).toBeTruthy()
  })

  it('does not fall into the traps', () => {
    // Same numbers, other offences: BNS 302 is not murder and BNS 307 not attempt to murder.
    expect(twinsOf('BNS 302')).not.toContain('IPC 302')
    expect(twinsOf('BNS 307')).not.toContain('IPC 307')
    expect(entry('BNS 302').summary).toMatch(/not murder/)
    expect(entry('BNS 307').summary).toMatch(/not attempt to murder/)
    // The sub-sections the IPC split into separate sections keep their own twins.
    expect(twinsOf('BNS 316(4)')).not.toContain('IPC 406')
    expect(twinsOf('BNS 317(2)')).not.toContain('IPC 414')
    // Minimum sentence added by the BNS to dishonest misappropriation (IPC 403 had none).
    expect(entry('BNS 314').punishment).toMatch(/not less than 6 months.*2 years/)
    // Mischief thresholds are 20,000 rupees and 1 lakh rupees (not the IPC's fifty rupees).
    expect(entry('BNS 324').summary).toMatch(/20,000 rupees/)
    expect(entry('BNS 324').summary).toMatch(/1 lakh/)
    expect(entry('BNS 324').punishment).not.toMatch(/fifty/i)
  })
})

describe('guides about these offences', () => {
  it('cite at most six provisions, the main ones first', () => {
    for (const slug of [
      'theft-and-snatching',
      'cheating-and-breach-of-trust',
      'forgery-and-fake-documents',
      'threats-and-intimidation',
      'defamation',
      'extortion-and-sextortion',
      'online-cheating-job-fraud',
      'cyber-fraud',
      'identity-theft-online',
      'affidavit-and-false-statement',
      'trespass-and-land-encroachment',
      'property-damaged-mischief',
      'found-property-and-stolen-goods',
      'false-case-against-me',
    ])
      expect(citesOf(slug).length, slug).toBeLessThanOrEqual(6)
    expect(citesOf('cheating-and-breach-of-trust')[0]).toBe('BNS 318(4)')
    expect(citesOf('found-property-and-stolen-goods').slice(0, 2)).toEqual([
      'BNS 314',
      'BNS 317(2)',
    ])
    expect(citesOf('trespass-and-land-encroachment')[0]).toBe('BNS 329')
    expect(citesOf('property-damaged-mischief')[0]).toBe('BNS 324')
    expect(citesOf('false-case-against-me')[0]).toBe('BNS 248')
  })

  it('keep unrelated provisions out', () => {
    // A job-fraud guide does not cite breach of trust; a threats guide does not cite extortion.
    expect(citesOf('online-cheating-job-fraud').some((c) => c.startsWith('BNS 316'))).toBe(false)
    expect(citesOf('threats-and-intimidation').some((c) => c.startsWith('BNS 308'))).toBe(false)
    // Nothing about kidnapping in the cheating guides: vanishing with the money is cheating.
    for (const slug of ['cheating-and-breach-of-trust', 'online-cheating-job-fraud'])
      expect(
        citesOf(slug).some((c) => c.startsWith('BNS 137') || c === 'IPC 363'),
        slug,
      ).toBe(false)
  })

  it('carry the facts of job, visa and loan promises and vanishing with the money', () => {
    const job = keywordsOf(guides.get('online-cheating-job-fraud')!)
    expect(job).toContain('took money promising a job')
    expect(job).toContain('नौकरी के नाम पर पैसे लिए')
    const cheating = keywordsOf(guides.get('cheating-and-breach-of-trust')!)
    expect(cheating).toContain('took money and disappeared')
    expect(cheating).toContain('paise leke gayab')
    expect(guides.get('cheating-and-breach-of-trust')!.summary).toMatch(/job, a visa, a loan/)
  })

  it('state the time limits they give only where the law sets them', () => {
    // Specific Relief Act: a suit on earlier possession alone within six months of dispossession.
    expect(guides.get('trespass-and-land-encroachment')!.steps.join(' ')).toMatch(/six months/)
    expect(guides.get('found-property-and-stolen-goods')!.summary).toMatch(/six months/)
  })
})
