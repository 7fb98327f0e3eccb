// What the knowledge base's fact tests share: the loaded files, and lookups that fail the test
// with the key when an entry or guide is missing.
import { expect } from 'vitest'
import { loadKnowledge } from './load.ts'
import type { Entry, Guide } from './schema.ts'

export const knowledge = loadKnowledge()

/** Every entry by its citation key, 'BNS 103(1)'. */
export const entries = new Map<string, Entry>(
  knowledge.acts.flatMap((file) =>
    file.entries.map((entry) => [`${file.act} ${entry.section}`, entry] as const),
  ),
)
export const guides = new Map<string, Guide>(knowledge.guides.map((guide) => [guide.slug, guide]))

export function entry(key: string): Entry {
  const found = entries.get(key)
  expect(found, `${key} is an entry`).toBeDefined()
  return found!
}

export function guide(slug: string): Guide {
  const found = guides.get(slug)
  expect(found, `${slug} is a guide`).toBeDefined()
  return found!
}

/** An entry's twins as citation keys; none for a missing entry. */
export const twinsOf = (key: string) =>
  (entries.get(key)?.twins ?? []).map((t) => `${t.act} ${t.section}`)
export const citesOf = (slug: string) => guide(slug).cites.map((c) => `${c.act} ${c.section}`)
/** An entry's or guide's keywords in every language, lower case. */
export const keywordsOf = (item: { keywords: Entry['keywords'] }) =>
  [...item.keywords.en, ...item.keywords.hinglish, ...item.keywords.hi].map((k) => k.toLowerCase())
/**
 * A guide named by the facts people tell: 20–40 keyword phrases of two or more words, some in each
 * of English, Hinglish and Hindi.
 */
export function expectPlainWordKeywords(slug: string) {
  const item = guide(slug)
  const all = keywordsOf(item)
  expect(all.length, slug).toBeGreaterThanOrEqual(20)
  expect(all.length, slug).toBeLessThanOrEqual(40)
  for (const language of ['en', 'hinglish', 'hi'] as const)
    expect(item.keywords[language].length, `${slug} ${language}`).toBeGreaterThan(0)
  for (const phrase of all) expect(phrase.split(' ').length, phrase).toBeGreaterThanOrEqual(2)
}

/** What an entry says: its summary, punishment and note. */
export const entryText = (key: string) => {
  const e = entry(key)
  return [e.summary, e.punishment, e.note].filter(Boolean).join(' ')
}
/** What a guide says: its short answer, steps and places to go. */
export const guideText = (slug: string) => {
  const g = guide(slug)
  return [g.summary, ...g.steps, ...g.where].join(' ')
}
export const act = (code: string) => knowledge.acts.find((file) => file.act === code)
