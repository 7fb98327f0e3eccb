// Facts the coverage-gap entries must keep: the NDPS Act, the MTP Act (as amended in
// 2021), the Juvenile Justice Act 2015, and the sections added to the Motor Vehicles, Transfer of
// Property, Indian Succession, Special Marriage and Hindu Adoptions and Maintenance Acts and the
// Code on Wages. Section numbers and headings are the enacted ones.
import { describe, expect, it } from 'vitest'
import { act, citesOf, entries, entryText, guide, guideText } from './testing.ts'

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['NDPS 8', 'Prohibition of certain operations'],
  ['NDPS 20', 'Punishment for contravention in relation to cannabis plant and cannabis'],
  ['NDPS 21', 'Punishment for contravention in relation to manufactured drugs and preparations'],
  ['NDPS 22', 'Punishment for contravention in relation to psychotropic substances'],
  ['NDPS 27', 'Punishment for consumption of any narcotic drug or psychotropic substance'],
  ['NDPS 36A', 'Offences triable by Special Courts'],
  ['NDPS 37', 'Offences to be cognizable and non-bailable'],
  ['NDPS 50', 'Conditions under which search of persons shall be conducted'],
  ['NDPS 64A', 'Immunity from prosecution to addicts volunteering for treatment'],
  ['MTP 3', 'When pregnancies may be terminated by registered medical practitioners'],
  ['MTP 4', 'Place where pregnancy may be terminated'],
  ['MTP 5', 'Sections 3 and 4 when not to apply'],
  ['MTP 5A', 'Protection of privacy of a woman'],
  ['JJA 4', 'Juvenile Justice Board'],
  ['JJA 10', 'Apprehension of child alleged to be in conflict with law'],
  ['JJA 12', 'Bail to a person who is apparently a child alleged to be in conflict with law'],
  ['JJA 15', 'Preliminary assessment into heinous offences by Board'],
  ['JJA 18', 'Orders regarding child found to be in conflict with law'],
  ['JJA 21', 'Order that may not be passed against a child in conflict with law'],
  ['JJA 56', 'Adoption'],
  ['JJA 75', 'Punishment for cruelty to child'],
  ['JJA 76', 'Employment of child for begging'],
  [
    'JJA 77',
    'Penalty for giving intoxicating liquor or narcotic drug or psychotropic substance to a child',
  ],
  ['JJA 79', 'Exploitation of a child employee'],
  ['JJA 80', 'Punitive measures for adoption without following prescribed procedures'],
  ['JJA 81', 'Sale and procurement of children for any purpose'],
  ['MVA 3', 'Necessity for driving licence'],
  ['MVA 134', 'Duty of driver in case of accident and injury to a person'],
  ['MVA 134A', 'Protection of good samaritans'],
  ['MVA 180', 'Allowing unauthorised persons to drive vehicles'],
  ['MVA 181', 'Driving vehicles in contravention of section 3 or section 4'],
  ['MVA 185', 'Driving by a drunken person or by a person under the influence of drugs'],
  ['MVA 187', 'Punishment for offences relating to accident'],
  ['MVA 199A', 'Offences by juveniles'],
  ['TPA 54', '"Sale" defined'],
  ['TPA 58', '"Mortgage", "mortgagor", "mortgagee", "mortgage-money" and "mortgage-deed" defined'],
  ['TPA 59', 'Mortgage when to be by assurance'],
  ['TPA 111', 'Determination of lease'],
  ['TPA 122', '"Gift" defined'],
  ['TPA 123', 'Transfer how effected'],
  ['TPA 126', 'When gift may be suspended or revoked'],
  [
    'ISA 214',
    'Proof of representative title a condition precedent to recovery through the Courts of debts from debtors of deceased persons',
  ],
  ['ISA 370', 'Restriction on grant of certificates under this Part'],
  ['ISA 371', 'Court having jurisdiction to grant certificate'],
  ['ISA 372', 'Application for certificate'],
  ['ISA 381', 'Effect of certificate'],
  ['CW 3', 'Prohibition of discrimination on ground of gender'],
  ['CW 9', 'Power of Central Government to fix floor wage'],
  ['SMA 4', 'Conditions relating to solemnization of special marriages'],
  ['SMA 5', 'Notice of intended marriage'],
  ['SMA 6', 'Marriage Notice Book and publication'],
  ['SMA 7', 'Objection to marriage'],
  ['SMA 8', 'Procedure on receipt of objection'],
  ['SMA 13', 'Certificate of marriage'],
  ['SMA 15', 'Registration of marriages celebrated in other forms'],
  ['HAMA 6', 'Requisites of a valid adoption'],
  ['HAMA 7', 'Capacity of a male Hindu to take in adoption'],
  ['HAMA 8', 'Capacity of a female Hindu to take in adoption'],
  ['HAMA 9', 'Persons capable of giving in adoption'],
  ['HAMA 10', 'Persons who may be adopted'],
  ['HAMA 11', 'Other conditions for a valid adoption'],
  ['HAMA 12', 'Effects of adoption'],
  ['HAMA 15', 'Valid adoption not to be cancelled'],
]

