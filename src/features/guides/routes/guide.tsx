import { ArrowLeft } from 'lucide-react'
import { Link, type LoaderFunctionArgs } from 'react-router'
import type { RouteMetaData } from '@/components/layouts/route-meta'
import { paths } from '@/config/paths'
import { usePageData } from '../hooks/use-page-data'
import { GuideArticle } from '../components/guide-article'
import { LoadFailed } from '../components/load-failed'
import { PageIntro } from '../components/page-intro'
import { loadGuide } from '../content/load-guide'
import type { GuideDocument } from '../types'
import { m } from '../messages/guides'

type GuideData = RouteMetaData &
  ({ state: 'found'; guide: GuideDocument } | { state: 'missing' } | { state: 'failed' })

/** The guide's own chunk, before the page renders; its title and description become the page's. */
export async function loader({ params }: LoaderFunctionArgs): Promise<GuideData> {
  try {
    const guide = await loadGuide(params.slug ?? '')
    if (!guide) return { state: 'missing', meta: { title: m.guide.notFoundTitle } }
    return {
      state: 'found',
      guide,
      meta: { title: guide.title, description: guide.description },
    }
  } catch {
    return { state: 'failed', meta: { title: m.guide.failedTitle } }
  }
}

/** /guides/<slug>: one topic guide, public. */
export function Component() {
  const data = usePageData<Awaited<ReturnType<typeof loader>>>()
  return (
    <div className="container grid max-w-3xl gap-8 py-12 sm:py-16">
      <Link
        to={paths.guides.getHref()}
        className="inline-flex items-center gap-2 justify-self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.guide.allGuides}
      </Link>
      {data.state === 'found' ? (
        <GuideArticle guide={data.guide} />
      ) : data.state === 'missing' ? (
        <PageIntro eyebrow={m.guide.eyebrow} title={m.guide.missingTitle}>
          <p>{m.guide.missingBody}</p>
        </PageIntro>
      ) : (
        <LoadFailed what={m.guide.what} />
      )}
    </div>
  )
}
