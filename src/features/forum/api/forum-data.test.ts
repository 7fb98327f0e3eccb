// @vitest-environment node
import { OFFLINE_ERROR } from '@/lib/api-error'
import type { AppSupabaseClient } from '@/lib/supabase'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { FORUM_LIMITS, THREAD_CARD_COLUMNS } from '../schemas/forum'
import { forumScene } from '../testing/forum-scene'
import { CREATE_THREAD_ERROR, createThread } from './create-thread'
import { forumActivityQueryOptions, getForumActivity } from './get-forum-activity'
import { FORUM_QUERIES_LIMIT, forumQueriesQueryOptions, getForumQueries } from './get-forum-queries'
import { getMyThreadPage, myThreadPagesQueryOptions } from './get-my-threads'
import { getSearchSuggestion } from './get-search-suggestion'
import { getThreadPage, nextPageAfter, threadPagesQueryOptions } from './get-thread-page'
import { forumKeys } from './keys'

// The forum's data operations on the real backend: the search, the sorts, the pages, 'My
// questions', the suggestion and the posting limit are the database's own.
const backend = withRealBackend()
const { faults, sql } = backend
const scene = forumScene(sql)

/**
 * supabase-js whose every query answers `data` at once: rows in a shape no migrated database
 * sends, to see the app refuse them (a unit-level stand-in, no rules in it).
 */
function answering(data: unknown): AppSupabaseClient {
  const query = answer(data)
  return { rpc: () => query, from: () => query } as unknown as AppSupabaseClient
}

/** A query builder that answers `data` whatever is chained on it. */
function answer(data: unknown): object {
  const query: object = new Proxy(
    {},
    {
      get: (_, name) =>
        name === 'then'
          ? (resolve: (value: unknown) => unknown) => resolve({ data, error: null })
          : () => query,
    },
  )
  return query
}

const NEWEST = { search: '', category: null, sort: 'newest' } as const
const titles = (threads: { title: string }[]) => threads.map((thread) => thread.title)

let me: SignedInMember
let asker: string
beforeAll(async () => {
  me = await backend.signUp({ name: 'Asha Rao' })
  asker = await scene.member('Meera K.')
})
beforeEach(() => scene.clear())

/** `count` threads by Meera, one a minute, the last the newest; returns their ids, oldest first. */
async function postMany(count: number) {
  const ids: string[] = []
  for (let n = 1; n <= count; n++)
    ids.push(
      await scene.postThread({ author: asker, title: `Question number ${n}`, minutesAgo: 100 - n }),
    )
  return ids
}

describe('getThreadPage', () => {
  it('reads a page of forum_thread_page with the filters, only the card columns, newest first', async () => {
    await scene.postThread({
      author: asker,
      title: 'Anticipatory bail for a false dowry complaint',
      categories: ['Criminal Law', 'Family Law'],
      minutesAgo: 60,
    })
    await scene.postThread({ author: asker, title: 'Bail conditions for a cheque case' })
    await scene.postThread({ author: asker, title: 'My landlord keeps the deposit' })

    const found = await getThreadPage(
      me.client,
      { search: '  dowry  ', category: 'Criminal Law', sort: 'relevance' },
      null,
    )
    expect(titles(found)).toEqual(['Anticipatory bail for a false dowry complaint'])
    expect(Object.keys(found[0]).sort()).toEqual(THREAD_CARD_COLUMNS.split(',').sort())

    // A blank box is no search: every thread, newest first.
    expect(titles(await getThreadPage(me.client, { ...NEWEST, search: '   ' }, null))).toEqual([
      'Anticipatory bail for a false dowry complaint',
      'My landlord keeps the deposit',
      'Bail conditions for a cheque case',
    ])
  })

  it('reads the page after a thread', async () => {
    const ids = await postMany(25)
    const first = await getThreadPage(me.client, NEWEST, null)
    expect(first).toHaveLength(FORUM_LIMITS.pageSize)
    const second = await getThreadPage(me.client, NEWEST, ids[5])
    expect(second.map((thread) => thread.id)).toEqual(ids.slice(0, 5).reverse())
  })

  it('passes the abort signal on', async () => {
    const abortSignal = vi.fn()
    abortSignal.mockReturnValue(answer([]))
    const client = {
      rpc: () => ({ select: () => ({ abortSignal }) }),
    } as unknown as AppSupabaseClient
    const signal = new AbortController().signal
    await getThreadPage(client, NEWEST, null, signal)
    expect(abortSignal).toHaveBeenCalledWith(signal)
  })

  it("throws the database's error instead of hiding it", async () => {
    await expect(
      getThreadPage(me.client, { ...NEWEST, search: 'x'.repeat(201) }, null),
    ).rejects.toMatchObject({ code: '22023' })
    await expect(
      getThreadPage(me.client, NEWEST, '5f0e0000-0000-4000-8000-0000000000ff'),
    ).rejects.toMatchObject({ message: 'The page you were reading has changed: reload the list.' })
  })

  it('rejects rows of an unexpected shape', async () => {
    await postMany(1)
    const [card] = await getThreadPage(me.client, NEWEST, null)
    await expect(
      getThreadPage(answering([{ ...card, reply_count: -1 }]), NEWEST, null),
    ).rejects.toThrow(/unexpected shape/)
  })
})