describe('coverage gaps: the sections and their enacted headings', () => {
  it.each(HEADINGS)('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })

  it('files the new acts under the practice areas the schema allows', () => {
    expect(act('NDPS')?.area).toBe('Criminal Law')
    expect(act('JJA')?.area).toBe('Criminal Law')
    expect(act('MTP')?.area).toBe('Family Law')
  })
})

describe('NDPS Act', () => {
  it('grades punishment by quantity and keeps the notified quantities', () => {
    expect(entryText('NDPS 20')).toMatch(/1 kg/)
    expect(entryText('NDPS 20')).toMatch(/20 kg/)
    expect(entryText('NDPS 21')).toMatch(/5 g/)
    expect(entryText('NDPS 21')).toMatch(/250 g/)
    for (const key of ['NDPS 20', 'NDPS 21', 'NDPS 22']) {
      expect(entryText(key), key).toMatch(/10 to 20 years/)
      expect(entryText(key), key).toMatch(/up to 1 year/) // small quantity, since 2014
    }
    // bhang (leaves and seeds) is not ganja under the Act
    expect(entryText('NDPS 20')).toMatch(/leaves and seeds/)
  })

  it('keeps the consumption, bail, search and addict rules', () => {
    expect(entryText('NDPS 27')).toMatch(/₹20,000/)
    expect(entryText('NDPS 27')).toMatch(/6 months/)
    expect(entryText('NDPS 37')).toMatch(/commercial quantity/)
    expect(entryText('NDPS 37')).toMatch(/not guilty/)
    expect(entryText('NDPS 50')).toMatch(/Gazetted Officer or a Magistrate/)
    expect(entryText('NDPS 50')).toMatch(/woman may be searched only by a woman/)
    expect(entryText('NDPS 64A')).toMatch(/small quantity/)
    expect(entryText('NDPS 64A')).toMatch(/withdrawn/)
  })
})

describe('MTP Act as amended in 2021', () => {
  it('keeps the week limits, the Medical Board and who consents', () => {
    const text = entryText('MTP 3')
    expect(text).toMatch(/up to 20 weeks on the opinion of one doctor/)
    expect(text).toMatch(/from 20 to 24 weeks on the opinion of two doctors/)
    expect(text).toMatch(/Medical Board/)
    expect(text).toMatch(/any woman or her partner/)
    expect(text).toMatch(/under 18/)
    expect(text).toMatch(/BNS 88/)
    // the pre-2021 limits are gone
    expect(text).not.toMatch(/12 weeks/)
    expect(text).not.toMatch(/married woman or her husband/)
  })

  it('protects the woman’s privacy and the life-saving exception', () => {
    expect(entryText('MTP 5A')).toMatch(/1 year/)
    expect(entryText('MTP 5')).toMatch(/save the woman's life/)
  })

  it('pairs lawful abortion with forced miscarriage in the guide', () => {
    const cites = citesOf('abortion-and-forced-miscarriage')
    expect(cites[0]).toBe('MTP 3')
    expect(cites).toContain('BNS 89')
    expect(cites).toContain('IPC 313')
    expect(guide('abortion-and-forced-miscarriage').summary).toMatch(/no husband's/)
  })
})

describe('Juvenile Justice Act', () => {
  it('keeps a child out of jail and bail the rule', () => {
    expect(entryText('JJA 10')).toMatch(/24 hours/)
    expect(entryText('JJA 10')).toMatch(/never be kept in a police lock-up or jail/)
    expect(entryText('JJA 12')).toMatch(/bailable or not/)
    expect(entryText('JJA 15')).toMatch(/16 or more/)
    expect(entryText('JJA 18')).toMatch(/three years/)
    expect(entryText('JJA 21')).toMatch(/death/)
  })

  it('keeps the punishments of the offences against children', () => {
    expect(entryText('JJA 75')).toMatch(/up to 3 years/)
    expect(entryText('JJA 76')).toMatch(/up to 5 years/)
    expect(entryText('JJA 77')).toMatch(/up to 7 years/)
    expect(entryText('JJA 79')).toMatch(/up to 5 years/)
    expect(entryText('JJA 81')).toMatch(/3 to 7 years/)
    expect(entryText('JJA 80')).toMatch(/up to 3 years/)
  })

  it('sends adoption through CARA and the District Magistrate', () => {
    expect(entryText('JJA 56')).toMatch(/CARA/)
    expect(entryText('JJA 56')).toMatch(/District Magistrate/)
    expect(guide('adopting-a-child').where.join(' ')).toMatch(/CARA/)
    expect(guide('child-accused-of-crime').where.join(' ')).toMatch(/Juvenile Justice Board/)
    expect(guide('child-cruelty-and-exploitation').where.join(' ')).toMatch(/1098/)
  })
})

describe('Motor Vehicles Act additions', () => {
  it('keeps the 2019 amounts and limits', () => {
    expect(entryText('MVA 185')).toMatch(/30 mg of alcohol per 100 ml/)
    expect(entryText('MVA 185')).toMatch(/₹10,000/)
    expect(entryText('MVA 185')).toMatch(/₹15,000/)
    expect(entryText('MVA 181')).toMatch(/₹5,000/)
    expect(entryText('MVA 134')).toMatch(/24 hours/)
    expect(entryText('MVA 134A')).toMatch(/not liable/)
    expect(entryText('MVA 199A')).toMatch(/₹25,000/)
    expect(entryText('MVA 199A')).toMatch(/until 25/)
  })
})

describe('property, succession, marriage, adoption and wages', () => {
  it('keeps the registration thresholds and witnesses', () => {
    expect(entryText('TPA 54')).toMatch(/₹100 or more/)
    expect(entryText('TPA 54')).toMatch(/agreement to sell does not/)
    expect(entryText('TPA 123')).toMatch(/two witnesses/)
    expect(entryText('TPA 59')).toMatch(/two witnesses/)
    expect(entryText('TPA 126')).toMatch(/cannot be taken back at the giver's wish/)
  })

  it('sends a succession certificate to the District Judge and frees the paying bank', () => {
    expect(entryText('ISA 371')).toMatch(/District Judge/)
    expect(entryText('ISA 381')).toMatch(/discharged/)
    expect(citesOf('bank-money-of-deceased')[0]).toBe('ISA 370')
    expect(guideText('bank-money-of-deceased')).toMatch(/nominee/)
  })

  it('keeps the Special Marriage Act ages and 30-day periods', () => {
    expect(entryText('SMA 4')).toMatch(/man is at least 21 and the woman at least 18/)
    expect(entryText('SMA 5')).toMatch(/at least 30 days/)
    expect(entryText('SMA 7')).toMatch(/within 30 days/)
    expect(entryText('SMA 15')).toMatch(/at least 21 at registration/)
  })

  it('keeps the adoption conditions', () => {
    expect(entryText('HAMA 10')).toMatch(/15 years/)
    expect(entryText('HAMA 11')).toMatch(/at least 21 years older/)
    expect(entryText('HAMA 8')).toMatch(/husband's consent/)
    expect(entryText('HAMA 9')).toMatch(/court's permission/)
  })

  it('dates the Code on Wages gender rule from 21 November 2025', () => {
    expect(entries.get('CW 3')?.note).toMatch(/21 November 2025/)
    expect(entries.get('CW 3')?.note).toMatch(/Equal Remuneration Act 1976/)
  })
})

describe('the new guides cite their core sections, at most six', () => {
  const GUIDES: [string, string[]][] = [
    ['caught-with-drugs', ['NDPS 20', 'NDPS 37', 'NDPS 64A']],
    ['abortion-and-forced-miscarriage', ['MTP 3', 'BNS 89']],
    ['adopting-a-child', ['JJA 56', 'HAMA 6']],
    ['child-accused-of-crime', ['JJA 12', 'JJA 10']],
    ['child-cruelty-and-exploitation', ['JJA 75', 'JJA 76', 'JJA 81']],
    ['bank-money-of-deceased', ['ISA 370', 'ISA 372']],
    ['court-marriage', ['SMA 4', 'SMA 5', 'SMA 7']],
    ['drunk-driving-and-no-licence', ['MVA 185', 'MVA 181']],
    ['helping-accident-victim', ['MVA 134', 'MVA 134A']],
    ['sale-and-gift-deed', ['TPA 54', 'TPA 123']],
  ]
  it.each(GUIDES)('%s cites %j', (slug, must) => {
    const cites = citesOf(slug)
    for (const c of must) expect(cites).toContain(c)
    expect(cites.length).toBeLessThanOrEqual(6)
  })

  it('does not pad a guide with unrelated offences', () => {
    expect(citesOf('caught-with-drugs')).not.toContain('JJA 77')
    expect(citesOf('drunk-driving-and-no-licence')).not.toContain('MVA 161')
    expect(citesOf('court-marriage').some((c) => c.startsWith('HMA'))).toBe(false)
  })
})
