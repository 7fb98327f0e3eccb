import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { OFFLINE_ERROR } from '@/lib/api-error'
import { createFakeForumListClient } from '../testing/fake-forum-list-client'
import { CREATE_THREAD_ERROR, createThread, useCreateThread } from './create-thread'
import { forumKeys } from './keys'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const THREAD = {
  title: 'Can my landlord keep my deposit?',
  body: 'He says the walls need painting after three years of tenancy.',
  categories: ['Civil Law', 'Property Law'] as const,
  is_anonymous: true,
}
const thread = () => ({ ...THREAD, categories: [...THREAD.categories] })
const LIMIT_MESSAGE = 'You can start at most 5 threads an hour. Please wait a while and post again.'

describe('createThread', () => {
  it('inserts the four columns a user may write and returns the new id', async () => {
    const fake = createFakeForumListClient()
    fake.setNextId('a0000000-0000-4000-8000-0000000000ff')
    expect(await createThread(fake.client, thread())).toBe('a0000000-0000-4000-8000-0000000000ff')
    expect(fake.from).toHaveBeenCalledWith('forum_threads')
    expect(fake.inserted).toEqual([thread()])
  })

  it("shows the posting limit's own message (LS004)", async () => {
    const fake = createFakeForumListClient()
    fake.failures.insert = { code: 'LS004', message: LIMIT_MESSAGE }
    await expect(createThread(fake.client, thread())).rejects.toMatchObject({
      message: LIMIT_MESSAGE,
      code: 'LS004',
    })
  })

  it("never shows the database's wording for other failures", async () => {
    const fake = createFakeForumListClient()
    fake.failures.insert = {
      code: '23514',
      message: 'new row for relation "forum_threads" violates check constraint',
    }
    await expect(createThread(fake.client, thread())).rejects.toMatchObject({
      message: CREATE_THREAD_ERROR,
    })
    fake.failures.insert = { code: '', message: 'TypeError: Failed to fetch' }
    await expect(createThread(fake.client, thread())).rejects.toMatchObject({
      message: OFFLINE_ERROR,
    })
  })
})

describe('useCreateThread', () => {
  it('marks the forum lists and the advocates’ open questions stale once posted', async () => {
    const fake = createFakeForumListClient()
    loadSupabase.mockResolvedValue(fake.client)
    const queryClient = new QueryClient()
    const listKey = forumKeys.list({ search: '', category: null, sort: 'newest' })
    queryClient.setQueryData(listKey, { pages: [], pageParams: [] })
    queryClient.setQueryData(forumKeys.queries(), { queries: [] })
    queryClient.setQueryData(forumKeys.thread('other'), { id: 'other' })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )

    const { result } = renderHook(() => useCreateThread(), { wrapper })
    await act(() => result.current.mutateAsync(thread()))

    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(forumKeys.queries())?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(forumKeys.thread('other'))?.isInvalidated).toBe(false)
  })
})
