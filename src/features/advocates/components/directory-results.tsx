import { SearchX, UsersRound } from 'lucide-react'
import { PagedList } from '@/components/data-display/paged-list'
import { Button } from '@/components/ui/button'
import { Empty, EmptyDescription, EmptyMedia, EmptyTitle } from '@/components/ui/empty'
import { Skeleton } from '@/components/ui/skeleton'
import { useDirectoryPages } from '../api/get-directory-page'
import { isFiltered, type DirectoryFilters } from '../lib/directory-filters'
import { m } from '../messages/directory'
import { AdvocateCard } from './advocate-card'

const { results: text } = m
const EMPTY_DIRECTORY_TITLE = text.emptyTitle

function noResultsText({ search }: DirectoryFilters) {
  return search ? text.noMatchSearch(search) : text.noMatchFilters
}

/**
 * The advocates of the current filters, page after page ('Load more'); different words for an
 * empty directory and a search that matches nobody.
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
  return (
    <PagedList
      pages={useDirectoryPages(filters)}
      noun={text.noun}
      loadingStatus={text.loading}
      skeleton={<DirectorySkeletons />}
      failedTitle={text.failed}
      moreFailedTitle={text.moreFailed}
      empty={
        isFiltered(filters)
          ? {
              status: noResultsText(filters),
              content: <NoResults filters={filters} onClearFilters={onClearFilters} />,
            }
          : { status: EMPTY_DIRECTORY_TITLE, content: <EmptyDirectory /> }
      }
      rowLinkSelector="[data-advocate-link]"
      className="grid content-start gap-4"
    >
      {({ state, rows, more }) =>
        state ?? (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {rows.map((advocate) => (
                <li key={advocate.id}>
                  <AdvocateCard advocate={advocate} directorySearch={directorySearch} />
                </li>
              ))}
            </ul>
            {more}
          </>
        )
      }
    </PagedList>
  )
}

function DirectorySkeletons() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="grid gap-3 rounded-lg border p-4 sm:p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 shrink-0 rounded-full" />
            <Skeleton className="h-5 w-2/3 rounded" />
          </div>
          <Skeleton className="h-4 w-1/2 rounded" />
          <Skeleton className="h-8 rounded" />
          <Skeleton className="h-10 w-1/2 rounded" />
        </div>
      ))}
    </div>
  )
}

function EmptyDirectory() {
  return (
    <Empty>
      <EmptyMedia>
        <UsersRound />
      </EmptyMedia>
      <EmptyTitle>{EMPTY_DIRECTORY_TITLE}</EmptyTitle>
      <EmptyDescription>{text.emptyDescription}</EmptyDescription>
    </Empty>
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
    <Empty>
      <EmptyMedia>
        <SearchX />
      </EmptyMedia>
      <EmptyTitle>{noResultsText(filters)}</EmptyTitle>
      <EmptyDescription>{text.noMatchHint}</EmptyDescription>
      <Button variant="outline" onClick={onClearFilters}>
        {m.filters.clear}
      </Button>
    </Empty>
  )
}
