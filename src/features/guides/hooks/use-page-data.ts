import { useMatches } from 'react-router'

/**
 * What this page's loader returned. The same as useLoaderData for these leaf routes, through
 * useMatches, which every page's first load already holds (RouteMeta uses it): the home page's
 * JavaScript is within a few bytes of its ceiling (scripts/size.mjs).
 */
export function usePageData<T>(): T {
  return useMatches().at(-1)?.loaderData as T
}
