import { lazy, Suspense, type ComponentProps } from 'react'
import { withQueryClient } from '@/lib/query-client-loader'
import { cn } from '@/lib/utils'

// UpgradeAction and TanStack Query load only when a page shows it (a signed-in free user), so
// a public page keeps them out of its first load.
const UpgradeAction = lazy(() =>
  withQueryClient(import('./upgrade-action')).then((module) => ({
    default: module.UpgradeAction,
  })),
)

const HEIGHTS = { default: 'h-10', lg: 'h-11' }

/** UpgradeAction, loaded on demand; until then a block of the button's height holds its place. */
export function LazyUpgradeAction(props: ComponentProps<typeof UpgradeAction>) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className={cn(HEIGHTS[props.size ?? 'default'], 'animate-pulse rounded-md bg-muted')}
        />
      }
    >
      <UpgradeAction {...props} />
    </Suspense>
  )
}
