// The plain-word guides for offences against the body and liberty, women and children, and public
// order and justice must keep: the BNS section each one is named for with
// its IPC twin, the nuisance-removal entry (BNSS 152, CrPC 133) they rely on, the time limits and
// ages they state, and the traps kept out (a dog bite is not mischief to an animal; child labour is
// not a wage claim; a court's false-evidence complaint is not an FIR matter).
import { describe, expect, it } from 'vitest'
import { citesOf, entry, expectPlainWordKeywords, guide, twinsOf } from './testing.ts'

/** Each guide's first cite, and the old-code twin it must also cite. */
const MAIN: [string, string, string | null][] = [
  ['pushed-or-slapped-without-injury', 'BNS 131', 'IPC 352'],
  ['someone-blocks-my-way', 'BNS 126(2)', 'IPC 341'],
  ['attacked-with-knife-or-weapon', 'BNS 118(1)', 'IPC 324'],
  ['someone-tried-to-kill-me', 'BNS 109', 'IPC 307'],
  ['death-due-to-someones-negligence', 'BNS 106(1)', 'IPC 304A'],
  ['drink-spiked-or-drugged', 'BNS 123', 'IPC 328'],
  ['man-touched-me-wrongly', 'BNS 74', 'IPC 354'],
  ['lewd-comments-and-gestures-at-woman', 'BNS 79', 'IPC 509'],
  ['tried-to-strip-a-woman', 'BNS 76', 'IPC 354B'],
  ['hidden-camera-in-changing-room', 'BNS 77', 'IPC 354C'],
  ['survivor-identity-revealed', 'BNS 72', 'IPC 228A'],
  ['witness-threatened-to-change-statement', 'BNS 232', 'IPC 195A'],
  ['fake-police-officer', 'BNS 204', 'IPC 170'],
  ['false-evidence-in-my-case', 'BNS 229', 'IPC 193'],
  ['loud-music-and-public-nuisance', 'BNS 270', 'IPC 268'],
  ['pet-poisoned-or-animal-cruelty', 'BNS 325', 'IPC 428'],
  ['dog-bite-by-neighbours-dog', 'BNS 291', 'IPC 289'],
  ['adulterated-food-or-milk', 'BNS 274', 'IPC 272'],
  ['hate-posts-against-religion', 'BNS 196', 'IPC 153A'],
  ['child-working-in-shop', 'JJA 79', null],
  ['family-threatens-over-marriage-choice', 'BNS 127(2)', 'IPC 342'],
]

describe('guides for offences against the body, women and children, and public order', () => {
  it.each(MAIN)('%s cites %s first, with its twin %s', (slug, main, twin) => {
    const cites = citesOf(slug)
    expect(cites[0]).toBe(main)
    expect(cites.length).toBeLessThanOrEqual(6)
    if (twin) {
      expect(cites).toContain(twin)
      expect(twinsOf(main.replace(/\(.*$/, '')).concat(twinsOf(main))).toContain(twin)
      expect(guide(slug).summary).toContain(twin.replace('IPC ', ''))
      expect(guide(slug).summary).toMatch(/1 July 2024/)
    }
  })

  it.each(MAIN)('%s has 20–40 plain-word keywords in English, Hinglish and Hindi', (slug) => {
    expectPlainWordKeywords(slug)
  })

  it('keeps the nuisance-removal order as enacted, BNSS 152 twinned with CrPC 133', () => {
    expect(entry('BNSS 152').title).toBe('Conditional order for removal of nuisance')
    expect(entry('CrPC 133').title).toBe('Conditional order for removal of nuisance')
    expect(twinsOf('BNSS 152')).toEqual(['CrPC 133'])
    expect(entry('CrPC 133').note).toMatch(/1 July 2024/)
    expect(citesOf('loud-music-and-public-nuisance')).toContain('BNSS 152')
  })

  it('states the punishments and limits it is sure of', () => {
    expect(guide('someone-tried-to-kill-me').summary).toMatch(/up to 10 years/)
    expect(guide('man-touched-me-wrongly').summary).toMatch(/1 to 5 years/)
    expect(guide('tried-to-strip-a-woman').summary).toMatch(/3 to 7 years/)
    expect(guide('survivor-identity-revealed').summary).toMatch(/up to 2 years/)
    expect(guide('death-due-to-someones-negligence').summary).toMatch(/up to 5 years/)
    expect(guide('child-working-in-shop').summary).toMatch(/under 14/)
    expect(guide('family-threatens-over-marriage-choice').steps.join(' ')).toMatch(
      /at least 21, the woman at least 18/,
    )
    expect(citesOf('family-threatens-over-marriage-choice')).toContain('COI 226')
    expect(guide('man-touched-me-wrongly').steps.join(' ')).toMatch(/within three months/)
  })

  it('keeps the traps out', () => {
    // A dog bite is the owner's negligence with an animal, not mischief to an animal.
    expect(citesOf('dog-bite-by-neighbours-dog')).not.toContain('BNS 325')
    // Child labour is not a wage claim under the Code on Wages.
    expect(citesOf('child-working-in-shop').some((c) => c.startsWith('CW '))).toBe(false)
    // Death by negligence off the road: the hit-and-run clause not in force is not cited.
    expect(citesOf('death-due-to-someones-negligence')).not.toContain('BNS 106(2)')
    // False evidence in a court case goes to that court, which makes the complaint.
    expect(guide('false-evidence-in-my-case').summary).toMatch(
      /usually started by that court on its own complaint/,
    )
    // Pushing without injury is not cited as grievous hurt.
    expect(citesOf('pushed-or-slapped-without-injury')).not.toContain('BNS 117(2)')
  })
})
