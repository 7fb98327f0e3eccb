import { useCallback, useSyncExternalStore } from 'react'
import { NAV_SCROLL_THRESHOLD_PX } from '@/config/constants'

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** True once the page is scrolled more than `thresholdPx` (strictly; docs/PRODUCT.md §9). */
export function useScrolled(thresholdPx: number = NAV_SCROLL_THRESHOLD_PX): boolean {
  const isPastThreshold = useCallback(() => window.scrollY > thresholdPx, [thresholdPx])
  return useSyncExternalStore(subscribeToScroll, isPastThreshold, () => false)
}
