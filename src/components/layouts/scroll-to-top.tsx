import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/** Each route change starts at the top of the page (docs/PRODUCT.md §2); in-page anchors work. */
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
