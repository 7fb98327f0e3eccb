import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * A grey, pulsing placeholder for content that is loading. The caller gives its size and
 * rounding (no default to override: `cn` does not resolve conflicting classes).
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" className={cn('animate-pulse bg-muted', className)} {...props} />
}
