import type { RouteHandle } from '@/components/layouts/route-meta'
import { Plus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '@/features/forum/messages/list'
import type { ThreadFilters } from '../api/get-thread-page'
import { ForumSearchForm, ForumSortSelect, ForumTagFilter } from '../components/forum-filters'
import { ForumResults } from '../components/forum-results'
import { ForumGuidelines } from '../components/forum-guidelines'
import { ForumViewTabs } from '../components/forum-view-tabs'
import { MyThreadsResults } from '../components/my-threads-results'
import { FORUM_CATEGORIES, FORUM_LIMITS, FORUM_SORTS, type ForumSort } from '../schemas/forum'

export const handle: RouteHandle = { title: m.title }

const defaultSort = (search: string): ForumSort => (search ? 'relevance' : 'newest')

/** A sort the URL may name: any of the four, but 'relevance' only while searching. */
function validSort(value: string | null, search: string): ForumSort | null {
  const sort = FORUM_SORTS.find((s) => s === value)
  return sort && (sort !== 'relevance' || search) ? sort : null
}

/** ?q=&tag=&sort= of the URL; a value that is not valid is ignored. */
function readFilters(params: URLSearchParams) {
  const search = (params.get('q') ?? '').trim().slice(0, FORUM_LIMITS.searchMax)
  const category = FORUM_CATEGORIES.find((c) => c === params.get('tag')) ?? null
  const chosenSort = validSort(params.get('sort'), search)
  const filters: ThreadFilters = { search, category, sort: chosenSort ?? defaultSort(search) }
  return { filters, chosenSort }
}

/** The URL of some filters; what is at its default is left out, so links stay short. */
function toParams({ search, category, sort }: ThreadFilters) {
  const params = new URLSearchParams()
  if (search) params.set('q', search)
  if (category) params.set('tag', category)
  if (sort !== defaultSort(search)) params.set('sort', sort)
  return params
}

/**
 * /forum: docs/PRODUCT.md §2 'Community Forum'. Search, tag and sort live in the URL
 * (?q=&tag=&sort=), so a filtered list can be shared, survives a reload, and Back undoes a change;
 * ?view=mine shows 'My questions' instead (docs/PRODUCT.md §2 'Community Forum').
 */
export function Component() {
  const [params, setParams] = useSearchParams()
  const { filters, chosenSort } = readFilters(params)
  const isMine = params.get('view') === 'mine'

  const update = (change: Partial<ThreadFilters>) => {
    const next = { ...filters, ...change }
    // A sort nobody chose follows the search: 'Best match' while searching, else 'Newest'.
    const sort = validSort(change.sort ?? chosenSort, next.search) ?? defaultSort(next.search)
    setParams(toParams({ ...next, sort }))
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.heading}</h1>
          <p className="text-muted-foreground">{m.intro}</p>
        </div>
        <Button asChild className="w-full shrink-0 sm:w-auto">
          <Link to={paths.forumNew.getHref()}>
            <Plus aria-hidden="true" />
            {m.newThread}
          </Link>
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8">
        <div className="grid gap-3 lg:col-start-1">
          <ForumViewTabs view={isMine ? 'mine' : 'all'} />
          {!isMine && (
            <>
              <ForumSearchForm search={filters.search} onSearch={(search) => update({ search })} />
              <ForumTagFilter
                active={filters.category}
                onToggle={(tag) => update({ category: tag === filters.category ? null : tag })}
              />
              <ForumSortSelect
                sort={filters.sort}
                isSearching={filters.search !== ''}
                onChange={(sort) => update({ sort })}
              />
            </>
          )}
        </div>
        {isMine ? (
          <>
            <MyThreadsResults />
            <ForumGuidelines className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start" />
          </>
        ) : (
          <ForumResults
            filters={filters}
            onClearFilters={() => setParams({})}
            onChangeFilters={update}
          />
        )}
      </div>
    </div>
  )
}
