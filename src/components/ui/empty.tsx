import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

const emptyVariants = cva('grid justify-items-center border border-dashed px-4 text-center', {
  variants: {
    size: {
      /** A screen's or a list's empty state. */
      default: 'gap-3 rounded-lg py-12',
      /** Inside a card, filling the card's height. */
      sm: 'flex-1 content-center gap-2 rounded-md py-8',
    },
  },
  defaultVariants: { size: 'default' },
})

/** An intentional empty state: an icon, what will appear here, and how to get started. */
export function Empty({
  className,
  size,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof emptyVariants>) {
  return <div data-slot="empty" className={cn(emptyVariants({ size }), className)} {...props} />
}

/** The empty state's icon (a Lucide icon as its child). */
export function EmptyMedia({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="empty-media"
      aria-hidden="true"
      className={cn('text-muted-foreground [&_svg]:size-8', className)}
      {...props}
    />
  )
}

/** The empty state's heading; a card's empty state passes `className` for a quieter one. */
export function EmptyTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="empty-title"
      className={cn('max-w-full break-words', className ?? 'text-lg font-semibold')}
      {...props}
    >
      {children}
    </h2>
  )
}

export function EmptyDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="empty-description"
      className={cn('text-sm text-muted-foreground', className ?? 'max-w-sm')}
      {...props}
    />
  )
}

/** The empty state's actions, e.g. 'Clear filters' and 'New Thread'. */
export function EmptyContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="empty-content"
      className={cn('flex flex-wrap justify-center gap-2', className)}
      {...props}
    />
  )
}
