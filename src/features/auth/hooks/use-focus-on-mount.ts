import { useEffect, useRef } from 'react'

/** Moves focus to the element on mount when `enabled` (a view that replaced another one). */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (enabled) ref.current?.focus()
  }, [enabled])
  return ref
}
