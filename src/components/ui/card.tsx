import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

// `cn` does not resolve conflicts, so what callers vary is a prop, never a className override.

export function Card({
  className,
  featured = false,
  ...props
}: ComponentProps<'div'> & { featured?: boolean }) {
  return (
    <div
      data-slot="card"
      className={cn(
        'rounded-lg border bg-card text-card-foreground',
        featured ? 'border-primary shadow-lg ring-1 ring-primary' : 'shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

const HEADER_GAPS = { sm: 'gap-1.5', md: 'gap-2', lg: 'gap-3' }

export function CardHeader({
  className,
  gap = 'sm',
  ...props
}: ComponentProps<'div'> & { gap?: keyof typeof HEADER_GAPS }) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col p-6', HEADER_GAPS[gap], className)}
      {...props}
    />
  )
}

export function CardTitle({ className, children, ...props }: ComponentProps<'h3'>) {
  return (
    <h3
      data-slot="card-title"
      className={cn('text-lg font-semibold leading-tight', className)}
      {...props}
    >
      {children}
    </h3>
  )
}

export function CardDescription({
  className,
  size = 'sm',
  ...props
}: ComponentProps<'p'> & { size?: 'sm' | 'base' }) {
  return (
    <p
      data-slot="card-description"
      className={cn(size === 'sm' ? 'text-sm' : 'text-base', 'text-muted-foreground', className)}
      {...props}
    />
  )
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-6 pt-0', className)} {...props} />
}

/** A row of actions, or with `stacked` a full-width column of them. */
export function CardFooter({
  className,
  stacked = false,
  ...props
}: ComponentProps<'div'> & { stacked?: boolean }) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        'flex p-6 pt-0',
        stacked ? 'flex-col items-stretch gap-3' : 'items-center',
        className,
      )}
      {...props}
    />
  )
}
