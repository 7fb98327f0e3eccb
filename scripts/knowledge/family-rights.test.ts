// The family and rights acts: the sections the assistant relies on must keep their
// enacted headings, the time limits and amounts we are sure of, and must not fall into the
// traps people repeat (a compulsory will registration, a father alive in 2005, leprosy, …).
import { describe, expect, it } from 'vitest'
import { entryText as text, entry, guide, guideText } from './testing.ts'

const citesOf = (slug: string) => guide(slug).cites.map((c) => `${c.act} ${c.section}`)

/** [entry, enacted heading] */
const HEADINGS: [string, string][] = [
  ['MWPSCA 4', 'Maintenance of parents and senior citizens'],
  ['MWPSCA 5', 'Application for maintenance'],
  ['MWPSCA 6', 'Jurisdiction and procedure'],
  ['MWPSCA 7', 'Constitution of Maintenance Tribunal'],
  ['MWPSCA 9', 'Order for maintenance'],
  ['MWPSCA 11', 'Enforcement of order of maintenance'],
  ['MWPSCA 12', 'Option regarding maintenance in certain cases'],
  ['MWPSCA 16', 'Appeals'],
  ['MWPSCA 23', 'Transfer of property to be void in certain circumstances'],
  ['MWPSCA 24', 'Exposure and abandonment of senior citizen'],
  ['HSA 6', 'Devolution of interest in coparcenary property'],
  ['HSA 8', 'General rules of succession in the case of males'],
  ['HSA 10', 'Distribution of property among heirs in class I of the Schedule'],
  ['HSA 14', 'Property of a female Hindu to be her absolute property'],
  ['HSA 15', 'General rules of succession in the case of female Hindus'],
  ['HSA 30', 'Testamentary succession'],
  ['ISA 59', 'Person capable of making Wills'],
  ['ISA 63', 'Execution of unprivileged Wills'],
  ['ISA 213', 'Right as executor or legatee when established'],
  ['RA 18', 'Documents of which registration is optional'],
  ['GWA 7', 'Power of the Court to make order as to guardianship'],
  ['GWA 9', 'Court having jurisdiction to entertain application'],
  ['GWA 17', 'Matters to be considered by the Court in appointing guardian'],
  ['GWA 25', 'Title of guardian to custody of ward'],
  ['HMGA 6', 'Natural guardians of a Hindu minor'],
  ['HMGA 8', 'Powers of natural guardian'],
  ['HMGA 13', 'Welfare of minor to be paramount consideration'],
  ['HAMA 18', 'Maintenance of wife'],
  ['HAMA 19', 'Maintenance of widowed daughter-in-law'],
  ['HAMA 20', 'Maintenance of children and aged parents'],
  ['HAMA 23', 'Amount of maintenance'],
  ['HMA 9', 'Restitution of conjugal rights'],
  ['HMA 13', 'Divorce'],
  ['HMA 13B', 'Divorce by mutual consent'],
  ['HMA 24', 'Maintenance pendente lite and expenses of proceedings'],
  ['HMA 25', 'Permanent alimony and maintenance'],
  ['HMA 26', 'Custody of children'],
  ['HMA 28', 'Appeals from decrees and orders'],
  ['SMA 27', 'Divorce'],
  ['SMA 28', 'Divorce by mutual consent'],
  ['DPA 2', "Definition of 'dowry'"],
  ['DPA 3', 'Penalty for giving or taking dowry'],
  ['DPA 4', 'Penalty for demanding dowry'],
  ['DPA 6', 'Dowry to be for the benefit of the wife or her heirs'],
  ['SCST 3', 'Punishments for offences of atrocities'],
  ['SCST 3(1)(r)', 'Punishments for offences of atrocities'],
  ['SCST 3(1)(s)', 'Punishments for offences of atrocities'],
  ['SCST 4', 'Punishment for neglect of duties'],
  ['SCST 14', 'Special Court and Exclusive Special Court'],
  ['SCST 14A', 'Appeals'],
  ['SCST 15A', 'Rights of victims and witnesses'],
  [
    'SCST 18',
    'Section 438 of the Code not to apply to persons committing an offence under the Act',
  ],
  ['SCST 18A', 'No enquiry or approval required'],
  ['POCSO 3', 'Penetrative sexual assault'],
  ['POCSO 4', 'Punishment for penetrative sexual assault'],
  ['POCSO 5', 'Aggravated penetrative sexual assault'],
  ['POCSO 6', 'Punishment for aggravated penetrative sexual assault'],
  ['POCSO 7', 'Sexual assault'],
  ['POCSO 8', 'Punishment for sexual assault'],
  ['POCSO 9', 'Aggravated sexual assault'],
  ['POCSO 10', 'Punishment for aggravated sexual assault'],
  ['POCSO 11', 'Sexual harassment'],
  ['POCSO 12', 'Punishment for sexual harassment'],
  ['POCSO 19', 'Reporting of offences'],
  ['POCSO 21', 'Punishment for failure to report or record a case'],
  ['POCSO 23', 'Procedure for media'],
  ['POCSO 24', 'Recording of statement of a child'],
  ['POCSO 28', 'Designation of Special Courts'],
  ['POCSO 29', 'Presumption as to certain offences'],
  ['POCSO 33', 'Procedure and powers of Special Court'],
  ['POCSO 35', 'Period for recording of evidence of child and disposal of case'],
  ['ITA 66E', 'Punishment for violation of privacy'],
  ['ITA 67', 'Punishment for publishing or transmitting obscene material in electronic form'],
  [
    'ITA 67A',
    'Punishment for publishing or transmitting of material containing sexually explicit act, etc., in electronic form',
  ],
  [
    'ITA 67B',
    'Punishment for publishing or transmitting of material depicting children in sexually explicit act, etc., in electronic form',
  ],
  ['RTI 6', 'Request for obtaining information'],
  ['RTI 7', 'Disposal of request'],
  ['RTI 18', 'Powers and functions of Information Commissions'],
  ['RTI 19', 'Appeal'],
  ['RTI 20', 'Penalties'],
]

