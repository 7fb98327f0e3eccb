import { infiniteQueryOptions, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createQueryClient } from '@/lib/query-client'
import { useKeysetPages } from './use-keyset-pages'

const PAGE_SIZE = 2

/** An in-memory keyset list: `ids` is its current order; `fail` makes the next read throw. */
function createSource(ids: string[]) {
  const source = {
    ids,
    fail: null as unknown,
    reads: [] as (string | null)[],
    async page(after: string | null) {
      source.reads.push(after)
      const failure = source.fail
      source.fail = null
      if (failure) throw failure
      const start = after === null ? 0 : source.ids.indexOf(after) + 1
      // Like forum_thread_page: the row to start after is gone.
      if (start === 0 && after !== null) throw { code: '22023', message: 'The page changed.' }
      return source.ids.slice(start, start + PAGE_SIZE).map((id) => ({ id }))
    },
  }
  return source
}

function renderPages(source: ReturnType<typeof createSource>) {
  const queryClient = createQueryClient({ queries: { retry: false } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const options = infiniteQueryOptions({
    queryKey: ['keyset-test'],
    queryFn: ({ pageParam }) => source.page(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: { id: string }[]) =>
      last.length < PAGE_SIZE ? undefined : last[last.length - 1]?.id,
  })
  return renderHook(() => useKeysetPages(options), { wrapper }).result
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id)

describe('useKeysetPages', () => {
  it('reads page after page from the last row, each row once, until a short page', async () => {
    const source = createSource(['a', 'b', 'c', 'd', 'e'])
    const pages = renderPages(source)
    await waitFor(() => expect(ids(pages.current.rows)).toEqual(['a', 'b']))
    expect(pages.current.hasMore).toBe(true)

    // 'a' moved behind 'b' while reading: it is on the next page too, but listed once.
    source.ids = ['b', 'a', 'c', 'd', 'e']
    act(() => pages.current.loadMore())
    await waitFor(() => expect(ids(pages.current.rows)).toEqual(['a', 'b', 'c']))
    act(() => pages.current.loadMore())
    await waitFor(() => expect(ids(pages.current.rows)).toEqual(['a', 'b', 'c', 'd', 'e']))

    act(() => pages.current.loadMore())
    await waitFor(() => expect(pages.current.hasMore).toBe(false))
    expect(source.reads).toEqual([null, 'b', 'c', 'e'])
  })

  it('starts over from the first page when the list changed between pages', async () => {
    const source = createSource(['a', 'b', 'c', 'd'])
    const pages = renderPages(source)
    await waitFor(() => expect(ids(pages.current.rows)).toEqual(['a', 'b']))

    source.ids = ['a', 'c', 'd']
    act(() => pages.current.loadMore())
    await waitFor(() => expect(pages.current.moreFailed).toBe(true))
    expect(ids(pages.current.rows)).toEqual(['a', 'b'])
    expect(pages.current.hasMore).toBe(false)

    act(() => pages.current.retryMore())
    await waitFor(() => expect(ids(pages.current.rows)).toEqual(['a', 'c']))
    expect(source.reads).toEqual([null, 'b', null])
    expect(pages.current.moreFailed).toBe(false)
  })

  it('after a failed first page starts over; after a failed later page reads that page again', async () => {
    const source = createSource(['a', 'b', 'c'])
    source.fail = new Error('You appear to be offline.')
    const pages = renderPages(source)
    await waitFor(() => expect(pages.current.failed).toBe(true))
    expect(pages.current.error).toEqual(new Error('You appear to be offline.'))

    act(() => pages.current.startOver())
    await waitFor(() => expect(ids(pages.current.rows)).toEqual(['a', 'b']))
    expect(pages.current.failed).toBe(false)

    source.fail = new Error('You appear to be offline.')
    act(() => pages.current.loadMore())
    await waitFor(() => expect(pages.current.moreFailed).toBe(true))
    expect(pages.current.failed).toBe(false)
    expect(ids(pages.current.rows)).toEqual(['a', 'b'])

    act(() => pages.current.retryMore())
    await waitFor(() => expect(ids(pages.current.rows)).toEqual(['a', 'b', 'c']))
    expect(source.reads).toEqual([null, null, 'b', 'b'])
  })
})
