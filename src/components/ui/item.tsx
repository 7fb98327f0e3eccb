import { Slot } from '@radix-ui/react-slot'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

type ItemProps = ComponentProps<'div'> & {
  /** Render the child element (e.g. an `li`) as the item. */
  asChild?: boolean
}

/** One entry of a list: its content (title and details) and its actions side by side. */
export function Item({ className, asChild = false, ...props }: ItemProps) {
  const Component = asChild ? Slot : 'div'
  return (
    <Component
      data-slot="item"
      className={cn('flex items-center justify-between gap-3', className)}
      {...props}
    />
  )
}

export function ItemContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="item-content" className={cn('min-w-0', className)} {...props} />
}

export function ItemTitle({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="item-title" className={cn('break-words font-medium', className)} {...props} />
  )
}

/** The muted line under the title: date, counts, kind. */
export function ItemDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="item-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export function ItemActions({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="item-actions"
      className={cn('flex shrink-0 items-center gap-2', className)}
      {...props}
    />
  )
}
