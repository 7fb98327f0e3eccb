import { act, renderHook } from '@testing-library/react'
import { NAV_SCROLL_THRESHOLD_PX } from '@/config/constants'
import { useScrolled } from './use-scrolled'

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('useScrolled', () => {
  afterEach(() => {
    window.scrollY = 0
  })

  it('turns on only once the page is scrolled more than 10 px', () => {
    expect(NAV_SCROLL_THRESHOLD_PX).toBe(10)
    const { result } = renderHook(() => useScrolled())
    expect(result.current).toBe(false)

    scrollTo(10)
    expect(result.current).toBe(false)

    scrollTo(11)
    expect(result.current).toBe(true)

    scrollTo(0)
    expect(result.current).toBe(false)
  })

  it('is on at first render when the page is already scrolled', () => {
    window.scrollY = 400
    const { result } = renderHook(() => useScrolled())
    expect(result.current).toBe(true)
  })
})
