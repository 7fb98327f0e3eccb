// @vitest-environment node
import { THREAD_CARD_COLUMNS } from '../schemas/forum'
import { createFakeForumListClient, threadCard } from '../testing/fake-forum-list-client'
import { getMyThreadPage, myThreadPagesQueryOptions } from './get-my-threads'
import { forumKeys } from './keys'

describe('getMyThreadPage', () => {
  it('asks my_forum_threads for a page after a thread, with only the card columns', async () => {
    const mine = threadCard(1, { is_mine: true })
    const answered = threadCard(2)
    const fake = createFakeForumListClient([mine, answered, threadCard(3)])
    fake.repliedTo.add(answered.id)
    const page = await getMyThreadPage(fake.client, null)
    expect(fake.requestsOf('my_forum_threads')).toEqual([{ after: null, page_size: 20 }])
    expect(page.map((thread) => thread.id)).toEqual([answered.id, mine.id])
    expect(Object.keys(page[0]).sort()).toEqual(THREAD_CARD_COLUMNS.split(',').sort())
    expect(await getMyThreadPage(fake.client, answered.id)).toEqual([
      expect.objectContaining({ id: mine.id }),
    ])
  })

  it('throws the database error instead of hiding it', async () => {
    const fake = createFakeForumListClient()
    fake.failures.mine = { message: 'permission denied for function my_forum_threads' }
    await expect(getMyThreadPage(fake.client, null)).rejects.toMatchObject({
      message: 'permission denied for function my_forum_threads',
    })
  })

  it("is cached among the forum's lists, so whatever marks the lists stale marks it too", () => {
    const key = myThreadPagesQueryOptions().queryKey
    expect(key.slice(0, forumKeys.lists().length)).toEqual([...forumKeys.lists()])
  })
})
