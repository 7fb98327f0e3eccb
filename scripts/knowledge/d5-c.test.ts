// Facts the data added for the d5-c dev questions (Hindi and Hinglish) must keep: the
// preventive peace bond (BNSS 126, earlier CrPC 107) with its enacted heading, its link to the old
// code and its one-year limit, and the plain words people type for the situations the fixes cover.
import { describe, expect, it } from 'vitest'
import { entries, entry, entryText, guide, keywordsOf, twinsOf } from './testing.ts'

describe('d5-c: security for keeping the peace', () => {
  it.each([
    ['BNSS 126', 'Security for keeping the peace in other cases'],
    ['CrPC 107', 'Security for keeping the peace in other cases'],
  ])('%s is "%s"', (key, title) => {
    expect(entries.get(key)?.title).toBe(title)
  })

  it('BNSS 126 replaced CrPC 107', () => {
    expect(twinsOf('BNSS 126')).toEqual(['CrPC 107'])
  })

  it('the bond is ordered by an Executive Magistrate, for at most one year', () => {
    for (const key of ['BNSS 126', 'CrPC 107']) {
      expect(entryText(key)).toContain('Executive Magistrate')
      expect(entryText(key)).toContain('one year')
    }
  })

  it('the CrPC section is marked as repealed', () => {
    expect(entryText('CrPC 107')).toMatch(/Repealed from 1 July 2024/)
  })
})

/** [guide slug or entry key, phrases that must stay among its keywords] */
const WORDS: [string, string[]][] = [
  [
    'cheating-and-breach-of-trust',
    ['paise jama nahi kiye', 'गबन', 'जमीन का फर्जी मालिक', 'bayana le liya'],
  ],
  ['missing-person-and-kidnapping', ['bahla phusla ke', 'बहला फुसला कर']],
  ['human-trafficking', ['zabardasti kaam karwa', 'बंद करके काम']],
  ['sexual-harassment-at-work', ['manager gande message', 'एचआर को शिकायत', 'एचआर को सिकायत']],
  ['police-refuse-fir', ['fir nhi likhi', 'रिपोर्ट नहीं लिखी']],
  ['default-bail', ['चार्जशीट दाखिल नहीं', 'chargesheet file nahi']],
  ['loud-music-and-public-nuisance', ['अवैध डेयरी', 'gandagi aur badbu']],
  ['relative-keeps-my-jewellery', ['स्त्रीधन रख लिया', 'sasural walon ne gehne']],
  ['family-threatens-over-marriage-choice', ['court marriage kar li', 'लड़की के घर वाले']],
  ['rights-on-arrest', ['गिरफ्तार करने की धमकी', 'giraftar karne ki dhamki']],
  ['BNS 316(2)', ['स्त्रीधन रख लिया', 'stridhan wapas nahi']],
  ['BNS 137(2)', ['bahla phusla ke le gaya', 'नाबालिग लड़की को ले गया']],
  ['BNSS 126', ['शांति भंग', 'lathi lekar dhamkate']],
  ['BNSS 35(7)', ['बुजुर्ग को गिरफ्तार', 'buzurg ko giraftar']],
  ['JJA 77', ['बेटे को सिगरेट', 'nabalig ko cigarette']],
  ['HSA 15', ['mummy ke naam plot', 'माँ के नाम का प्लॉट']],
  ['HMA 14', ['1 saal se pehle divorce', 'एक साल से पहले तलाक']],
]

describe('d5-c: the words people type', () => {
  it.each(WORDS)('%s keeps %j', (key, phrases) => {
    const item = entries.has(key) ? entry(key) : guide(key)
    const words = keywordsOf(item)
    for (const phrase of phrases) expect(words).toContain(phrase.toLowerCase())
  })

  it('the phrases for a child given intoxicants name the child (not any pills)', () => {
    expect(keywordsOf(entry('JJA 77'))).not.toContain('नशे की गोलियाँ')
  })
})
