// @vitest-environment node
import type { MyAdvocateProfile } from '../schemas/profile'
import { emptyProfile, filledProfile } from '../testing/factories'
import { bioLength, profileCompletion } from './profile-completion'

const states = (profile: MyAdvocateProfile | null, hasBankDetails = false) =>
  profileCompletion(profile, hasBankDetails).checklist.map(({ state }) => state)

const percent = (profile: MyAdvocateProfile | null, hasBankDetails = false) =>
  profileCompletion(profile, hasBankDetails).completionPercent

/** A bio of exactly n characters. */
const bioOf = (n: number) => 'a'.repeat(n)

describe('profileCompletion', () => {
  it('counts nothing without a profile row, not even bank details: 0% and all missing', () => {
    expect(profileCompletion(null, false)).toEqual({
      completionPercent: 0,
      checklist: [
        { section: 'basic_information', state: 'missing' },
        { section: 'professional_details', state: 'missing' },
        { section: 'verification_documents', state: 'missing' },
        { section: 'banking_details', state: 'missing' },
      ],
    })
    expect(profileCompletion(null, true).completionPercent).toBe(0)
    expect(states(null, true)).toEqual(['missing', 'missing', 'missing', 'missing'])
  })

  it('gives an empty profile row 0%', () => {
    expect(percent(emptyProfile())).toBe(0)
    expect(states(emptyProfile())).toEqual(['missing', 'missing', 'missing', 'missing'])
  })

  it('gives done, done, pending, missing 63% (a pending part is worth half, rounded up)', () => {
    expect(states(filledProfile())).toEqual(['done', 'done', 'pending', 'missing'])
    expect(percent(filledProfile())).toBe(63)
  })

  it('gives a complete, verified profile with bank details 100%', () => {
    const profile = filledProfile({ verification_status: 'verified' })
    expect(states(profile, true)).toEqual(['done', 'done', 'done', 'done'])
    expect(percent(profile, true)).toBe(100)
  })

  // Basic and professional come done together (filled) or not (empty); the bank row adds one.
  it.each([
    ['empty, unverified, no bank', emptyProfile(), false, 0],
    ['empty, pending, no bank', emptyProfile({ verification_status: 'pending' }), false, 13],
    ['empty, unverified, bank', emptyProfile(), true, 25],
    ['empty, pending, bank', emptyProfile({ verification_status: 'pending' }), true, 38],
    [
      'filled, unverified, no bank',
      filledProfile({ verification_status: 'unverified' }),
      false,
      50,
    ],
    ['filled, pending, no bank', filledProfile(), false, 63],
    ['filled, rejected, bank', filledProfile({ verification_status: 'rejected' }), true, 75],
    ['filled, pending, bank', filledProfile(), true, 88],
    ['filled, verified, bank', filledProfile({ verification_status: 'verified' }), true, 100],
  ] as const)('%s: %i%%', (_, profile, hasBankDetails, expected) => {
    expect(percent(profile, hasBankDetails)).toBe(expected)
  })

  describe('basic information', () => {
    const basic = (overrides: Partial<MyAdvocateProfile>) => states(filledProfile(overrides))[0]

    it('is done with a name, city, state, a language and a bio of 50 characters', () => {
      expect(basic({ bio: bioOf(50) })).toBe('done')
      expect(basic({ languages: ['Hindi'] })).toBe('done')
    })

    it('is missing with a bio of 49 characters', () => {
      expect(basic({ bio: bioOf(49) })).toBe('missing')
    })

    it('measures the bio without the spaces around it, as btrim does', () => {
      expect(basic({ bio: `   ${bioOf(49)}   ` })).toBe('missing')
      expect(basic({ bio: `  ${bioOf(50)}  ` })).toBe('done')
      // Spaces inside count; only the ends are trimmed.
      expect(basic({ bio: `${bioOf(25)}${' '.repeat(5)}${bioOf(20)}` })).toBe('done')
    })

    it('counts characters, not UTF-16 units, as char_length does', () => {
      // 🙏 is one character but two UTF-16 units: 25 of them are 50 units and still too short.
      expect(bioLength('🙏'.repeat(25))).toBe(25)
      expect(basic({ bio: '🙏'.repeat(25) })).toBe('missing')
      expect(basic({ bio: '🙏'.repeat(50) })).toBe('done')
      // न्याय is five code points (न ् य ा य): nine words and eight spaces are 53.
      expect(basic({ bio: Array(9).fill('न्याय').join(' ') })).toBe('done')
    })

    it('is missing with no bio, a blank bio, no languages, or any of name, city or state unset', () => {
      expect(basic({ bio: null })).toBe('missing')
      expect(basic({ bio: ' '.repeat(60) })).toBe('missing')
      expect(basic({ languages: [] })).toBe('missing')
      expect(basic({ display_name: null })).toBe('missing')
      expect(basic({ city: null })).toBe('missing')
      expect(basic({ state: null })).toBe('missing')
    })
  })

  describe('professional details', () => {
    const professional = (overrides: Partial<MyAdvocateProfile>) =>
      states(filledProfile(overrides))[1]

    it('is done with a practice area, a court, the year of enrolment and a fee, even ₹0', () => {
      expect(professional({ practice_areas: ['Tax Law'], courts: ['Delhi High Court'] })).toBe(
        'done',
      )
      expect(professional({ fee_inr: 0 })).toBe('done')
    })

    it('is missing with no practice area, no court, no year or no fee', () => {
      expect(professional({ practice_areas: [] })).toBe('missing')
      expect(professional({ courts: [] })).toBe('missing')
      expect(professional({ enrolment_year: null })).toBe('missing')
      expect(professional({ fee_inr: null })).toBe('missing')
    })
  })

  describe('verification documents', () => {
    it.each([
      ['verified', 'done'],
      ['pending', 'pending'],
      ['unverified', 'missing'],
      ['rejected', 'missing'],
    ] as const)('is %s → %s', (status, expected) => {
      expect(states(filledProfile({ verification_status: status }))[2]).toBe(expected)
    })
  })

  describe('banking details', () => {
    it('is done exactly when a bank details row exists', () => {
      expect(states(emptyProfile(), true)[3]).toBe('done')
      expect(states(emptyProfile(), false)[3]).toBe('missing')
      expect(percent(emptyProfile(), true)).toBe(25)
    })
  })

  it('always lists the four parts in the order the checklist shows them', () => {
    expect(
      profileCompletion(filledProfile(), true).checklist.map(({ section }) => section),
    ).toEqual([
      'basic_information',
      'professional_details',
      'verification_documents',
      'banking_details',
    ])
  })
})
