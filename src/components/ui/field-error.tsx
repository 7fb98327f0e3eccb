import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** The message under an invalid field; pair it with aria-describedby on the control. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null
  return (
    <p role="alert" className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  )
}
