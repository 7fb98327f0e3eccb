// @vitest-environment node
import { AVOID, GLOSSARY, SAME_IN_BOTH } from './glossary'

/**
 * Every message file (src/**\/messages/NAME.ts, exporting `en`) has its Hindi (NAME.hi.ts) with the
 * same keys, the same kinds of value, and Hindi that follows the glossary. TypeScript already
 * refuses a missing or extra key; this also names what is left in English.
 */
const english = import.meta.glob<{ en: unknown }>(
  ['/src/**/messages/*.ts', '!/src/**/messages/*.hi.ts'],
  { eager: true },
)
const hindi = import.meta.glob<{ default: unknown }>('/src/**/messages/*.hi.ts', { eager: true })

type Leaf = { path: string; en: unknown; hi: unknown }

/** The two trees side by side, leaf by leaf; a key in one tree only is a leaf with undefined. */
function leaves(en: unknown, hi: unknown, path: string): Leaf[] {
  const isTree = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  if (!isTree(en) || !isTree(hi)) return [{ path, en, hi }]
  const keys = new Set([...Object.keys(en as object), ...Object.keys(hi as object)])
  return [...keys].flatMap((key) =>
    leaves(
      (en as Record<string, unknown>)[key],
      (hi as Record<string, unknown>)[key],
      `${path}.${key}`,
    ),
  )
}

/** The text of a leaf: a string, each string of a list, or what a message function writes. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (typeof value === 'function') {
    // Sample values: numbers, else strings (a message may take either); one that takes neither is
    // left to TypeScript and the screens' tests.
    for (const sample of [(index: number) => index + 2, (index: number) => `${index + 2}`]) {
      try {
        return [String(value(...Array.from({ length: value.length }, (_, index) => sample(index))))]
      } catch {
        continue
      }
    }
    return []
  }
  return []
}

const pairs = Object.entries(english).map(([file, module]) => {
  const hiFile = file.replace(/\.ts$/, '.hi.ts')
  return { file, hiFile, en: module.en, hi: hindi[hiFile]?.default }
})
const allLeaves = pairs.flatMap(({ file, en, hi }) => leaves(en, hi, file))
const DEVANAGARI = /[\u0900-\u097F]/
/** An e-mail address (a placeholder's) is the same in both languages. */
const EMAIL = /\S+@\S+/g

describe('message files', () => {
  it('finds the message files', () => {
    expect(pairs.length).toBeGreaterThan(2)
  })

  it('has a Hindi file for every English one, and no Hindi file without one', () => {
    expect(pairs.filter(({ hi }) => hi === undefined).map(({ hiFile }) => hiFile)).toEqual([])
    const orphans = Object.keys(hindi).filter((file) => !english[file.replace(/\.hi\.ts$/, '.ts')])
    expect(orphans).toEqual([])
  })

  it('has the same keys in both languages, with values of the same kind', () => {
    const kind = (value: unknown) =>
      Array.isArray(value)
        ? `list of ${value.length}`
        : typeof value === 'function'
          ? `function of ${value.length}`
          : typeof value
    const mismatched = allLeaves
      .filter(({ en, hi }) => kind(en) !== kind(hi))
      .map(({ path, en, hi }) => `${path}: ${kind(en)} / ${kind(hi)}`)
    expect(mismatched).toEqual([])
  })

  it('writes every Hindi message in Hindi', () => {
    const english = allLeaves.flatMap(({ path, hi }) =>
      texts(hi)
        .filter((text) => /[A-Za-z]/.test(text.replace(EMAIL, '')) && !DEVANAGARI.test(text))
        .filter((text) => !SAME_IN_BOTH.includes(text))
        .map((text) => `${path}: ${text}`),
    )
    expect(english).toEqual([])
  })

  it('uses the glossary’s Hindi for its terms', () => {
    const misses = allLeaves.flatMap(({ path, en, hi }) => {
      const hiText = texts(hi).join(' ')
      return GLOSSARY.filter(
        (term) => texts(en).some((text) => term.en.test(text)) && !hiText.includes(term.hi),
      ).map((term) => `${path}: '${term.hi}' for ${term.en}`)
    })
    expect(misses).toEqual([])
  })

  it('spells each word one way', () => {
    const avoided = allLeaves.flatMap(({ path, hi }) =>
      texts(hi).flatMap((text) =>
        AVOID.filter(([wrong]) => text.includes(wrong)).map(
          ([wrong, right]) => `${path}: ${wrong} → ${right}`,
        ),
      ),
    )
    expect(avoided).toEqual([])
  })
})
