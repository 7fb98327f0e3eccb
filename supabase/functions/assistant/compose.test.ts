import { describe, expect, it } from 'vitest'
import { ACT_CODES } from '../../../scripts/knowledge/schema.ts'
import {
  citationLabel,
  composeReply,
  DISCLAIMER,
  inventedCitations,
  NOTHING_FOUND,
  type EntryRef,
  type KnowledgeRow,
} from './compose.ts'
import { parseCitations } from './question.ts'

const ipc420: EntryRef = {
  act: 'IPC',
  section: '420',
  title: 'Cheating and dishonestly inducing delivery of property',
  summary: 'Cheating someone into handing over property.',
}
const bns3184: EntryRef = {
  act: 'BNS',
  section: '318(4)',
  title: 'Cheating and dishonestly inducing delivery of property',
  summary: 'Tricking a person into handing over money or property.',
  punishment: 'up to seven years and fine',
}
const ipc302: EntryRef = { act: 'IPC', section: '302', title: 'Punishment for murder' }
const bns1031: EntryRef = { act: 'BNS', section: '103(1)', title: 'Punishment for murder' }
const bns302: EntryRef = {
  act: 'BNS',
  section: '302',
  title: 'Uttering words, etc., with deliberate intent to wound religious feelings of any person',
}

function section(
  entry: EntryRef,
  rank: number,
  twins: EntryRef[] = [],
  extra: Partial<KnowledgeRow> = {},
): KnowledgeRow {
  return {
    kind: 'section',
    act: entry.act,
    section: entry.section,
    slug: null,
    title: entry.title,
    summary: entry.summary ?? null,
    punishment: entry.punishment ?? null,
    cognizable: null,
    bailable: null,
    court: null,
    note: entry.note ?? null,
    in_force: entry.in_force ?? true,
    area: 'Criminal Law',
    document: null,
    steps: null,
    where_to_go: null,
    twins,
    cites: [],
    is_cited: false,
    rank,
    matched: [],
    ...extra,
  }
}

function guide(
  slug: string,
  rank: number,
  cites: EntryRef[],
  extra: Partial<KnowledgeRow> = {},
): KnowledgeRow {
  return {
    kind: 'guide',
    act: null,
    section: null,
    slug,
    title: 'Cheating and online fraud',
    summary: 'Taking money by a false promise is cheating, a crime you can report to the police.',
    punishment: null,
    cognizable: null,
    bailable: null,
    court: null,
    note: null,
    in_force: null,
    area: 'Criminal Law',
    document: null,
    steps: ['Collect every message and receipt.', 'File an FIR.'],
    where_to_go: ['The nearest police station'],
    twins: [],
    cites,
    is_cited: false,
    rank,
    matched: [],
    ...extra,
  }
}

const cheatingRows = [
  guide('cheating', 1.2, [
    { ...bns3184, twins: [ipc420] },
    { ...ipc420, twins: [bns3184] },
  ]),
  section(bns3184, 0.9, [ipc420]),
  section(ipc420, 0.5, [bns3184]),
]

