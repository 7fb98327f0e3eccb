// The checked old ↔ new correspondences the assistant must get right, against the knowledge base's
// source files: each pair below must be a twin link, and the known traps must not be.
import { describe, expect, it } from 'vitest'
import { entries, knowledge, twinsOf } from './testing.ts'

/** [new-code entry, old-code twin] from the IPC → BNS, CrPC → BNSS and IEA → BSA tables. */
const PAIRS: [string, string][] = [
  // IPC → BNS
  ['BNS 101', 'IPC 300'],
  ['BNS 103(1)', 'IPC 302'],
  ['BNS 100', 'IPC 299'],
  ['BNS 105', 'IPC 304'],
  ['BNS 106(1)', 'IPC 304A'],
  ['BNS 80', 'IPC 304B'],
  ['BNS 108', 'IPC 306'],
  ['BNS 109', 'IPC 307'],
  ['BNS 114', 'IPC 319'],
  ['BNS 115(1)', 'IPC 321'],
  ['BNS 115(2)', 'IPC 323'],
  ['BNS 116', 'IPC 320'],
  ['BNS 117(1)', 'IPC 322'],
  ['BNS 117(2)', 'IPC 325'],
  ['BNS 137(1)', 'IPC 361'],
  ['BNS 137(2)', 'IPC 363'],
  ['BNS 316(1)', 'IPC 405'],
  ['BNS 316(2)', 'IPC 406'],
  ['BNS 309', 'IPC 390'],
  ['BNS 310', 'IPC 391'],
  ['BNS 351(2)', 'IPC 506'],
  ['BNS 351(3)', 'IPC 506'],
  ['BNS 63', 'IPC 375'],
  ['BNS 64', 'IPC 376'],
  ['BNS 74', 'IPC 354'],
  ['BNS 75', 'IPC 354A'],
  ['BNS 76', 'IPC 354B'],
  ['BNS 77', 'IPC 354C'],
  ['BNS 78', 'IPC 354D'],
  ['BNS 79', 'IPC 509'],
  ['BNS 85', 'IPC 498A'],
  ['BNS 86', 'IPC 498A'],
  ['BNS 303(1)', 'IPC 378'],
  ['BNS 303(2)', 'IPC 379'],
  ['BNS 308(1)', 'IPC 383'],
  ['BNS 308(2)', 'IPC 384'],
  ['BNS 309', 'IPC 392'],
  ['BNS 310', 'IPC 395'],
  ['BNS 318(1)', 'IPC 415'],
  ['BNS 318(2)', 'IPC 417'],
  ['BNS 318(4)', 'IPC 420'],
  ['BNS 319(1)', 'IPC 416'],
  ['BNS 319(2)', 'IPC 419'],
  ['BNS 336(1)', 'IPC 463'],
  ['BNS 336(2)', 'IPC 465'],
  ['BNS 338', 'IPC 467'],
  ['BNS 340', 'IPC 471'],
  ['BNS 351(1)', 'IPC 503'],
  ['BNS 351(4)', 'IPC 507'],
  ['BNS 352', 'IPC 504'],
  ['BNS 356(1)', 'IPC 499'],
  ['BNS 356(2)', 'IPC 500'],
  ['BNS 281', 'IPC 279'],
  ['BNS 61(1)', 'IPC 120A'],
  ['BNS 61(2)', 'IPC 120B'],
  ['BNS 227', 'IPC 191'],
  ['BNS 229', 'IPC 193'],
  // CrPC → BNSS
  ['BNSS 173', 'CrPC 154'],
  ['BNSS 174', 'CrPC 155'],
  ['BNSS 35', 'CrPC 41'],
  ['BNSS 35(3)', 'CrPC 41A'],
  ['BNSS 36', 'CrPC 41B'],
  ['BNSS 37', 'CrPC 41C'],
  ['BNSS 43', 'CrPC 46'],
  ['BNSS 47', 'CrPC 50'],
  ['BNSS 48', 'CrPC 50A'],
  ['BNSS 57', 'CrPC 56'],
  ['BNSS 58', 'CrPC 57'],
  ['BNSS 187', 'CrPC 167'],
  ['BNSS 478', 'CrPC 436'],
  ['BNSS 479', 'CrPC 436A'],
  ['BNSS 480', 'CrPC 437'],
  ['BNSS 482', 'CrPC 438'],
  ['BNSS 483', 'CrPC 439'],
  ['BNSS 144', 'CrPC 125'],
  ['BNSS 359', 'CrPC 320'],
  ['BNSS 395', 'CrPC 357'],
  ['BNSS 528', 'CrPC 482'],
  // IEA → BSA
  ['BSA 62', 'IEA 65A'],
  ['BSA 63', 'IEA 65B'],
  ['BSA 26(a)', 'IEA 32(1)'],
]

describe('the old ↔ new code correspondences', () => {
  it.each(PAIRS)('%s is the twin of %s', (current, old) => {
    expect(entries.has(current), `${current} is an entry`).toBe(true)
    expect(entries.has(old), `${old} is an entry`).toBe(true)
    expect(twinsOf(current)).toContain(old)
  })

  it('does not fall into the known traps', () => {
    expect(twinsOf('BNS 104')).not.toContain('IPC 304') // 104 is murder by a life convict
    expect(twinsOf('BNS 302')).not.toContain('IPC 302') // same number, another offence
    expect(twinsOf('BNS 307')).not.toContain('IPC 307')
    expect(twinsOf('BNS 152')).not.toContain('IPC 124A') // a new offence, not sedition renumbered
    expect(twinsOf('BNSS 482')).not.toContain('CrPC 482') // anticipatory bail, not inherent powers
    expect(twinsOf('BNSS 479')).not.toContain('CrPC 167') // default bail is 187
    expect(entries.has('BNS 420')).toBe(false)
    expect(entries.has('BNS 498A')).toBe(false)
    expect(entries.get('BNS 106(2)')?.inForce).toBe(false)
    // New offences with no IPC twin.
    for (const section of ['BNS 69', 'BNS 103(2)', 'BNS 111', 'BNS 112', 'BNS 113', 'BNS 304']) {
      expect(entries.has(section), section).toBe(true)
      expect(twinsOf(section), section).toEqual([])
    }
  })

  it('holds every BNS section, 1 to 358, and no more', () => {
    const bns = knowledge.acts.find((file) => file.act === 'BNS')!
    const whole = bns.entries
      .map((e) => e.section)
      .filter((s) => /^\d+$/.test(s))
      .map(Number)
    expect(whole.sort((a, b) => a - b)).toEqual(Array.from({ length: 358 }, (_, i) => i + 1))
  })
})
