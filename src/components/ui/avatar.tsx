import type { ComponentProps } from 'react'
import { cn, getInitials } from '@/lib/utils'

const SIZES = { md: 'size-9 text-sm', lg: 'size-11 text-sm', xl: 'size-20 text-2xl' }
const TONES = {
  solid: 'bg-primary text-primary-foreground',
  soft: 'bg-primary/15 text-primary',
}

type AvatarProps = ComponentProps<'span'> & {
  name: string | null | undefined
  email: string | null | undefined
  size?: keyof typeof SIZES
  tone?: keyof typeof TONES
}

/** A circle with the user's initials. Decorative: the name is always written next to it or in a label. */
export function Avatar({
  name,
  email,
  size = 'md',
  tone = 'solid',
  className,
  ...props
}: AvatarProps) {
  return (
    <span
      data-slot="avatar"
      aria-hidden="true"
      translate="no"
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold',
        SIZES[size],
        TONES[tone],
        className,
      )}
      {...props}
    >
      {getInitials(name, email)}
    </span>
  )
}
