import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryError } from '@/components/ui/error-box'
import { PanelSkeleton } from './panel-states'
import { m as panels } from '@/i18n/messages/panels'

type QueryPanelContentProps<T> = {
  query: UseQueryResult<T>
  /** What the panel lists, lower case, e.g. 'your recent documents'. */
  what: string
  skeletonRows?: number
  children: (data: T) => ReactNode
}

/** The loading skeleton, the error with a retry, or the loaded content of a panel's query. */
export function QueryPanelContent<T>({
  query,
  what,
  skeletonRows,
  children,
}: QueryPanelContentProps<T>) {
  if (query.isPending) return <PanelSkeleton label={panels.loadingWhat(what)} rows={skeletonRows} />
  if (query.isError) {
    return <QueryError title={panels.couldNotLoad(what)} query={query} layout="stacked" />
  }
  return children(query.data)
}
