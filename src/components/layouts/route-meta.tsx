import { useEffect } from 'react'
import { useMatches, type UIMatch } from 'react-router'
import { APP_NAME, DEFAULT_DESCRIPTION } from '@/config/constants'

export type RouteHandle = { title: string; description?: string }

/**
 * What a route's loader returns when the page's title depends on its data (a guide's own title):
 * `{ meta: { title, description } }` wins over the route's handle.
 */
export type RouteMetaData = { meta: RouteHandle }

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string'
  )
}

function metaOf(match: UIMatch): RouteHandle | undefined {
  const data = match.loaderData
  if (typeof data === 'object' && data !== null && 'meta' in data && isRouteHandle(data.meta))
    return data.meta
  return isRouteHandle(match.handle) ? match.handle : undefined
}

/** Sets the document title and meta description from the deepest route that declares them. */
export function RouteMeta() {
  const matches = useMatches()
  const handle = matches.map(metaOf).findLast((meta) => meta !== undefined)
  const title = handle ? `${handle.title} · ${APP_NAME}` : APP_NAME
  const description = handle?.description ?? DEFAULT_DESCRIPTION

  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])

  return null
}