describe('the pages of /forum', () => {
  it('go on after the last thread of a full page, and stop after a short one', async () => {
    await postMany(FORUM_LIMITS.pageSize)
    const full = await getThreadPage(me.client, NEWEST, null)
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

describe('getMyThreadPage', () => {
  it('reads the threads I asked or answered, latest activity first, a page after a thread', async () => {
    const mine = await scene.postThread({ author: me.id, title: 'My own question about my lease' })
    const answered = await scene.postThread({ author: asker, title: 'A question I answered' })
    await scene.postReply(answered, { author: me.id, minutesAgo: 10 })
    await scene.postThread({ author: asker, title: 'Someone else’s question' })

    const page = await getMyThreadPage(me.client, null)
    expect(page.map((thread) => thread.id)).toEqual([answered, mine])
    expect(Object.keys(page[0]).sort()).toEqual(THREAD_CARD_COLUMNS.split(',').sort())
    expect(await getMyThreadPage(me.client, answered)).toEqual([
      expect.objectContaining({ id: mine, is_mine: true }),
    ])
  })

  it("throws the database's error instead of hiding it", async () => {
    const gone = await scene.postThread({ author: asker, title: 'Not a thread of mine' })
    await expect(getMyThreadPage(me.client, gone)).rejects.toMatchObject({
      code: '22023',
      message: 'The page you were reading has changed: reload the list.',
    })
  })

  it("is cached among the forum's lists, so whatever marks the lists stale marks it too", () => {
    const key = myThreadPagesQueryOptions().queryKey
    expect(key.slice(0, forumKeys.lists().length)).toEqual([...forumKeys.lists()])
  })
})

describe('getSearchSuggestion', () => {
  it('names the category whose threads match the search, outside the chosen tag', async () => {
    await scene.postThread({
      author: asker,
      title: 'Talaq said three times over the phone',
      categories: ['Family Law'],
    })
    expect(
      await getSearchSuggestion(me.client, { search: 'talaq', category: 'Property Law' }),
    ).toEqual({ suggested_category: 'Family Law', has_matches: true })
    expect(await getSearchSuggestion(me.client, { search: 'zzzqqq', category: null })).toEqual({
      suggested_category: null,
      has_matches: false,
    })
  })

  it('rejects a category the forum does not have', async () => {
    await expect(
      getSearchSuggestion(answering({ suggested_category: 'Tax Law', has_matches: true }), {
        search: 'gst',
        category: null,
      }),
    ).rejects.toThrow(/unexpected shape/)
  })
})

describe('getForumActivity', () => {
  it('reads how many threads and replies I have posted', async () => {
    const thread = await scene.postThread({ author: me.id, title: 'My question about a will' })
    for (const minutesAgo of [30, 20]) await scene.postReply(thread, { author: me.id, minutesAgo })
    await scene.postThread({ author: asker, title: 'Someone else’s question' })
    await expect(getForumActivity(me.client)).resolves.toEqual({ threads: 1, replies: 2 })
  })

  it('refuses a record in another shape', async () => {
    await expect(getForumActivity(answering({ replies: -1 }))).rejects.toThrow('unexpected shape')
  })

  it('is cached under its feature key', () => {
    expect(forumActivityQueryOptions().queryKey).toEqual(['forum', 'activity'])
  })
})

describe('getForumQueries', () => {
  it('lists the newest threads no advocate has answered, as rows; anonymous askers stay anonymous', async () => {
    const advocate = await scene.member('Adv. Priya Nair', { role: 'advocate', verified: true })
    const answered = await scene.postThread({ author: asker, title: 'Answered by an advocate' })
    await scene.postReply(answered, { author: advocate })
    const named = await scene.postThread({
      author: asker,
      title: 'Can my landlord keep the whole deposit?',
      categories: ['Civil Law', 'Property Law'],
      minutesAgo: 60,
    })
    await scene.postReply(named, { author: me.id, minutesAgo: 30 })
    await scene.postReply(named, { author: me.id, minutesAgo: 20 })
    const anonymous = await scene.postThread({
      author: asker,
      title: 'Is a verbal will valid in India?',
      categories: ['Family Law'],
      anonymous: true,
      minutesAgo: 30,
    })

    const queries = await getForumQueries(me.client)

    expect(queries).toEqual([
      {
        id: anonymous,
        title: 'Is a verbal will valid in India?',
        author: 'Anonymous',
        tags: ['Family Law'],
        replies: 0,
        created: expect.any(String),
      },
      {
        id: named,
        title: 'Can my landlord keep the whole deposit?',
        author: 'Meera K.',
        tags: ['Civil Law', 'Property Law'],
        replies: 2,
        created: expect.any(String),
      },
    ])
  })

  it(`reads at most ${FORUM_QUERIES_LIMIT}, and passes on a failure`, async () => {
    await postMany(FORUM_QUERIES_LIMIT + 1)
    expect(await getForumQueries(me.client)).toHaveLength(FORUM_QUERIES_LIMIT)
    faults.failNext('POST /rest/v1/rpc/forum_thread_page', {
      code: '42501',
      message: 'permission denied for function forum_thread_page',
    })
    await expect(getForumQueries(me.client)).rejects.toMatchObject({
      message: 'permission denied for function forum_thread_page',
    })
  })

  it('is cached under its feature key', () => {
    expect(forumQueriesQueryOptions().queryKey).toEqual(['forum', 'queries'])
  })
})

describe('createThread', () => {
  const thread = () => ({
    title: 'Can my landlord keep my deposit?',
    body: 'He says the walls need painting after three years of tenancy.',
    categories: ['Civil Law' as const, 'Property Law' as const],
    is_anonymous: true,
  })

  it('inserts the four columns a user may write and returns the new id', async () => {
    const id = await createThread(me.client, thread())
    expect(
      await sql(
        'select author_id, title, body, categories, is_anonymous from public.forum_threads where id = $1',
        [id],
      ),
    ).toEqual([{ author_id: me.id, ...thread() }])
  })

  it("shows the posting limit's own message (LS004)", async () => {
    const busy = await backend.signUp({ name: 'Busy Bee' })
    for (let posted = 0; posted < 5; posted++) await createThread(busy.client, thread())
    await expect(createThread(busy.client, thread())).rejects.toMatchObject({
      message: 'You can start at most 5 threads an hour. Please wait a while and post again.',
      code: 'LS004',
    })
  })

  it("never shows the database's wording for other failures", async () => {
    await expect(createThread(me.client, { ...thread(), categories: [] })).rejects.toMatchObject({
      message: CREATE_THREAD_ERROR,
    })
    faults.failNext('POST /rest/v1/forum_threads', 'network')
    await expect(createThread(me.client, thread())).rejects.toMatchObject({
      message: OFFLINE_ERROR,
    })
  })
})
