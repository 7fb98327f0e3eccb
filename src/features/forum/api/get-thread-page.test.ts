// @vitest-environment node
import { FORUM_LIMITS, THREAD_CARD_COLUMNS } from '../schemas/forum'
import { createFakeForumListClient, threadCard } from '../testing/fake-forum-list-client'
import { getThreadPage, nextPageAfter, threadPagesQueryOptions } from './get-thread-page'

const NEWEST = { search: '', category: null, sort: 'newest' } as const
const many = (count: number) => Array.from({ length: count }, (_, index) => threadCard(index + 1))

describe('getThreadPage', () => {
  it('asks forum_thread_page for the first page with the filters and only the card columns', async () => {
    const fake = createFakeForumListClient([threadCard(1), threadCard(2)])
    const page = await getThreadPage(
      fake.client,
      { search: '  bail  ', category: 'Criminal Law', sort: 'relevance' },
      null,
    )
    expect(fake.rpc).toHaveBeenCalledWith('forum_thread_page', {
      search: 'bail',
      category: 'Criminal Law',
      sort: 'relevance',
      after: null,
      page_size: FORUM_LIMITS.pageSize,
    })
    expect(page).toEqual([])

    const all = await getThreadPage(fake.client, NEWEST, null)
    expect(all.map((thread) => thread.title)).toEqual([
      'Question number 2 about a legal problem',
      'Question number 1 about a legal problem',
    ])
    expect(Object.keys(all[0]).sort()).toEqual(THREAD_CARD_COLUMNS.split(',').sort())
  })

  it('sends no search when the box is blank, and reads the page after a thread', async () => {
    const threads = many(25)
    const fake = createFakeForumListClient(threads)
    const second = await getThreadPage(fake.client, { ...NEWEST, search: '   ' }, threads[5].id)
    expect(fake.pageRequests()[0]).toMatchObject({ search: null, after: threads[5].id })
    expect(second.map((thread) => thread.id)).toEqual(
      threads
        .slice(0, 5)
        .reverse()
        .map((thread) => thread.id),
    )
  })

  it('passes the abort signal on', async () => {
    const fake = createFakeForumListClient()
    const signal = new AbortController().signal
    await getThreadPage(fake.client, NEWEST, null, signal)
    const builder = fake.rpc.mock.results[0].value as { abortSignal: ReturnType<typeof vi.fn> }
    expect(builder.abortSignal).toHaveBeenCalledWith(signal)
  })

  it('throws the database error instead of hiding it', async () => {
    const fake = createFakeForumListClient()
    fake.failures.page = { code: '22023', message: 'Search at most 200 characters.' }
    await expect(getThreadPage(fake.client, NEWEST, null)).rejects.toMatchObject({
      message: 'Search at most 200 characters.',
    })
  })

  it('rejects rows of an unexpected shape', async () => {
    const fake = createFakeForumListClient([{ ...threadCard(1), reply_count: -1 }])
    await expect(getThreadPage(fake.client, NEWEST, null)).rejects.toThrow(/unexpected shape/)
  })
})

describe('the pages of /forum', () => {
  it('go on after the last thread of a full page, and stop after a short one', () => {
    const full = many(FORUM_LIMITS.pageSize)
    expect(nextPageAfter(full)).toBe(full[full.length - 1].id)
    expect(nextPageAfter(full.slice(1))).toBeUndefined()
    expect(nextPageAfter([])).toBeUndefined()
  })

  it('are cached per filters under the forum lists, starting with no `after`', () => {
    const options = threadPagesQueryOptions({ search: 'bail', category: null, sort: 'upvoted' })
    expect(options.queryKey).toEqual([
      'forum',
      'list',
      { search: 'bail', category: null, sort: 'upvoted' },
    ])
    expect(options.initialPageParam).toBeNull()
  })
})
