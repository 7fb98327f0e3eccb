import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query'

/** A page is a list of rows; the next page starts after the last row's id (keyset pagination). */
type KeysetPagesOptions<Row extends { id: string }, Key extends QueryKey> = {
  queryKey: Key
} & UseInfiniteQueryOptions<Row[], Error, InfiniteData<Row[], unknown>, Key, string | null>

export type KeysetPages<Row> = {
  /** Which list this is (the query key): what a 'Load more' started belongs to. */
  listKey: string
  /** The pages' rows in order, each once: a row can move to a later page while reading. */
  rows: Row[]
  isPending: boolean
  /** The first page failed; `startOver` reads it again. */
  failed: boolean
  /** A later page failed; `retryMore` reads on. */
  moreFailed: boolean
  error: unknown
  isFetching: boolean
  hasMore: boolean
  isLoadingMore: boolean
  loadMore: () => void
  startOver: () => void
  retryMore: () => void
}

/** The row a page starts after is gone (SQLSTATE 22023): only a fresh list can go on. */
function listChanged(error: unknown) {
  return !!error && typeof error === 'object' && 'code' in error && error.code === '22023'
}

function uniqueRows<Row extends { id: string }>(pages: Row[][] | undefined): Row[] {
  const seen = new Set<string>()
  return (pages ?? []).flat().filter((row) => !seen.has(row.id) && !!seen.add(row.id))
}

/** A keyset-paginated list read page after page ('Load more'), with its failures' ways out. */
export function useKeysetPages<Row extends { id: string }, Key extends QueryKey>(
  options: KeysetPagesOptions<Row, Key>,
): KeysetPages<Row> {
  const query = useInfiniteQuery(options)
  const queryClient = useQueryClient()
  // From the first page again: a refetch would ask for pages after the same (maybe gone) row.
  const startOver = () => void queryClient.resetQueries({ queryKey: options.queryKey, exact: true })
  const loadMore = () => void query.fetchNextPage()
  return {
    listKey: JSON.stringify(options.queryKey),
    rows: uniqueRows(query.data?.pages),
    isPending: query.isPending,
    failed: query.isError && !query.isFetchNextPageError,
    moreFailed: query.isFetchNextPageError,
    error: query.error,
    isFetching: query.isFetching,
    hasMore: query.hasNextPage && !query.isFetchNextPageError,
    isLoadingMore: query.isFetchingNextPage,
    loadMore,
    startOver,
    retryMore: listChanged(query.error) ? startOver : loadMore,
  }
}
