// The public guides and legal dictionary (/guides, /guides/<slug>, /legal-dictionary): shaped at
// build time from the same source files as the knowledge base's migration, so the pages need no
// backend and no sign-in. `npm run knowledge` writes them to src/features/guides/content/generated/;
// a test fails when they differ from what the source files give.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type {
  DictionaryTerm,
  GuideCitation,
  GuideDocument,
  GuideIndex,
} from '../../src/features/guides/types.ts'
import { citationKey, type Knowledge } from './load.ts'
import { PRACTICE_AREAS, type ActFile, type Citation, type Entry, type Guide } from './schema.ts'

export const PUBLIC_CONTENT_DIR = fileURLToPath(
  new URL('../../src/features/guides/content/generated/', import.meta.url),
)

const DESCRIPTION_MAX = 160

/** How a citation is labelled, as the assistant's chips do: 'BNS 318(4)', 'Article 21'. */
export const citationLabel = ({ act, section }: Citation) =>
  act === 'COI' ? `Article ${section}` : `${act} ${section}`

/** The first sentence of a text, cut at a word to at most `max` characters. */
export function describe(text: string, max = DESCRIPTION_MAX): string {
  const first = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text
  if (first.length <= max) return first
  const cut = first.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`
}

type Located = { act: ActFile; entry: Entry }

function entriesByKey(acts: ActFile[]): Map<string, Located> {
  const map = new Map<string, Located>()
  for (const act of acts)
    for (const entry of act.entries)
      map.set(citationKey({ act: act.act, section: entry.section }), { act, entry })
  return map
}

/** One guide's page: its texts and the provisions it cites, never anything else. */
export function guideDocument(guide: Guide, entries: Map<string, Located>): GuideDocument {
  const cites = guide.cites.map((cite): GuideCitation => {
    const found = entries.get(citationKey(cite))
    if (!found) throw new Error(`guide ${guide.slug}: ${citationKey(cite)} is not an entry`)
    return {
      act: cite.act,
      section: cite.section,
      label: citationLabel(cite),
      actName: found.act.name,
      heading: found.entry.title,
      ...(found.entry.summary ? { summary: found.entry.summary } : {}),
    }
  })
  return {
    slug: guide.slug,
    title: guide.title,
    description: describe(guide.summary),
    summary: guide.summary,
    steps: guide.steps,
    where: guide.where,
    area: guide.area,
    cites,
  }
}

/** Every guide on the index, grouped by practice area (areas without a guide are left out). */
export function guideIndex(guides: Guide[]): GuideIndex {
  const byTitle = (a: Guide, b: Guide) => a.title.localeCompare(b.title, 'en')
  return PRACTICE_AREAS.map((area) => ({
    area,
    guides: guides
      .filter((guide) => guide.area === area)
      .sort(byTitle)
      .map(({ slug, title, summary }) => ({ slug, title, description: describe(summary), area })),
  })).filter((group) => group.guides.length > 0)
}

/**
 * The term an enacted heading defines, or null when the heading names a provision rather than a
 * term: 'Cruelty defined' → 'Cruelty', "Definition of 'dowry'" → 'Dowry', '"sale"' → 'Sale'.
 * Without those marks, a heading is a term only when the knowledge base's vocabulary (the words
 * synonyms.json maps everyday words to) has it: 'Theft', 'Criminal breach of trust'.
 */
export function definedTerm(heading: string, vocabulary: ReadonlySet<string>): string | null {
  const quote = /^["'“‘](.+)["'”’]$/
  let term = heading.trim()
  let marked = false
  const definitionOf = term.match(/^definition of (.+)$/i)
  if (definitionOf) [term, marked] = [definitionOf[1]!, true]
  const defined = term.match(/^(.+) defined$/i)
  if (defined) [term, marked] = [defined[1]!, true]
  const quoted = term.match(quote)
  if (quoted) [term, marked] = [quoted[1]!, true]
  // '"Mortgage", "mortgagor", … and "mortgage-deed"' defines several terms at once: not one.
  if (/["“”]/.test(term)) return null
  if (!marked && !vocabulary.has(term.toLowerCase())) return null
  return term.charAt(0).toUpperCase() + term.slice(1)
}

const slugify = (term: string) =>
  term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The legal dictionary: each term an entry's enacted heading defines, with our plain summary of
 * that entry. Codes that were replaced (IPC, CrPC …) appear as 'earlier' provisions of the new
 * code's entry, not as terms of their own; a sub-section with the heading of its section is left
 * out; entries not in force or without a summary are left out.
 */
export function dictionary({ acts, synonyms }: Knowledge): DictionaryTerm[] {
  const vocabulary = new Set(
    Object.values(synonyms)
      .flat()
      .map((word) => word.toLowerCase()),
  )
  const replaced = new Set(acts.flatMap((act) => (act.replaces ? [act.replaces] : [])))
  const terms = new Map<string, DictionaryTerm & { words: Set<string> }>()
  for (const act of acts) {
    if (replaced.has(act.act)) continue
    for (const entry of act.entries) {
      if (!entry.summary || !entry.inForce) continue
      const term = definedTerm(entry.title, vocabulary)
      if (!term) continue
      const key = term.toLowerCase()
      const item = terms.get(key) ?? {
        id: slugify(term),
        term,
        aliases: [],
        senses: [],
        words: new Set<string>(),
      }
      terms.set(key, item)
      const label = citationLabel({ act: act.act, section: entry.section })
      const sense = {
        label,
        actName: act.name,
        summary: entry.summary,
        earlier: entry.twins.map(citationLabel),
      }
      // A section and its sub-section with the same term: the whole section speaks for both.
      const whole = (l: string) => l.replace(/\(.*$/, '')
      const twin = item.senses.findIndex((s) => whole(s.label) === whole(label))
      if (twin === -1) item.senses.push(sense)
      else if (label === whole(label)) item.senses[twin] = sense
      for (const word of [...entry.keywords.hi, ...entry.keywords.hinglish])
        item.words.add(word.toLowerCase())
    }
  }
  // The Hindi and Hinglish words the knowledge base maps to the term (synonyms.json) and lists
  // on its entries: 'chori' for theft. English phrases ('shot at') are searches, not names.
  const dictionaryTerms = [...terms.entries()].map(([key, { words, ...item }]) => ({
    ...item,
    aliases: Object.entries(synonyms)
      .filter(([word, meanings]) => meanings.includes(key) && words.has(word.toLowerCase()))
      .map(([word]) => word)
      .slice(0, 8),
  }))
  return dictionaryTerms.sort((a, b) => a.term.localeCompare(b.term, 'en'))
}

/** Every generated file, by its path under PUBLIC_CONTENT_DIR, with its text. */
export function publicContent(knowledge: Knowledge): Map<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  const entries = entriesByKey(knowledge.acts)
  const files = new Map<string, string>()
  files.set('index.json', json(guideIndex(knowledge.guides)))
  files.set('dictionary.json', json(dictionary(knowledge)))
  for (const guide of knowledge.guides)
    files.set(`guides/${guide.slug}.json`, json(guideDocument(guide, entries)))
  return files
}

/** Writes the generated files and removes any that no source gives any more. */
export function writePublicContent(knowledge: Knowledge, dir = PUBLIC_CONTENT_DIR): number {
  const files = publicContent(knowledge)
  fs.mkdirSync(path.join(dir, 'guides'), { recursive: true })
  for (const old of fs.readdirSync(path.join(dir, 'guides')))
    if (!files.has(`guides/${old}`)) fs.rmSync(path.join(dir, 'guides', old))
  for (const [file, text] of files) fs.writeFileSync(path.join(dir, file), text)
  return files.size
}
