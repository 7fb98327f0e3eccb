// BNS sections 45-205 (abetment, offences against women and children, offences affecting the
// human body, kidnapping and trafficking, unlawful assembly and rioting, public servants): the
// entries and guides the assistant relies on must keep their enacted headings, their IPC twins,
// the punishments checked against the Act, and the plain words people use for the facts.
import { describe, expect, it } from 'vitest'
import { entries, entry, guides, keywordsOf, twinsOf } from './testing.ts'

const wordsOf = (key: string) => keywordsOf(entry(key))

/** [entry, enacted heading] for the sections summarised here. */
const HEADINGS: [string, string][] = [
  ['BNS 45', 'Abetment of a thing'],
  [
    'BNS 49',
    'Punishment of abetment if act abetted is committed in consequence and where no express provision is made for its punishment',
  ],
  ['BNS 55', 'Abetment of offence punishable with death or imprisonment for life'],
  [
    'BNS 62',
    'Punishment for attempting to commit offences punishable with imprisonment for life or other imprisonment',
  ],
  ['BNS 82', 'Marrying again during lifetime of husband or wife'],
  ['BNS 87', 'Kidnapping, abducting or inducing woman to compel her marriage, etc.'],
  ['BNS 88', 'Causing miscarriage'],
  ['BNS 89', "Causing miscarriage without woman's consent"],
  [
    'BNS 93',
    'Exposure and abandonment of child under twelve years of age, by parent or person having care of it',
  ],
  ['BNS 98', 'Selling child for purposes of prostitution, etc.'],
  ['BNS 107', 'Abetment of suicide of child or person of unsound mind'],
  ['BNS 110', 'Attempt to commit culpable homicide'],
  ['BNS 118', 'Voluntarily causing hurt or grievous hurt by dangerous weapons or means'],
  [
    'BNS 120',
    'Voluntarily causing hurt or grievous hurt to extort confession, or to compel restoration of property',
  ],
  ['BNS 123', 'Causing hurt by means of poison, etc., with intent to commit an offence'],
  ['BNS 124', 'Voluntarily causing grievous hurt by use of acid, etc.'],
  ['BNS 124(2)', 'Voluntarily throwing or attempting to throw acid'],
  ['BNS 125', 'Act endangering life or personal safety of others'],
  ['BNS 126', 'Wrongful restraint'],
  ['BNS 127', 'Wrongful confinement'],
  ['BNS 130', 'Assault'],
  ['BNS 131', 'Punishment for assault or criminal force otherwise than on grave provocation'],
  ['BNS 138', 'Abduction'],
  ['BNS 140(2)', 'Kidnapping or abducting for ransom, etc.'],
  ['BNS 143', 'Trafficking of person'],
  ['BNS 146', 'Unlawful compulsory labour'],
  ['BNS 189', 'Unlawful assembly'],
  [
    'BNS 190',
    'Every member of unlawful assembly guilty of offence committed in prosecution of common object',
  ],
  ['BNS 191', 'Rioting'],
  ['BNS 194', 'Affray'],
  [
    'BNS 196',
    'Promoting enmity between different groups on grounds of religion, race, place of birth, residence, language, etc., and doing acts prejudicial to maintenance of harmony',
  ],
  ['BNS 199', 'Public servant disobeying direction under law'],
  ['BNS 200', 'Punishment for non-treatment of victim'],
  ['BNS 204', 'Personating a public servant'],
]

/** [new-code entry, old-code twin]. */
const TWINS: [string, string][] = [
  ['BNS 124', 'IPC 326A'],
  ['BNS 124', 'IPC 326B'],
  ['BNS 124(1)', 'IPC 326A'],
  ['BNS 124(2)', 'IPC 326B'],
  ['BNS 126(2)', 'IPC 341'],
  ['BNS 127(2)', 'IPC 342'],
  ['BNS 131', 'IPC 352'],
  ['BNS 140(2)', 'IPC 364A'],
  ['BNS 143', 'IPC 370'],
  ['BNS 146', 'IPC 374'],
  ['BNS 190', 'IPC 149'],
  ['BNS 191(2)', 'IPC 147'],
  ['BNS 89', 'IPC 313'],
  ['BNS 82(1)', 'IPC 494'],
]

