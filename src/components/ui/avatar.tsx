import type { ComponentProps } from 'react'
import { cn, getInitials } from '@/lib/utils'

type AvatarProps = ComponentProps<'span'> & {
  name: string | null | undefined
  email: string | null | undefined
}

/** A circle with the user's initials. Decorative: the name is always written next to it or in a label. */
export function Avatar({ name, email, className, ...props }: AvatarProps) {
  return (
    <span
      data-slot="avatar"
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 select-none items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
      {...props}
    >
      {getInitials(name, email)}
    </span>
  )
}
