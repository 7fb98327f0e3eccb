// @vitest-environment node
import type { DictionaryTerm, GuideIndex } from '../types'
import { filterGuides, filterTerms, fold, groupByLetter, matches } from './filter'

const term = (name: string, more: Partial<DictionaryTerm> = {}): DictionaryTerm => ({
  id: name.toLowerCase(),
  term: name,
  aliases: [],
  senses: [{ label: 'BNS 1', actName: 'Act', summary: `About ${name}.`, earlier: [] }],
  ...more,
})

describe('fold and matches', () => {
  it('ignore case, accents and punctuation', () => {
    expect(fold('House-breaking, Café!')).toBe('house breaking cafe')
    expect(matches('House-breaking', 'house break')).toBe(true)
  })

  it('match each word of the query at the start of a word, in any order', () => {
    expect(matches('Cheque bounce: how to file', 'bou che')).toBe(true)
    expect(matches('Cheque bounce', 'ounce')).toBe(false)
    expect(matches('anything', '   ')).toBe(true)
  })

  it('match Hindi words as typed', () => {
    expect(matches('chori, चोरी', 'चोरी')).toBe(true)
  })
})

describe('filterTerms', () => {
  const terms = [
    term('Theft', { aliases: ['chori'] }),
    term('Cheating', {
      senses: [
        { label: 'BNS 318', actName: 'BNS', summary: 'Deceiving someone.', earlier: ['IPC 415'] },
      ],
    }),
  ]

  it('finds a term by its name, an everyday word, its meaning or its section', () => {
    expect(filterTerms(terms, 'theft').map((t) => t.term)).toEqual(['Theft'])
    expect(filterTerms(terms, 'chori').map((t) => t.term)).toEqual(['Theft'])
    expect(filterTerms(terms, 'deceiving').map((t) => t.term)).toEqual(['Cheating'])
    expect(filterTerms(terms, 'bns 318').map((t) => t.term)).toEqual(['Cheating'])
    expect(filterTerms(terms, 'murder')).toEqual([])
  })
})

describe('groupByLetter', () => {
  it('puts terms under their first letter, A to Z', () => {
    const groups = groupByLetter([term('Theft'), term('Abduction'), term('Assault')])
    expect(groups.map((g) => [g.letter, g.terms.map((t) => t.term)])).toEqual([
      ['A', ['Abduction', 'Assault']],
      ['T', ['Theft']],
    ])
  })
})

describe('filterGuides', () => {
  const index: GuideIndex = [
    {
      area: 'Criminal Law',
      guides: [
        {
          slug: 'fir',
          title: 'Filing an FIR',
          description: 'Go to the police.',
          area: 'Criminal Law',
        },
      ],
    },
    {
      area: 'Family Law',
      guides: [
        {
          slug: 'divorce',
          title: 'Divorce',
          description: 'Ending a marriage.',
          area: 'Family Law',
        },
      ],
    },
  ]

  it('keeps the guides that match and drops areas left empty', () => {
    expect(filterGuides(index, 'marriage')).toEqual([index[1]])
    expect(filterGuides(index, '')).toEqual(index)
  })
})
