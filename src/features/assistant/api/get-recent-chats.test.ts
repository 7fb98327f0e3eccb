import { getRecentChats, recentChatsQueryOptions } from './get-recent-chats'

describe('getRecentChats', () => {
  it('returns the SPEC §3 sample rows, marked as sample data', async () => {
    const result = await getRecentChats()
    expect(result.isSample).toBe(true)
    expect(result.chats.length).toBeGreaterThan(0)
  })

  it('is cached under its feature key', () => {
    expect(recentChatsQueryOptions().queryKey).toEqual(['assistant', 'recent-chats'])
  })

  it('honours an aborted signal', async () => {
    const controller = new AbortController()
    controller.abort(new DOMException('Left the page', 'AbortError'))
    await expect(getRecentChats({ signal: controller.signal })).rejects.toThrow('Left the page')
  })
})
