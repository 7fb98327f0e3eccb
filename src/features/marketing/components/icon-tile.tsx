import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

/** A decorative icon in a soft rounded square; the text beside it carries the meaning. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary ring-1 ring-inset ring-primary/20',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  )
}
