import { renderHook } from '@testing-library/react'
import { useUnreadInTitle } from './use-live-notifications'

describe('useUnreadInTitle', () => {
  it('puts the count before the title, keeps it there when a page sets its own, and takes it off', async () => {
    document.title = 'Messages · LexSetu'
    const { rerender, unmount } = renderHook(({ unread }) => useUnreadInTitle(unread), {
      initialProps: { unread: 3 },
    })
    expect(document.title).toBe('(3) Messages · LexSetu')
    document.title = 'Settings · LexSetu'
    await vi.waitFor(() => expect(document.title).toBe('(3) Settings · LexSetu'))
    rerender({ unread: 0 })
    expect(document.title).toBe('Settings · LexSetu')
    rerender({ unread: 12 })
    unmount()
    expect(document.title).toBe('Settings · LexSetu')
  })
})
