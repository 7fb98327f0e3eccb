import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { knowledgeSql, newestContentMigration, normalizeTerm } from './generate.ts'
import { loadKnowledge } from './load.ts'

describe('the knowledge base content migration', () => {
  it('is what `npm run knowledge` writes from supabase/knowledge/ (run it after editing those files)', () => {
    const file = newestContentMigration()
    expect(file).not.toBeNull()
    expect(fs.readFileSync(file!, 'utf8')).toBe(knowledgeSql(loadKnowledge()))
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
