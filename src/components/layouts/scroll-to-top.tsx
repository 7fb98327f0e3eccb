import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/** Every route change starts at the top of the page (SPEC §2); in-page anchors still work. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  useLayoutEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
      return
    }
    window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}
