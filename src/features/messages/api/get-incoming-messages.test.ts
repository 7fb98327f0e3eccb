import { getIncomingMessages, incomingMessagesQueryOptions } from './get-incoming-messages'

describe('getIncomingMessages', () => {
  it('returns the docs/PRODUCT.md §3 sample rows, marked as sample data', async () => {
    const result = await getIncomingMessages()
    expect(result.isSample).toBe(true)
    expect(result.messages.length).toBeGreaterThan(0)
  })

  it('is cached under its feature key', () => {
    expect(incomingMessagesQueryOptions().queryKey).toEqual(['messages', 'incoming'])
  })

  it('honours an aborted signal', async () => {
    const controller = new AbortController()
    controller.abort(new DOMException('Left the page', 'AbortError'))
    await expect(getIncomingMessages({ signal: controller.signal })).rejects.toThrow(
      'Left the page',
    )
  })
})
