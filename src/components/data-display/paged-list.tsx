import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ErrorBox } from '@/components/ui/error-box'
import type { KeysetPages } from '@/hooks/use-keyset-pages'
import { getErrorMessage } from '@/lib/utils'
import { m as panels } from '@/i18n/messages/panels'

type PagedListProps<Row> = {
  pages: KeysetPages<Row>
  /** What a row is, one and many: 'Showing 3 discussions'. */
  noun: readonly [one: string, many: string]
  /** The status line while the first page loads, e.g. 'Loading discussions…'. */
  loadingStatus: string
  skeleton: ReactNode
  /** e.g. "We couldn't load the discussions." */
  failedTitle: string
  /** e.g. "We couldn't load more discussions." */
  moreFailedTitle: string
  /** No rows: the status line and what the list shows instead. */
  empty: { status: string; content: ReactNode }
  /** Each row's link: after 'Load more', focus moves to the first new one. */
  rowLinkSelector: string
  className?: string
  /**
   * The list's parts: `state` (the skeleton, the error or the empty state) or else the `rows`
   * and `more` (a later page's error, or 'Load more').
   */
  children: (parts: { state: ReactNode; rows: Row[]; more: ReactNode }) => ReactNode
}

/**
 * A keyset-paginated list read with 'Load more', with a status line that tells screen readers
 * what it shows; a skeleton while loading and the reason and 'Retry' when a page fails.
 */
export function PagedList<Row>({
  pages,
  noun: [one, many],
  loadingStatus,
  skeleton,
  failedTitle,
  moreFailedTitle,
  empty,
  rowLinkSelector,
  className,
  children,
}: PagedListProps<Row>) {
  const { rows, listKey } = pages
  const listRef = useRef<HTMLDivElement>(null)
  // After 'Load more': which list, and the index of its first new row.
  const focusFrom = useRef<{ list: string; index: number } | null>(null)

  // After 'Load more', focus moves to the first new row (the button may be gone).
  useEffect(() => {
    const from = focusFrom.current
    if (from === null) return
    // The list changed meanwhile (other filters): nothing of that one moves focus.
    if (from.list !== listKey) focusFrom.current = null
    if (from.list !== listKey || rows.length <= from.index) return
    focusFrom.current = null
    listRef.current?.querySelectorAll<HTMLElement>(rowLinkSelector)[from.index]?.focus()
  }, [rows.length, listKey, rowLinkSelector])

  const failure = (title: string, onRetry: () => void) => (
    <ErrorBox
      retryLabel={panels.retry}
      title={title}
      detail={getErrorMessage(pages.error)}
      onRetry={onRetry}
      isRetrying={pages.isFetching}
    />
  )

  let status = ''
  let state: ReactNode = null
  if (pages.isPending) {
    status = loadingStatus
    state = skeleton
  } else if (pages.failed) {
    state = failure(failedTitle, pages.startOver)
  } else if (rows.length === 0) {
    status = empty.status
    state = empty.content
  } else {
    status = panels.showing(rows.length, one, many)
  }

  const more = (
    <>
      {pages.moreFailed && failure(moreFailedTitle, pages.retryMore)}
      {pages.hasMore && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={pages.isLoadingMore}
          onClick={() => {
            focusFrom.current = { list: listKey, index: rows.length }
            pages.loadMore()
          }}
        >
          {pages.isLoadingMore ? panels.loading : panels.loadMore}
        </Button>
      )}
    </>
  )

  return (
    <div ref={listRef} className={className}>
      <p role="status" className="sr-only">
        {status}
      </p>
      {children({ state, rows, more })}
    </div>
  )
}