describe('family and rights acts', () => {
  it.each(HEADINGS)('%s is headed "%s"', (key, heading) => {
    expect(entry(key).title).toBe(heading)
  })

  it('states the senior citizens act limits', () => {
    expect(text('MWPSCA 4')).toMatch(/60/)
    expect(text('MWPSCA 5')).toMatch(/90 days/)
    expect(text('MWPSCA 5')).toMatch(/30 days/)
    expect(text('MWPSCA 9')).toMatch(/₹10,000 a month/)
    expect(text('MWPSCA 16')).toMatch(/60 days/)
    expect(text('MWPSCA 12')).toMatch(/not .*both/)
    expect(text('MWPSCA 24')).toMatch(/three months/)
    expect(text('MWPSCA 24')).toMatch(/five thousand rupees/)
    expect(entry('MWPSCA 24').cognizable).toBe(true)
    expect(entry('MWPSCA 24').bailable).toBe(true)
    // The Tribunal is an SDM-level officer, not a civil court.
    expect(text('MWPSCA 7')).toMatch(/Sub-Divisional/)
  })

  it('keeps the 2005 coparcenary rule and its traps out', () => {
    const six = text('HSA 6')
    expect(six).toMatch(/9 September 2005/)
    expect(six).toMatch(/by birth/)
    expect(six).toMatch(/Vineeta Sharma/)
    expect(six).toMatch(/20 December 2004/)
    // Vineeta Sharma overruled Prakash v. Phulavati: the father need not be alive in 2005.
    expect(six).not.toMatch(/Phulavati/)
    expect(six).toMatch(/does not depend on the father being alive/)
    expect(text('HSA 10')).toMatch(/equal/)
  })

  it('says a will needs two witnesses and registration is optional', () => {
    expect(text('ISA 63')).toMatch(/two or more witnesses/)
    expect(text('RA 18')).toMatch(/valid without registration/)
    expect(guideText('will-and-registration')).toMatch(/optional/)
    expect(guideText('will-and-registration')).not.toMatch(
      /must be registered|compulsory to register/,
    )
  })

  it('keeps the divorce time limits and the 2019 change', () => {
    expect(text('HMA 13')).toMatch(/Leprosy was removed/)
    expect(text('HMA 13B')).toMatch(/six months/)
    expect(text('HMA 13B')).toMatch(/eighteen months/)
    expect(text('HMA 13B')).toMatch(/Amardeep Singh/)
    expect(text('SMA 28')).toMatch(/six months/)
    expect(text('SMA 27')).not.toMatch(/leprosy/i)
    expect(text('HMA 24')).toMatch(/sixty days/)
    expect(text('HMA 28')).toMatch(/ninety days/)
  })

  it('keeps the custody rules', () => {
    expect(text('HMGA 6')).toMatch(/five years/)
    expect(text('HMGA 13')).toMatch(/paramount/)
    expect(text('GWA 17')).toMatch(/welfare/)
  })

  it('keeps the dowry penalties', () => {
    expect(entry('DPA 3').punishment).toMatch(/not less than five years/)
    expect(entry('DPA 3').punishment).toMatch(/fifteen thousand rupees/)
    expect(entry('DPA 4').punishment).toMatch(/not less than six months/)
    expect(entry('DPA 4').punishment).toMatch(/two years/)
    expect(text('DPA 2')).toMatch(/mahr/)
    expect(citesOf('dowry-and-cruelty')).toEqual(expect.arrayContaining(['DPA 4', 'DPA 3']))
  })

  it('keeps the atrocities act rules', () => {
    expect(entry('SCST 3(1)(r)').punishment).toMatch(/not less than six months.*five years/)
    expect(text('SCST 3(1)(r)')).toMatch(/public view/)
    expect(text('SCST 14')).toMatch(/two months/)
    expect(text('SCST 14A')).toMatch(/90 days/)
    expect(text('SCST 18')).toMatch(/BNSS 482/)
    expect(text('SCST 18')).not.toMatch(/BNSS 528/)
    expect(text('SCST 18A')).toMatch(/no preliminary enquiry/)
  })

  it('keeps the POCSO punishments and time limits', () => {
    expect(entry('POCSO 4').punishment).toMatch(/not less than ten years/)
    expect(entry('POCSO 4').punishment).toMatch(/below sixteen years, not less than twenty years/)
    expect(entry('POCSO 6').punishment).toMatch(/not less than twenty years.*death/)
    expect(entry('POCSO 8').punishment).toMatch(/not less than three years .*five years/)
    expect(entry('POCSO 10').punishment).toMatch(/not less than five years .*seven years/)
    expect(entry('POCSO 12').punishment).toMatch(/three years/)
    expect(entry('POCSO 21').punishment).toMatch(/six months/)
    expect(text('POCSO 19')).toMatch(/Special Juvenile Police Unit/)
    expect(text('POCSO 19')).toMatch(/24 hours/)
    expect(text('POCSO 35')).toMatch(/30 days/)
    expect(text('POCSO 35')).toMatch(/one year/)
    expect(text('POCSO 3')).toMatch(/under 18/)
    // The 2019 amendment raised the minimum for penetrative sexual assault from seven years.
    expect(entry('POCSO 4').punishment).not.toMatch(/seven years/)
  })

  it('keeps the IT Act privacy and obscenity punishments', () => {
    expect(entry('ITA 66E').punishment).toMatch(/three years.*two lakh rupees/)
    expect(entry('ITA 67').punishment).toMatch(/three years.*five lakh rupees/)
    expect(entry('ITA 67A').punishment).toMatch(/five years.*ten lakh rupees/)
    expect(entry('ITA 67B').punishment).toMatch(/five years.*ten lakh rupees/)
    expect(guideText('private-images-leaked')).toMatch(/1930/)
    expect(guideText('private-images-leaked')).toMatch(/cybercrime\.gov\.in/)
    expect(citesOf('private-images-leaked')).toEqual(
      expect.arrayContaining(['ITA 66E', 'ITA 67A', 'BNS 77']),
    )
  })

  it('states the RTI appeal chain and time limits', () => {
    expect(text('RTI 7')).toMatch(/30 days/)
    expect(text('RTI 7')).toMatch(/48 hours/)
    expect(text('RTI 19')).toMatch(/within 30 days/)
    expect(text('RTI 19')).toMatch(/within 90 days/)
    expect(text('RTI 19')).toMatch(/First Appellate Authority/)
    expect(text('RTI 19')).toMatch(/Central Information Commission/)
    expect(text('RTI 20')).toMatch(/₹250/)
    expect(text('RTI 20')).toMatch(/₹25,000/)
    const rti = guideText('rti-application')
    expect(rti).toMatch(/30 days/)
    expect(rti).toMatch(/90 days/)
    expect(rti).toMatch(/Information Commission/)
    // The second appeal goes to the Commission, not a court.
    expect(text('RTI 19')).not.toMatch(/High Court|civil court/)
  })

  it('names the forum in each family-rights guide', () => {
    const forums: [string, RegExp][] = [
      ['senior-citizen-maintenance', /Maintenance Tribunal/],
      ['senior-citizen-eviction-threat', /Maintenance Tribunal/],
      ['maintenance', /Family Court/],
      ['child-custody', /Family Court/],
      ['divorce-mutual-consent', /Family Court/],
      ['caste-atrocity', /Special Court/],
      ['child-sexual-abuse', /Special Court/],
      ['rti-application', /Information Commission/],
      ['daughter-share-in-property', /[Cc]ivil court/],
      ['will-and-registration', /Sub-Registrar/],
    ]
    for (const [slug, forum] of forums) expect(guide(slug).where.join(' '), slug).toMatch(forum)
  })

  it('keeps guide citations to at most six', () => {
    for (const slug of [
      'senior-citizen-maintenance',
      'senior-citizen-eviction-threat',
      'daughter-share-in-property',
      'widow-inheritance',
      'will-and-registration',
      'child-custody',
      'caste-atrocity',
      'child-sexual-abuse',
      'private-images-leaked',
      'maintenance',
      'rti-application',
      'dowry-and-cruelty',
      'divorce-contested',
      'divorce-mutual-consent',
    ])
      expect(guide(slug).cites.length, slug).toBeLessThanOrEqual(6)
  })

  it('lets wife, child and parents maintenance questions reach BNSS 144', () => {
    const words = entry('BNSS 144').keywords.en
    expect(words).toContain('wife and child maintenance')
    expect(words).toContain('parents maintenance')
    expect(entry('BNSS 144').twins.map((t) => `${t.act} ${t.section}`)).toContain('CrPC 125')
  })
})
