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

const linkClasses =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The page's title and description (src/components/layouts/route-meta.tsx). */
export const handle: RouteHandle = {
  title: 'Legal guides',
  description:
    'Free plain-language guides to common legal problems in India: what to do step by step, where to go, and the sections of the law each one relies on.',
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
        <LoadFailed what="the guides" />
      </div>
    )
  const groups = filterGuides(index, query)
  const count = groups.reduce((n, group) => n + group.guides.length, 0)

  return (
    <div className="container grid max-w-4xl gap-8 py-12 sm:py-16">
      <PageIntro eyebrow="Legal guides" title="Legal guides for everyday problems">
        <p>
          Plain-language guides to common legal problems in India: what the law says, what to do
          step by step, where to go, and the sections each one relies on. Looking for a word
          instead? See the{' '}
          <Link to={paths.legalDictionary.getHref()} className={linkClasses}>
            legal dictionary
          </Link>
          .
        </p>
      </PageIntro>
      <LegalNotice />
      <FilterBox
        label="Filter guides"
        value={query}
        onChange={setQuery}
        status={count === 1 ? '1 guide' : `${count} guides`}
      />
      {groups.length === 0 ? (
        <p>No guides match “{query.trim()}”. Try another word, or ask the assistant.</p>
      ) : (
        groups.map((group) => (
          <section key={group.area} aria-labelledby={areaId(group.area)} className="grid gap-4">
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
