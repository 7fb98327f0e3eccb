import { useQueryClient } from '@tanstack/react-query'
import { MessagesSquare, Plus, SearchX } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useThreadPages, type ThreadFilters } from '../api/get-thread-page'
import { forumKeys } from '../api/keys'
import type { ThreadCard } from '../schemas/forum'
import { ForumGuidelines } from './forum-guidelines'
import { ForumThreadList } from './forum-thread-list'
import { SearchSuggestion } from './search-suggestion'
import { ThreadSkeletons } from './thread-skeletons'

/** On phones the guidelines follow this many threads; on desktop they sit beside the list. */
const THREADS_BEFORE_GUIDELINES = 3

function noResultsText({ search, category, sort }: ThreadFilters) {
  const what = sort === 'unanswered' ? 'unanswered discussions' : 'discussions'
  if (search && category) return `No ${what} match “${search}” in ${category}`
  if (search) return `No ${what} match “${search}”`
  if (category) return `No ${what} match the tag ${category}`
  return `No ${what} right now`
}

const count = (n: number) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? 'discussion' : 'discussions'}`

/** The pages' threads in order, each once (a thread can move between pages while reading). */
function uniqueThreads(pages: ThreadCard[][] | undefined): ThreadCard[] {
  const seen = new Set<string>()
  return (pages ?? []).flat().filter((thread) => !seen.has(thread.id) && !!seen.add(thread.id))
}

/** The thread a page starts after is gone (SQLSTATE 22023): only a fresh list can go on. */
function listChanged(error: unknown) {
  return !!error && typeof error === 'object' && 'code' in error && error.code === '22023'
}

/**
 * The threads of the current filters, page after page ('Load more'), and the guidelines. Its
 * parts are cells of the caller's grid: the guidelines sit beside the list on desktop and after
 * the first few threads on phones. A status line tells screen readers what the list shows.
 */
export function ForumResults({
  filters,
  onClearFilters,
  onChangeFilters,
}: {
  filters: ThreadFilters
  onClearFilters: () => void
  onChangeFilters: (change: Partial<ThreadFilters>) => void
}) {
  const query = useThreadPages(filters)
  const queryClient = useQueryClient()
  const listRef = useRef<HTMLDivElement>(null)
  // After 'Load more': which list, and the index of its first new thread.
  const focusFrom = useRef<{ list: string; index: number } | null>(null)
  const list = JSON.stringify(forumKeys.list(filters))

  const threads = uniqueThreads(query.data?.pages)
  const isFiltered =
    filters.search !== '' || filters.category !== null || filters.sort === 'unanswered'
  // From the first page again: a refetch would ask for pages after the same (maybe gone) thread.
  const startOver = () =>
    void queryClient.resetQueries({ queryKey: forumKeys.list(filters), exact: true })

  // After 'Load more', focus moves to the first new thread (the button may be gone).
  useEffect(() => {
    const from = focusFrom.current
    if (from === null) return
    // The filters changed meanwhile: that is another list, and nothing of it moves focus.
    if (from.list !== list) focusFrom.current = null
    if (from.list !== list || threads.length <= from.index) return
    focusFrom.current = null
    listRef.current?.querySelectorAll<HTMLElement>('[data-thread-link]')[from.index]?.focus()
  }, [threads.length, list])

  let status = ''
  let state: ReactNode = null
  if (query.isPending) {
    status = 'Loading discussions…'
    state = <ThreadSkeletons />
  } else if (query.isError && !query.isFetchNextPageError) {
    state = (
      <LoadError
        retryLabel="Retry"
        title="We couldn't load the discussions."
        error={query.error}
        onRetry={startOver}
        isRetrying={query.isFetching}
      />
    )
  } else if (threads.length === 0) {
    status = isFiltered ? noResultsText(filters) : 'No discussions yet'
    state = isFiltered ? (
      <NoResults
        filters={filters}
        onClearFilters={onClearFilters}
        onChangeFilters={onChangeFilters}
      />
    ) : (
      <EmptyForum />
    )
  } else {
    status = `Showing ${count(threads.length)}`
  }

  const rest = threads.slice(THREADS_BEFORE_GUIDELINES)
  return (
    <div ref={listRef} className="contents">
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="lg:col-start-1">
        {state ?? <ForumThreadList threads={threads.slice(0, THREADS_BEFORE_GUIDELINES)} />}
      </div>
      <ForumGuidelines className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start" />
      {!state && (
        <div className="grid content-start gap-4 lg:col-start-1">
          {rest.length > 0 && <ForumThreadList threads={rest} />}
          {query.isFetchNextPageError && (
            <LoadError
              retryLabel="Retry"
              title="We couldn't load more discussions."
              error={query.error}
              onRetry={listChanged(query.error) ? startOver : () => void query.fetchNextPage()}
              isRetrying={query.isFetching}
            />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => {
                focusFrom.current = { list, index: threads.length }
                void query.fetchNextPage()
              }}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}

function NewThreadButton() {
  return (
    <Button asChild>
      <Link to={paths.forumNew}>
        <Plus aria-hidden="true" />
        New Thread
      </Link>
    </Button>
  )
}

function EmptyForum() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <MessagesSquare aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No discussions yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Be the first to ask: members and verified advocates answer questions here.
      </p>
      <NewThreadButton />
    </div>
  )
}

function NoResults({
  filters,
  onClearFilters,
  onChangeFilters,
}: {
  filters: ThreadFilters
  onClearFilters: () => void
  onChangeFilters: (change: Partial<ThreadFilters>) => void
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="max-w-full break-words text-lg font-semibold">{noResultsText(filters)}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Try other words or another tag, or ask the community yourself.
      </p>
      {filters.search && (
        <SearchSuggestion
          search={filters.search}
          category={filters.category}
          onApply={onChangeFilters}
        />
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
        <NewThreadButton />
      </div>
    </div>
  )
}