describe('BNS 45-205: offences against the person', () => {
  it.each(HEADINGS)('%s is "%s" and has a summary', (key, heading) => {
    const entry = entries.get(key)
    expect(entry, key).toBeDefined()
    expect(entry!.title).toBe(heading)
    expect(entry!.summary, `${key} summary`).toBeTruthy()
  })

  it.each(TWINS)('%s is the twin of %s', (current, old) => {
    expect(entries.has(old), `${old} is an entry`).toBe(true)
    expect(twinsOf(current)).toContain(old)
  })

  it('keeps the punishments checked against the Act', () => {
    const punishment = (key: string) => entries.get(key)?.punishment ?? ''
    expect(punishment('BNS 124(1)')).toMatch(/not less than 10 years/)
    expect(punishment('BNS 124(2)')).toMatch(/not less than 5 years, which may extend to 7 years/)
    expect(punishment('BNS 126(2)')).toMatch(/1 month/)
    expect(punishment('BNS 127(2)')).toMatch(/1 year/)
    expect(punishment('BNS 127(4)')).toMatch(/10,000 rupees/)
    expect(punishment('BNS 131')).toMatch(/3 months/)
    expect(punishment('BNS 140(2)')).toMatch(/^Death, or imprisonment for life/)
    expect(punishment('BNS 143')).toMatch(/not less than 7 years up to 10 years/)
    expect(punishment('BNS 191(2)')).toMatch(/2 years/)
    expect(punishment('BNS 191(3)')).toMatch(/5 years/)
    expect(punishment('BNS 89')).toMatch(/^Imprisonment for life/)
  })

  it('finds the entries from the words people use', () => {
    expect(wordsOf('BNS 127')).toEqual(
      expect.arrayContaining([
        'locked me in a room',
        'kamre mein band kar diya',
        'कमरे में बंद कर दिया',
      ]),
    )
    expect(wordsOf('BNS 126')).toEqual(
      expect.arrayContaining(['blocked my way', 'stopped me from going', 'रास्ता रोका']),
    )
    expect(wordsOf('BNS 130')).toContain('raised his hand to slap')
    expect(wordsOf('BNS 124')).toEqual(expect.arrayContaining(['threw acid', 'tezaab phenka']))
    expect(wordsOf('BNS 89')).toContain('forced her to abort')
    expect(wordsOf('BNS 143')).toContain('girl sold')
    expect(wordsOf('BNS 98')).toContain('sold the girl')
    expect(wordsOf('BNS 191')).toContain('a mob attacked')
    expect(wordsOf('BNS 108')).toContain('pushed me to kill myself')
    expect(wordsOf('BNS 146')).toContain('bonded labour')
  })

  it('does not fall into the traps', () => {
    // Wrongful restraint (IPC 341) is BNS 126(2); confinement (IPC 342) is 127(2).
    expect(twinsOf('BNS 127(2)')).not.toContain('IPC 341')
    // Acid attack is its own offence, not grievous hurt by dangerous weapons.
    expect(twinsOf('BNS 118')).not.toContain('IPC 326A')
    // Abduction alone has no punishment of its own.
    expect(entries.get('BNS 138')?.punishment).toBeUndefined()
    // BNS 302 is not murder, BNS 307 is not attempt to murder.
    expect(twinsOf('BNS 109')).toContain('IPC 307')
  })

  it('has guides for acid attack, trafficking, confinement and abetment of suicide', () => {
    const cites = (slug: string) =>
      (guides.get(slug)?.cites ?? []).map((c) => `${c.act} ${c.section}`)
    expect(cites('acid-attack')[0]).toBe('BNS 124')
    expect(cites('human-trafficking')[0]).toBe('BNS 143')
    expect(cites('wrongful-confinement')[0]).toBe('BNS 127')
    expect(cites('abetment-of-suicide')[0]).toBe('BNS 108')
    expect(guides.get('abetment-of-suicide')?.summary).toMatch(/14416/)
    for (const slug of [
      'acid-attack',
      'human-trafficking',
      'wrongful-confinement',
      'abetment-of-suicide',
      'murder-and-culpable-homicide',
      'road-rage-and-hurt',
      'missing-person-and-kidnapping',
      'rape-and-sexual-assault',
      'stalking-and-harassment-of-women',
    ])
      expect(cites(slug).length, slug).toBeLessThanOrEqual(6)
  })
})
