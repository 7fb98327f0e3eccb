import { getAdvocateStats, advocateStatsQueryOptions } from './get-advocate-stats'

describe('getAdvocateStats', () => {
  it('returns the four sample figures of docs/PRODUCT.md §3, marked as sample data', async () => {
    const result = await getAdvocateStats()
    expect(result.isSample).toBe(true)
    expect(Object.keys(result.stats).sort()).toEqual([
      'clientMessagesReceived',
      'consultations',
      'forumReplies',
      'profileViews',
    ])
  })

  it('is cached under its feature key', () => {
    expect(advocateStatsQueryOptions().queryKey).toEqual(['advocates', 'stats'])
  })

  it('honours an aborted signal', async () => {
    const controller = new AbortController()
    controller.abort(new DOMException('Left the page', 'AbortError'))
    await expect(getAdvocateStats({ signal: controller.signal })).rejects.toThrow('Left the page')
  })
})
