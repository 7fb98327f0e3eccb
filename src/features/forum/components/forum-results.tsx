import { MessagesSquare, Plus, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { PagedList } from '@/components/data-display/paged-list'
import { Button } from '@/components/ui/button'
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyMedia,
  EmptyTitle,
} from '@/components/ui/empty'
import { paths } from '@/config/paths'
import { categoryLabel } from '@/features/forum/messages/common'
import { m } from '@/features/forum/messages/list'
import { useThreadPages, type ThreadFilters } from '../api/get-thread-page'
import { ForumGuidelines } from './forum-guidelines'
import { ForumThreadList } from './forum-thread-list'
import { SearchSuggestion } from './search-suggestion'
import { ThreadSkeletons } from './thread-skeletons'

/** On phones the guidelines follow this many threads; on desktop they sit beside the list. */
const THREADS_BEFORE_GUIDELINES = 3

const noResultsText = ({ search, category, sort }: ThreadFilters) =>
  m.noResults(sort === 'unanswered', search, category && categoryLabel(category))

type FilteredListProps = {
  filters: ThreadFilters
  onClearFilters: () => void
  onChangeFilters: (change: Partial<ThreadFilters>) => void
}

/**
 * The threads of the current filters, page after page ('Load more'), and the guidelines. Its
 * parts are cells of the caller's grid: the guidelines sit beside the list on desktop and after
 * the first few threads on phones.
 */
export function ForumResults({ filters, onClearFilters, onChangeFilters }: FilteredListProps) {
  const isFiltered =
    filters.search !== '' || filters.category !== null || filters.sort === 'unanswered'
  return (
    <PagedList
      pages={useThreadPages(filters)}
      noun={[m.noun.one, m.noun.other]}
      loadingStatus={m.loading}
      skeleton={<ThreadSkeletons />}
      failedTitle={m.failed}
      moreFailedTitle={m.moreFailed}
      empty={
        isFiltered
          ? {
              status: noResultsText(filters),
              content: (
                <NoResults
                  filters={filters}
                  onClearFilters={onClearFilters}
                  onChangeFilters={onChangeFilters}
                />
              ),
            }
          : { status: m.empty, content: <EmptyForum /> }
      }
      rowLinkSelector="[data-thread-link]"
      className="contents"
    >
      {({ state, rows, more }) => (
        <>
          <div className="lg:col-start-1">
            {state ?? <ForumThreadList threads={rows.slice(0, THREADS_BEFORE_GUIDELINES)} />}
          </div>
          <ForumGuidelines className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start" />
          {!state && (
            <div className="grid content-start gap-4 lg:col-start-1">
              {rows.length > THREADS_BEFORE_GUIDELINES && (
                <ForumThreadList threads={rows.slice(THREADS_BEFORE_GUIDELINES)} />
              )}
              {more}
            </div>
          )}
        </>
      )}
    </PagedList>
  )
}

function NewThreadButton() {
  return (
    <Button asChild>
      <Link to={paths.forumNew.getHref()}>
        <Plus aria-hidden="true" />
        {m.newThread}
      </Link>
    </Button>
  )
}

function EmptyForum() {
  return (
    <Empty>
      <EmptyMedia>
        <MessagesSquare />
      </EmptyMedia>
      <EmptyTitle>{m.empty}</EmptyTitle>
      <EmptyDescription>{m.emptyDescription}</EmptyDescription>
      <NewThreadButton />
    </Empty>
  )
}

function NoResults({ filters, onClearFilters, onChangeFilters }: FilteredListProps) {
  return (
    <Empty>
      <EmptyMedia>
        <SearchX />
      </EmptyMedia>
      <EmptyTitle>{noResultsText(filters)}</EmptyTitle>
      <EmptyDescription>{m.noResultsHint}</EmptyDescription>
      {filters.search && (
        <SearchSuggestion
          search={filters.search}
          category={filters.category}
          onApply={onChangeFilters}
        />
      )}
      <EmptyContent>
        <Button variant="outline" onClick={onClearFilters}>
          {m.clearFilters}
        </Button>
        <NewThreadButton />
      </EmptyContent>
    </Empty>
  )
}
