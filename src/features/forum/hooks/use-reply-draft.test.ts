import { act, renderHook } from '@testing-library/react'
import { useReplyDraft } from './use-reply-draft'

const THREAD = '5f0e0000-0000-4000-8000-000000000001'
const OTHER_THREAD = '5f0e0000-0000-4000-8000-000000000002'

describe('useReplyDraft', () => {
  it('keeps the draft per user and thread in localStorage, and forgets it when set to blank', () => {
    const { result, rerender } = renderHook(
      ({ threadId, userId }: { threadId: string; userId: string | null }) =>
        useReplyDraft(threadId, userId),
      { initialProps: { threadId: THREAD, userId: 'asha' } },
    )
    act(() => result.current[1]('My answer'))
    expect(result.current[0]).toBe('My answer')

    rerender({ threadId: OTHER_THREAD, userId: 'asha' })
    expect(result.current[0]).toBe('')
    rerender({ threadId: THREAD, userId: 'ravi' })
    expect(result.current[0]).toBe('')
    rerender({ threadId: THREAD, userId: 'asha' })
    expect(result.current[0]).toBe('My answer')

    act(() => result.current[1](''))
    expect(window.localStorage.length).toBe(0)
  })
})
