// @vitest-environment node
import { buildThread, createFakeThreadClient } from '../testing/fake-thread-client'
import { FORUM_QUERIES_LIMIT, forumQueriesQueryOptions, getForumQueries } from './get-forum-queries'

describe('getForumQueries', () => {
  it('asks forum_thread_page for the newest threads awaiting an advocate and maps them to rows', async () => {
    const fake = createFakeThreadClient()
    const named = buildThread({ reply_count: 2 })
    const anonymous = buildThread({
      id: '5f0e0000-0000-4000-8000-000000000002',
      title: 'Is a verbal will valid in India?',
      categories: ['Family Law'],
      is_anonymous: true,
      author_id: null,
      author_name: null,
      author_role: null,
    })
    fake.rpcAnswers.forum_thread_page = () => ({ data: [named, anonymous], error: null })

    const queries = await getForumQueries(fake.client)

    expect(fake.rpc).toHaveBeenCalledWith('forum_thread_page', {
      sort: 'awaiting_advocate',
      page_size: FORUM_QUERIES_LIMIT,
    })
    expect(queries).toEqual([
      {
        id: named.id,
        title: named.title,
        author: 'Meera K.',
        tags: ['Civil Law', 'Property Law'],
        replies: 2,
        created: named.created_at,
      },
      {
        id: anonymous.id,
        title: 'Is a verbal will valid in India?',
        author: 'Anonymous',
        tags: ['Family Law'],
        replies: 0,
        created: anonymous.created_at,
      },
    ])
  })

  it('passes on a database error', async () => {
    const fake = createFakeThreadClient()
    fake.rpcAnswers.forum_thread_page = () => ({
      data: null,
      error: { message: 'permission denied for function forum_thread_page' },
    })
    await expect(getForumQueries(fake.client)).rejects.toMatchObject({
      message: 'permission denied for function forum_thread_page',
    })
  })

  it('is cached under its feature key', () => {
    expect(forumQueriesQueryOptions().queryKey).toEqual(['forum', 'queries'])
  })
})
