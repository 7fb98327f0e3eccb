import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full border', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary font-semibold text-primary-foreground',
      secondary: 'border-transparent bg-secondary font-semibold text-secondary-foreground',
      brand: 'border-transparent bg-brand font-semibold text-brand-foreground',
      outline: 'font-semibold text-foreground',
      /** A quiet label, e.g. 'Sample data'. */
      muted: 'font-medium text-muted-foreground',
      /** Over a coloured backdrop (the hero). */
      glass: 'bg-background/60 font-medium text-foreground',
    },
    size: { default: 'px-2.5 py-0.5 text-xs', lg: 'px-3 py-1 text-sm' },
  },
  defaultVariants: { variant: 'default', size: 'default' },
})

export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return (
    <span
      data-slot="badge"
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  )
}