describe('composeReply', () => {
  it('without a date puts the BNS first and says which IPC section applies before 1 July 2024', () => {
    const reply = composeReply('someone took ₹50,000 promising a job', cheatingRows)
    const bnsAt = reply.content.indexOf('**BNS 318(4)**')
    expect(bnsAt).toBeGreaterThan(-1)
    expect(reply.content).toMatch(/If this happened before 1 July 2024, \*\*IPC 420\*\*/)
    expect(reply.content.indexOf('**IPC 420**')).toBeGreaterThan(bnsAt)
    expect(reply.citations.map(citationLabel)).toEqual(['BNS 318(4)', 'IPC 420'])
    expect(reply.content).toContain('### What to do now\n1. Collect every message and receipt.')
    expect(reply.content).toContain('### Where to go\n- The nearest police station')
    expect(reply.content).toContain('up to seven years and fine')
  })

  it('with a date before 1 July 2024 puts the IPC first and names the BNS as the new law', () => {
    const reply = composeReply('in March 2023 someone took ₹50,000 promising a job', cheatingRows)
    const ipcAt = reply.content.indexOf('- **IPC 420**')
    expect(ipcAt).toBeGreaterThan(-1)
    expect(reply.content.indexOf('**BNS 318(4)**')).toBeGreaterThan(ipcAt)
    expect(reply.content).toMatch(
      /events before 1 July 2024. From that date the same provision is \*\*BNS 318\(4\)\*\*/,
    )
  })

  it('with a date after 1 July 2024 applies the BNS and mentions the IPC only as history', () => {
    const reply = composeReply(
      'on 5 August 2024 someone took ₹50,000 promising a job',
      cheatingRows,
    )
    expect(reply.content).toMatch(/- \*\*BNS 318\(4\)\*\*/)
    expect(reply.content).toMatch(/Before 1 July 2024 this was \*\*IPC 420\*\*/)
    expect(reply.content).not.toMatch(/If this happened before/)
  })

  it('reads a bare number in both codes when each has it, and asks which one', () => {
    const rows = [
      section(ipc302, 10, [bns1031], { is_cited: true }),
      section(bns302, 10, [], { is_cited: true }),
    ]
    const reply = composeReply('what is section 302?', rows)
    expect(reply.content).toMatch(/Indian Penal Code.*\*\*IPC 302\*\* — Punishment for murder/)
    expect(reply.content).toMatch(/this offence is \*\*BNS 103\(1\)\*\*/)
    expect(reply.content).toMatch(/Bharatiya Nyaya Sanhita.*\*\*BNS 302\*\* — Uttering words/)
    expect(reply.content).toMatch(/Tell me which code you mean/)
    expect(reply.citations.map(citationLabel).sort()).toEqual(['BNS 103(1)', 'BNS 302', 'IPC 302'])
  })

  it('adds the procedure codes’ meanings of a bare number when the knowledge base holds them', () => {
    const crpc482: EntryRef = {
      act: 'CrPC',
      section: '482',
      title: 'Saving of inherent powers of High Court',
    }
    const bnss528: EntryRef = {
      act: 'BNSS',
      section: '528',
      title: 'Saving of inherent powers of High Court',
    }
    const bnss482: EntryRef = {
      act: 'BNSS',
      section: '482',
      title: 'Direction for grant of bail to person apprehending arrest',
    }
    const reply = composeReply('section 482 kya hai', [
      section(crpc482, 10, [bnss528], { is_cited: true }),
      section(bnss482, 10, [], { is_cited: true }),
    ])
    expect(reply.content).toMatch(/no Indian Penal Code provision with this number/)
    expect(reply.content).toMatch(/stops at 358 sections/)
    // A lettered number below 358 exists as a number, just not with that letter.
    const crpc41A: EntryRef = {
      act: 'CrPC',
      section: '41A',
      title: 'Notice of appearance before police officer',
    }
    const notice = composeReply('section 41A notice', [
      section(crpc41A, 10, [], { is_cited: true }),
    ])
    expect(notice.content).toMatch(
      /Bharatiya Nyaya Sanhita\*\* \(from 1 July 2024\) has no section 41A/,
    )
    expect(reply.content).toMatch(
      /Code of Criminal Procedure\*\* \(before 1 July 2024\): \*\*CrPC 482\*\*.*this provision is \*\*BNSS 528\*\*/,
    )
    expect(reply.content).toMatch(
      /Bharatiya Nagarik Suraksha Sanhita\*\* \(from 1 July 2024\): \*\*BNSS 482\*\*/,
    )
    expect(reply.citations.map(citationLabel).sort()).toEqual(['BNSS 482', 'BNSS 528', 'CrPC 482'])
  })

  it('says a bare IPC-only number does not exist in the BNS, without citing a BNS section of that number', () => {
    const reply = composeReply('is 420 still there in new law', [
      section(ipc420, 10, [bns3184], { is_cited: true }),
    ])
    expect(reply.content).toMatch(/stops at 358 sections/)
    expect(reply.content).toMatch(/this offence is \*\*BNS 318\(4\)\*\*/)
    expect(
      inventedCitations(reply.content, [section(ipc420, 10, [bns3184], { is_cited: true })]),
    ).toEqual([])
  })

  it('answers an explicit citation with that section and its twin, even without a guide', () => {
    const rows = [
      section(ipc420, 10, [bns3184], { is_cited: true }),
      section(bns3184, 0.3, [ipc420]),
    ]
    const reply = composeReply('what is IPC 420', rows)
    expect(reply.citations.map(citationLabel)).toEqual(['BNS 318(4)', 'IPC 420'])
  })

  it('reads a number beyond the BNS’s 358 sections, asked under its name, in the old code', () => {
    const ipc376: EntryRef = { act: 'IPC', section: '376', title: 'Punishment for rape' }
    const bns64: EntryRef = { act: 'BNS', section: '64', title: 'Punishment for rape' }
    const reply = composeReply('section 376 bns punishment?', [
      section(ipc376, 10, [bns64], { is_cited: true }),
    ])
    expect(reply.content).toMatch(/stops at 358 sections, so it has no section 376/)
    expect(reply.content).toMatch(/this offence is \*\*BNS 64\*\*/)
    expect(reply.content).not.toMatch(/Tell me which code you mean/)
  })

  it('explains next to the section asked the one the question’s words firmly point to', () => {
    const rows = [
      section(bns302, 10, [], { is_cited: true }),
      section(bns1031, 0.9, [ipc302]),
      section(ipc420, 0.3, [bns3184]),
    ]
    const reply = composeReply('section 302 bns me murder ki saja kitni hai?', rows)
    expect(reply.citations.map(citationLabel)).toEqual(['BNS 302', 'BNS 103(1)', 'IPC 302'])
  })

  it('finds nothing in a long story that met only scattered words of the law, and no phrase', () => {
    const story =
      'My mother-in-law is coming for the first time since our wedding and she is the harshest ' +
      'judge of biryani in the whole family. How long should I marinate the mutton, and how do I ' +
      'stop the rice at the bottom from burning?'
    const scattered = [section(ipc420, 0.42, [bns3184], { matched: ['husband', 'famili', 'stop'] })]
    expect(composeReply(story, scattered).citations).toEqual([])
    // The same words with a phrase of the law ('hit by a car'), or one strong match, are answered.
    const phrase = [section(ipc420, 0.42, [bns3184], { matched: ['famili', 'hit by a car'] })]
    expect(composeReply(story, phrase).citations.length).toBeGreaterThan(0)
    expect(composeReply(story, [section(ipc420, 0.8, [bns3184])]).citations.length).toBeGreaterThan(
      0,
    )
    // A short question is not a story.
    expect(composeReply('my family stopped me', scattered).citations.length).toBeGreaterThan(0)
  })

  it('does not take a follow-up read with its chat for a story of scattered words', () => {
    const rows = [section(bns1031, 0.3, [ipc302])]
    const text = `how long in jail for it?\n${'my neighbour came to our house at night and there was a fight '.repeat(3)}`
    expect(composeReply(text, rows).citations).toEqual([])
    expect(composeReply(text, rows, true).citations.map(citationLabel)).toEqual([
      'BNS 103(1)',
      'IPC 302',
    ])
  })

  it('says honestly when nothing relevant was found, and cites nothing', () => {
    expect(composeReply('how is crypto taxed in the US', [])).toEqual({
      content: NOTHING_FOUND,
      citations: [],
    })
    expect(composeReply('how is crypto taxed', [section(bns302, 0.05)])).toEqual({
      content: NOTHING_FOUND,
      citations: [],
    })
    expect(NOTHING_FOUND).toContain('15100')
    expect(parseCitations(NOTHING_FOUND)).toEqual([])
  })

  it('walks a legal-aid question through the free legal aid guide even when another guide ranks higher', () => {
    const lsa12: EntryRef = {
      act: 'LSA',
      section: '12',
      title: 'Criteria for giving legal services',
    }
    const rows = [
      guide('cheque-bounce', 2, []),
      guide('free-legal-aid', 0.4, [lsa12], {
        summary: 'Free legal aid is for women, children, SC/ST members …',
        area: 'Civil Law',
      }),
      section(lsa12, 10, [], { is_cited: true, area: 'Civil Law' }),
    ]
    const reply = composeReply('Am I eligible for free legal aid?', rows)
    expect(reply.content.startsWith('Free legal aid is for women')).toBe(true)
    expect(reply.citations.map(citationLabel)).toEqual(['Legal Services Authorities Act s.12'])
  })

  it('lets the facts pick the guide: a well-ranked guide beats a weak one that cites the best section', () => {
    const custody: EntryRef = { act: 'GWA', section: '17', title: 'Matters to be considered' }
    const grounds: EntryRef = { act: 'HMA', section: '13', title: 'Divorce' }
    const reply = composeReply('my wife left with our son, how do i get custody', [
      guide('child-custody', 0.43, [custody], { title: 'Child custody', summary: 'Custody.' }),
      section(grounds, 0.33, []),
      guide('divorce-contested', 0.18, [grounds], { title: 'Divorce', summary: 'Divorce.' }),
    ])
    expect(reply.content.startsWith('Custody.')).toBe(true)
  })

  it("lists only the guide's provisions the question supports, besides its main ones and procedure", () => {
    const deposit: EntryRef = { act: 'TPA', section: '105', title: 'Lease defined' }
    const bounce: EntryRef = { act: 'NI', section: '138', title: 'Dishonour of cheque' }
    const fir: EntryRef = { act: 'BNSS', section: '173', title: 'Information in cognizable cases' }
    const reply = composeReply('landlord keeps my deposit', [
      guide('security-deposit-refund', 0.8, [deposit, bounce, fir], {
        summary: 'Ask for it in writing (Transfer of Property Act s.105).',
      }),
      section(deposit, 0.5, []),
    ])
    expect(reply.citations.map(citationLabel)).toEqual([
      'Transfer of Property Act s.105',
      'BNSS 173',
    ])
  })

  it('marks a provision that is not in force', () => {
    const hitAndRun: EntryRef = {
      act: 'BNS',
      section: '106(2)',
      title: 'Hit and run',
      in_force: false,
    }
    const reply = composeReply('hit and run by a driver', [section(hitAndRun, 1)])
    expect(reply.content).toContain('**BNS 106(2)** — Hit and run. Not yet in force.')
  })

  it('ends every answer with the disclaimer and offers an advocate in the practice area and the forum', () => {
    const reply = composeReply('someone took ₹50,000 promising a job', cheatingRows)
    expect(reply.content.endsWith(DISCLAIMER)).toBe(true)
    expect(reply.content).toContain(
      '[Find an advocate in Criminal Law](/advocates?area=Criminal%20Law)',
    )
    expect(reply.content).toContain('[Ask the community forum](/forum/new)')
  })

  it('offers the matching document template', () => {
    const rows = [guide('regular-bail', 1, [], { document: 'bail_application' })]
    expect(composeReply('how to get bail', rows).content).toContain(
      '[Draft a bail application](/documents?template=bail_application)',
    )
  })
})

describe('inventedCitations (the validator)', () => {
  it('accepts only citations of entries the database returned', () => {
    expect(inventedCitations('See **BNS 318(4)** and **IPC 420**.', cheatingRows)).toEqual([])
    expect(inventedCitations('See **BNS 420** and IPC 498A.', cheatingRows)).toEqual([
      { act: 'BNS', section: '420' },
      { act: 'IPC', section: '498A' },
    ])
    expect(inventedCitations('Section 500 applies.', cheatingRows)).toEqual([
      { act: null, section: '500' },
    ])
  })
})

describe('citationLabel', () => {
  // The validator and the evaluation read a reply's citations back from its text: every act's
  // label must parse back to the same act and section.
  it.each(ACT_CODES)('writes %s citations that parseCitations reads back', (act) => {
    for (const section of ['12', '13B', '6(1)']) {
      expect(parseCitations(`see ${citationLabel({ act, section })} here`)).toEqual([
        { act, section },
      ])
    }
  })
})
