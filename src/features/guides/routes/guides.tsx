import type { RouteHandle } from '@/components/layouts/route-meta'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { usePageData } from '../hooks/use-page-data'
import { FilterBox } from '../components/filter-box'
import { LegalNotice } from '../components/legal-notice'
import { PageIntro } from '../components/page-intro'
import { LoadFailed } from '../components/load-failed'
import { loadGuideIndex } from '../content/guides-index'
import { filterGuides } from '../utils/filter'
import { m } from '../messages/guides'
import { englishContent } from '../utils/english-content'

const linkClasses =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The page's title and description (src/components/layouts/route-meta.tsx). */
export const handle: RouteHandle = {
  title: m.index.pageTitle,
  description: m.index.pageDescription,
}

/** The index's own chunk, before the page renders. */
export async function loader() {
  try {
    return { index: await loadGuideIndex() }
  } catch {
    return { index: null }
  }
}

/** /guides: every topic guide of the assistant's knowledge base, by practice area. */
export function Component() {
  const { index } = usePageData<Awaited<ReturnType<typeof loader>>>()
  const [query, setQuery] = useState('')
  if (!index)
    return (
      <div className="container max-w-4xl py-12 sm:py-16">
        <LoadFailed what={m.index.what} />
      </div>
    )
  const groups = filterGuides(index, query)
  const count = groups.reduce((n, group) => n + group.guides.length, 0)

  return (
    <div className="container grid max-w-4xl gap-8 py-12 sm:py-16">
      <PageIntro eyebrow={m.index.eyebrow} title={m.index.title}>
        <p>
          {m.index.introBefore}
          <Link to={paths.legalDictionary.getHref()} className={linkClasses}>
            {m.index.dictionaryLink}
          </Link>
          {m.index.introAfter}
        </p>
      </PageIntro>
      <LegalNotice />
      {m.inEnglish && <p className="text-sm text-muted-foreground">{m.inEnglish}</p>}
      <FilterBox
        label={m.index.filter}
        value={query}
        onChange={setQuery}
        status={m.index.count(count)}
      />
      {groups.length === 0 ? (
        <p>{m.index.noMatch(query.trim())}</p>
      ) : (
        groups.map((group) => (
          <section
            key={group.area}
            aria-labelledby={areaId(group.area)}
            lang={englishContent}
            className="grid gap-4"
          >
            <h2 id={areaId(group.area)} className="text-2xl font-semibold tracking-tight">
              {group.area}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {group.guides.map((guide) => (
                <li key={guide.slug} className="rounded-lg border p-4">
                  <Link to={paths.guide.getHref(guide.slug)} className={linkClasses}>
                    {guide.title}
                  </Link>
                  <p className="mt-1 text-sm text-muted-foreground">{guide.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}

const areaId = (area: string) => `area-${area.toLowerCase().replace(/[^a-z]+/g, '-')}`
