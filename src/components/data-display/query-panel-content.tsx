import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PanelError, PanelSkeleton } from './panel-states'

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
  if (query.isPending) return <PanelSkeleton label={`Loading ${what}…`} rows={skeletonRows} />
  if (query.isError) {
    return (
      <PanelError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }
  return children(query.data)
}
