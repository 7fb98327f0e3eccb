import { useQueryClient } from '@tanstack/react-query'
import { SearchX, UsersRound } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { useDirectoryPages } from '../api/get-directory-page'
import { advocateKeys } from '../api/keys'
import { isFiltered, type DirectoryFilters } from '../lib/directory-filters'
import type { AdvocateCard as AdvocateCardRow } from '../schemas/directory'
import { AdvocateCard } from './advocate-card'

const EMPTY_DIRECTORY_TITLE = 'No verified advocates yet'

function noResultsText({ search }: DirectoryFilters) {
  return search ? `No advocates match “${search}”` : 'No advocates match these filters'
}

const count = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'advocate' : 'advocates'}`

/** The pages' advocates in order, each once (an advocate can move between pages while reading). */
function uniqueAdvocates(pages: AdvocateCardRow[][] | undefined): AdvocateCardRow[] {
  const seen = new Set<string>()
  return (pages ?? []).flat().filter((row) => !seen.has(row.id) && !!seen.add(row.id))
}

/**
 * The advocates of the current filters, page after page ('Load more'), with a status line for
 * screen readers; a skeleton while loading, the reason and 'Retry' on failure, and different
 * words for an empty directory and a search that matches nobody.
 */
export function DirectoryResults({
  filters,
  directorySearch,
  onClearFilters,
}: {
  filters: DirectoryFilters
  /** The list's query string, handed to each card's profile link. */
  directorySearch: string
  onClearFilters: () => void
}) {
  const query = useDirectoryPages(filters)
  const queryClient = useQueryClient()
  const listRef = useRef<HTMLUListElement>(null)
  // After 'Load more': which list, and the index of its first new advocate.
  const focusFrom = useRef<{ list: string; index: number } | null>(null)
  const list = JSON.stringify(advocateKeys.directoryList(filters))

  const advocates = uniqueAdvocates(query.data?.pages)
  const filtered = isFiltered(filters)
  // From the first page again: a refetch would ask for pages after the same advocate.
  const startOver = () =>
    void queryClient.resetQueries({ queryKey: advocateKeys.directoryList(filters), exact: true })

  // After 'Load more', focus moves to the first new advocate (the button may be gone).
  useEffect(() => {
    const from = focusFrom.current
    if (from === null) return
    if (from.list !== list) focusFrom.current = null
    if (from.list !== list || advocates.length <= from.index) return
    focusFrom.current = null
    listRef.current?.querySelectorAll<HTMLElement>('[data-advocate-link]')[from.index]?.focus()
  }, [advocates.length, list])

  let status = ''
  let state: ReactNode = null
  if (query.isPending) {
    status = 'Loading advocates…'
    state = <DirectorySkeletons />
  } else if (query.isError && !query.isFetchNextPageError) {
    state = (
      <LoadError
        retryLabel="Retry"
        title="We couldn't load the advocates."
        error={query.error}
        onRetry={startOver}
        isRetrying={query.isFetching}
      />
    )
  } else if (advocates.length === 0) {
    status = filtered ? noResultsText(filters) : EMPTY_DIRECTORY_TITLE
    state = filtered ? (
      <NoResults filters={filters} onClearFilters={onClearFilters} />
    ) : (
      <EmptyDirectory />
    )
  } else {
    status = `Showing ${count(advocates.length)}`
  }

  return (
    <div className="grid content-start gap-4">
      <p role="status" className="sr-only">
        {status}
      </p>
      {state ?? (
        <>
          <ul ref={listRef} className="grid gap-4 md:grid-cols-2">
            {advocates.map((advocate) => (
              <li key={advocate.id}>
                <AdvocateCard advocate={advocate} directorySearch={directorySearch} />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError && (
            <LoadError
              retryLabel="Retry"
              title="We couldn't load more advocates."
              error={query.error}
              onRetry={() => void query.fetchNextPage()}
              isRetrying={query.isFetching}
            />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => {
                focusFrom.current = { list, index: advocates.length }
                void query.fetchNextPage()
              }}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </div>
  )
}

function DirectorySkeletons() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="grid gap-3 rounded-lg border p-4 sm:p-5">
          <div className="flex items-center gap-3">
            <div className="size-11 shrink-0 animate-pulse rounded-full bg-muted" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
          </div>
          <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
          <div className="h-8 animate-pulse rounded bg-muted" />
          <div className="h-10 w-1/2 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  )
}

function EmptyDirectory() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <UsersRound aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{EMPTY_DIRECTORY_TITLE}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Advocates appear here once the LexSetu team has checked their Bar Council enrolment. Please
        look again soon.
      </p>
    </div>
  )
}

function NoResults({
  filters,
  onClearFilters,
}: {
  filters: DirectoryFilters
  onClearFilters: () => void
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="max-w-full break-words text-lg font-semibold">{noResultsText(filters)}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Try other words, a nearby city or fewer filters.
      </p>
      <Button variant="outline" onClick={onClearFilters}>
        Clear filters
      </Button>
    </div>
  )
}
