import { useSyncExternalStore } from 'react'

/** Tailwind's `lg` breakpoint: from here the form and the preview sit side by side. */
const DESKTOP_QUERY = '(min-width: 1024px)'

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(DESKTOP_QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}
const getSnapshot = () => window.matchMedia(DESKTOP_QUERY).matches

/** True on a wide screen; phones and tablets get the 'Form' / 'Preview' tabs instead. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
