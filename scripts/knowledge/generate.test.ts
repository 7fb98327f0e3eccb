import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadSplit } from '../../tests/assistant-eval/run.ts'
import { examplesSql, knowledgeSql, newestContentMigration, normalizeTerm } from './generate.ts'
import { loadKnowledge } from './load.ts'

describe('the knowledge base content migration', () => {
  it('is what `npm run knowledge` writes from supabase/knowledge/ (run it after editing those files)', () => {
    const file = newestContentMigration()
    expect(file).not.toBeNull()
    expect(fs.readFileSync(file!, 'utf8')).toBe(knowledgeSql(loadKnowledge()))
  })

  it('has an examples migration that is what `npm run knowledge` writes from the dev split', () => {
    const file = newestContentMigration(undefined, '_knowledge_examples_content.sql')
    expect(file).not.toBeNull()
    expect(fs.readFileSync(file!, 'utf8')).toBe(examplesSql(loadSplit('dev'), loadKnowledge()))
  })

  it('makes examples of standalone questions, citing only sections the knowledge base holds', () => {
    const question = { category: 'criminal' as const, lang: 'en' as const }
    const sql = examplesSql(
      [
        { ...question, id: 'a', question: "someone's purse", expect: [['BNS 314(9)'], ['XYZ 1']] },
        { ...question, id: 'b', question: 'and then?', previous: ['first'], expect: [['BNS 314']] },
        { ...question, id: 'c', question: 'recipe', expect: [] },
      ],
      {
        acts: [
          {
            act: 'BNS',
            name: 'Bharatiya Nyaya Sanhita, 2023',
            unit: 'section',
            area: 'Criminal Law',
            source: 'x',
            entries: [
              {
                section: '314',
                title: 't',
                twins: [],
                inForce: true,
                keywords: { en: [], hi: [], hinglish: [] },
              },
            ],
          },
        ],
        guides: [],
        synonyms: {},
      },
    )
    expect(sql).toContain("(1, 'someone''s purse'),\n  (2, 'recipe');")
    expect(sql).toContain(
      "insert into public.kb_example_cites (example_id, act, section) values\n  (1, 'BNS', '314');",
    )
    expect(sql).not.toContain('and then?')
  })

  it('quotes every text as an SQL literal', () => {
    const sql = knowledgeSql({
      acts: [
        {
          act: 'LSA',
          name: "O'Brien's Act",
          unit: 'section',
          area: 'Civil Law',
          source: "it's checked",
          entries: [
            {
              section: '12',
              title: "Robert'); drop table kb_acts; --",
              twins: [],
              inForce: true,
              keywords: { en: ["don't"], hi: [], hinglish: [] },
            },
          ],
        },
      ],
      guides: [],
      synonyms: {},
    })
    expect(sql).toContain("'O''Brien''s Act'")
    expect(sql).toContain("'Robert''); drop table kb_acts; --'")
    expect(sql).toContain("array['don''t']")
  })
})

describe('normalizeTerm (the same rule as kb_normalize() in SQL)', () => {
  it.each([
    ['Cheque  Bounce!', 'cheque bounce'],
    ['ज़मानत', 'जमानत'],
    ['दहेज़', 'दहेज'],
    ['FIR नहीं लिख रहे।', 'fir नहीं लिख रहे'],
    ['₹50,000', '₹50 000'],
  ])('%s → %s', (input, expected) => expect(normalizeTerm(input)).toBe(expected))
})
