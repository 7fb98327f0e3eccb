// @vitest-environment node
import { createFakeThreadClient } from '../testing/fake-thread-client'
import { forumActivityQueryOptions, getForumActivity } from './get-forum-activity'

describe('getForumActivity', () => {
  it('reads the one record of my_forum_activity', async () => {
    const fake = createFakeThreadClient()
    fake.rpcAnswers.my_forum_activity = () => ({ data: { threads: 1, replies: 7 }, error: null })
    await expect(getForumActivity(fake.client)).resolves.toEqual({ threads: 1, replies: 7 })
    expect(fake.rpc).toHaveBeenCalledWith('my_forum_activity')
  })

  it('refuses a record in another shape', async () => {
    const fake = createFakeThreadClient()
    fake.rpcAnswers.my_forum_activity = () => ({ data: { replies: -1 }, error: null })
    await expect(getForumActivity(fake.client)).rejects.toThrow('unexpected shape')
  })

  it('is cached under its feature key', () => {
    expect(forumActivityQueryOptions().queryKey).toEqual(['forum', 'activity'])
  })
})
