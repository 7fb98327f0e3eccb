import type { RouteHandle } from '@/components/layouts/route-meta'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { usePageData } from '../hooks/use-page-data'
import { DictionaryEntry } from '../components/dictionary-entry'
import { FilterBox } from '../components/filter-box'
import { LegalNotice } from '../components/legal-notice'
import { PageIntro } from '../components/page-intro'
import { LoadFailed } from '../components/load-failed'
import { loadDictionary } from '../content/dictionary'
import { ALPHABET, filterTerms, groupByLetter } from '../utils/filter'
import { m } from '../messages/guides'
import { englishContent } from '../utils/english-content'

const letterId = (letter: string) => `letter-${letter.toLowerCase()}`

/** The page's title and description (src/components/layouts/route-meta.tsx). */
export const handle: RouteHandle = {
  title: m.dictionary.pageTitle,
  description: m.dictionary.pageDescription,
}

/** The dictionary's own chunk, before the page renders. */
export async function loader() {
  try {
    return { dictionary: await loadDictionary() }
  } catch {
    return { dictionary: null }
  }
}

/** /legal-dictionary: the terms the knowledge base's sections define, A to Z, with a filter. */
export function Component() {
  const { dictionary } = usePageData<Awaited<ReturnType<typeof loader>>>()
  const [query, setQuery] = useState('')
  if (!dictionary)
    return (
      <div className="container max-w-4xl py-12 sm:py-16">
        <LoadFailed what={m.dictionary.what} />
      </div>
    )
  const terms = filterTerms(dictionary, query)
  const groups = groupByLetter(terms)
  const present = new Set(groups.map((group) => group.letter))

  return (
    <div className="container grid max-w-4xl gap-8 py-12 sm:py-16">
      <PageIntro eyebrow={m.dictionary.eyebrow} title={m.dictionary.title}>
        <p>
          {m.dictionary.introBefore}
          <Link
            to={paths.guides.getHref()}
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {m.dictionary.guidesLink}
          </Link>
          {m.dictionary.introAfter}
        </p>
      </PageIntro>
      <LegalNotice />
      {m.dictionaryInEnglish && (
        <p className="text-sm text-muted-foreground">{m.dictionaryInEnglish}</p>
      )}
      <FilterBox
        label={m.dictionary.filter}
        value={query}
        onChange={setQuery}
        status={m.dictionary.count(terms.length)}
      />
      <nav aria-label={m.dictionary.byLetter}>
        <ul className="flex flex-wrap gap-1">
          {ALPHABET.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a
                  href={`#${letterId(letter)}`}
                  className="inline-flex size-9 items-center justify-center rounded-md border font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {letter}
                </a>
              ) : (
                <span
                  aria-disabled="true"
                  className="inline-flex size-9 items-center justify-center text-muted-foreground"
                >
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups.length === 0 ? (
        <p>{m.dictionary.noMatch(query.trim())}</p>
      ) : (
        groups.map((group) => (
          <section
            key={group.letter}
            aria-labelledby={letterId(group.letter)}
            className="grid gap-4"
          >
            <h2
              id={letterId(group.letter)}
              className="scroll-mt-20 border-b pb-2 text-2xl font-semibold"
            >
              {group.letter}
            </h2>
            <dl lang={englishContent} className="grid gap-6">
              {group.terms.map((term) => (
                <DictionaryEntry key={term.id} term={term} />
              ))}
            </dl>
          </section>
        ))
      )}
    </div>
  )
}
