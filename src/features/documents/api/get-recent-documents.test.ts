import { getRecentDocuments, recentDocumentsQueryOptions } from './get-recent-documents'

describe('getRecentDocuments', () => {
  it('returns the docs/PRODUCT.md §3 sample rows, marked as sample data', async () => {
    const result = await getRecentDocuments()
    expect(result.isSample).toBe(true)
    expect(result.documents.length).toBeGreaterThan(0)
  })

  it('is cached under its feature key', () => {
    expect(recentDocumentsQueryOptions().queryKey).toEqual(['documents', 'recent'])
  })

  it('honours an aborted signal', async () => {
    const controller = new AbortController()
    controller.abort(new DOMException('Left the page', 'AbortError'))
    await expect(getRecentDocuments({ signal: controller.signal })).rejects.toThrow('Left the page')
  })
})
