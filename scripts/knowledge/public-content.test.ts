import fs from 'node:fs'
import path from 'node:path'
import { describe as group, expect, it } from 'vitest'
import { loadKnowledge, type Knowledge } from './load.ts'
import {
  citationLabel,
  definedTerm,
  describe,
  dictionary,
  guideDocument,
  guideIndex,
  PUBLIC_CONTENT_DIR,
  publicContent,
} from './public-content.ts'
import type { ActFile, Entry, Guide } from './schema.ts'

const entry = (section: string, title: string, more: Partial<Entry> = {}): Entry => ({
  section,
  title,
  twins: [],
  inForce: true,
  keywords: { en: [], hi: [], hinglish: [] },
  ...more,
})

const act = (code: ActFile['act'], name: string, entries: Entry[], more: Partial<ActFile> = {}) =>
  ({
    act: code,
    name,
    unit: 'section',
    area: 'Criminal Law',
    source: 's',
    entries,
    ...more,
  }) as ActFile

const guide = (more: Partial<Guide>): Guide => ({
  slug: 'g',
  title: 'A guide',
  summary: 'First sentence. Second one.',
  steps: ['One', 'Two'],
  where: ['Police station'],
  cites: [],
  area: 'Criminal Law',
  keywords: { en: [], hi: [], hinglish: [] },
  source: 's',
  ...more,
})

group('the generated public guides and dictionary', () => {
  it('are what `npm run knowledge` writes from supabase/knowledge/ (run it after editing those files)', () => {
    const files = publicContent(loadKnowledge())
    const onDisk = [
      'index.json',
      'dictionary.json',
      ...fs.readdirSync(path.join(PUBLIC_CONTENT_DIR, 'guides')).map((f) => `guides/${f}`),
    ]
    expect(onDisk.sort()).toEqual([...files.keys()].sort())
    for (const [file, text] of files)
      expect(fs.readFileSync(path.join(PUBLIC_CONTENT_DIR, file), 'utf8'), file).toBe(text)
  })

  it('publish every guide, and cite on each page exactly the sections its source file cites', () => {
    const knowledge = loadKnowledge()
    const files = publicContent(knowledge)
    for (const source of knowledge.guides) {
      const page = JSON.parse(files.get(`guides/${source.slug}.json`)!) as ReturnType<
        typeof guideDocument
      >
      expect(page.cites.map(({ act, section }) => ({ act, section }))).toEqual(source.cites)
    }
  })
})

group('describe (a page description from a summary)', () => {
  it('takes the first sentence', () => {
    expect(describe('If a cheque bounces, act fast. Send a notice.')).toBe(
      'If a cheque bounces, act fast.',
    )
  })

  it('cuts a long sentence at a word, within the limit, with an ellipsis', () => {
    const text = `${'word '.repeat(50)}end.`
    const out = describe(text, 40)
    expect(out.length).toBeLessThanOrEqual(40)
    expect(out).toMatch(/^word( word)*…$/)
  })

  it('does not end a sentence at a section number like s.138', () => {
    expect(describe('File under s.138 of the Act. Then wait.')).toBe('File under s.138 of the Act.')
  })
})

group('citationLabel', () => {
  it('labels articles of the Constitution as articles, and sections by their act', () => {
    expect(citationLabel({ act: 'COI', section: '21' })).toBe('Article 21')
    expect(citationLabel({ act: 'BNS', section: '318(4)' })).toBe('BNS 318(4)')
  })
})

group('guideDocument', () => {
  const acts = [
    act('NI', 'Negotiable Instruments Act, 1881', [
      entry('138', 'Dishonour of cheque for insufficiency, etc., of funds in the account', {
        summary: 'A bounced cheque is an offence.',
      }),
      entry('142', 'Cognizance of offences'),
    ]),
  ]
  const entries = new Map(
    acts.flatMap((a) => a.entries.map((e) => [`${a.act} ${e.section}`, { act: a, entry: e }])),
  )

  it('gives each cited section its act, heading as enacted and summary when there is one', () => {
    const page = guideDocument(
      guide({
        cites: [
          { act: 'NI', section: '138' },
          { act: 'NI', section: '142' },
        ],
      }),
      entries,
    )
    expect(page.description).toBe('First sentence.')
    expect(page.cites).toEqual([
      {
        act: 'NI',
        section: '138',
        label: 'NI 138',
        actName: 'Negotiable Instruments Act, 1881',
        heading: 'Dishonour of cheque for insufficiency, etc., of funds in the account',
        summary: 'A bounced cheque is an offence.',
      },
      {
        act: 'NI',
        section: '142',
        label: 'NI 142',
        actName: 'Negotiable Instruments Act, 1881',
        heading: 'Cognizance of offences',
      },
    ])
  })

  it('refuses a citation that is not an entry, rather than publish it', () => {
    expect(() => guideDocument(guide({ cites: [{ act: 'NI', section: '999' }] }), entries)).toThrow(
      /NI 999 is not an entry/,
    )
  })
})

