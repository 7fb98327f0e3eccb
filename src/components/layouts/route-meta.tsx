import { useEffect } from 'react'
import { useMatches } from 'react-router'
import { APP_NAME, DEFAULT_DESCRIPTION } from '@/config/constants'

export type RouteHandle = { title: string; description?: string }

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string'
  )
}

/** Sets the document title and meta description from the deepest route that declares them. */
export function RouteMeta() {
  const matches = useMatches()
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle)
  const title = handle ? `${handle.title} · ${APP_NAME}` : APP_NAME
  const description = handle?.description ?? DEFAULT_DESCRIPTION

  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])

  return null
}
