import { getForumQueries, forumQueriesQueryOptions } from './get-forum-queries'

describe('getForumQueries', () => {
  it('returns the SPEC §3 sample rows, marked as sample data', async () => {
    const result = await getForumQueries()
    expect(result.isSample).toBe(true)
    expect(result.queries.length).toBeGreaterThan(0)
  })

  it('is cached under its feature key', () => {
    expect(forumQueriesQueryOptions().queryKey).toEqual(['forum', 'queries'])
  })

  it('honours an aborted signal', async () => {
    const controller = new AbortController()
    controller.abort(new DOMException('Left the page', 'AbortError'))
    await expect(getForumQueries({ signal: controller.signal })).rejects.toThrow('Left the page')
  })
})