group('guideIndex', () => {
  it('groups guides by area in the knowledge base’s order of areas, titles alphabetical', () => {
    const index = guideIndex([
      guide({ slug: 'b', title: 'Zero FIR' }),
      guide({ slug: 'c', title: 'Divorce', area: 'Family Law' }),
      guide({ slug: 'a', title: 'Arrest' }),
    ])
    expect(index.map((g) => [g.area, g.guides.map((x) => x.slug)])).toEqual([
      ['Criminal Law', ['a', 'b']],
      ['Family Law', ['c']],
    ])
  })
})

group('definedTerm', () => {
  const vocabulary = new Set(['theft', 'criminal breach of trust'])
  it.each([
    ['Theft', 'Theft'],
    ['Criminal breach of trust', 'Criminal breach of trust'],
    ['Cruelty defined', 'Cruelty'],
    ["Definition of 'dowry'", 'Dowry'],
    ['"sale"', 'Sale'],
  ])('%s → %s', (heading, term) => expect(definedTerm(heading, vocabulary)).toBe(term))

  it.each([
    'Punishment for theft',
    'When bail may be taken in case of non-bailable offence',
    '"Mortgage", "mortgagor", "mortgagee", "mortgage-money" and "mortgage-deed"',
  ])('%s is no term', (heading) => expect(definedTerm(heading, vocabulary)).toBeNull())
})

group('dictionary', () => {
  const knowledge: Knowledge = {
    acts: [
      act(
        'BNS',
        'Bharatiya Nyaya Sanhita, 2023',
        [
          entry('303', 'Theft', {
            summary: 'Taking movable property dishonestly.',
            twins: [{ act: 'IPC', section: '378' }],
            keywords: { en: ['stolen'], hi: ['चोरी'], hinglish: ['chori'] },
          }),
          entry('303(1)', 'Theft', { summary: 'The sub-section.' }),
          entry('304', 'Snatching'),
          entry('86', 'Cruelty defined', { summary: 'Harassment of a wife.' }),
          entry('106(2)', 'Hit and run', { summary: 'Not in force.', inForce: false }),
        ],
        { replaces: 'IPC' },
      ),
      act('IPC', 'Indian Penal Code, 1860', [entry('378', 'Theft', { summary: 'Old code.' })]),
    ],
    guides: [],
    synonyms: { chori: ['theft'], stolen: ['theft'], 'hit and run': ['hit and run'] },
  }

  it('lists the terms entries define, alphabetically, with our summary and the old code’s sections', () => {
    expect(dictionary(knowledge)).toEqual([
      {
        id: 'cruelty',
        term: 'Cruelty',
        aliases: [],
        senses: [
          {
            label: 'BNS 86',
            actName: 'Bharatiya Nyaya Sanhita, 2023',
            summary: 'Harassment of a wife.',
            earlier: [],
          },
        ],
      },
      {
        id: 'theft',
        term: 'Theft',
        // 'stolen' is an English search word, not a name for theft: only Hindi and Hinglish words.
        aliases: ['chori'],
        senses: [
          {
            label: 'BNS 303',
            actName: 'Bharatiya Nyaya Sanhita, 2023',
            summary: 'Taking movable property dishonestly.',
            earlier: ['IPC 378'],
          },
        ],
      },
    ])
  })

  it('leaves out entries with no summary, not in force, or of a code that was replaced', () => {
    const terms = dictionary(knowledge).map((t) => t.term)
    expect(terms).not.toContain('Snatching')
    expect(terms).not.toContain('Hit and run')
    expect(dictionary(knowledge).flatMap((t) => t.senses.map((s) => s.label))).not.toContain(
      'IPC 378',
    )
  })
})
