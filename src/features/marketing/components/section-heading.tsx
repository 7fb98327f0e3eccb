import { cn } from '@/lib/utils'

type SectionHeadingProps = {
  /** Id of the <h2>, for the section's aria-labelledby. */
  id: string
  title: string
  eyebrow?: string
  description?: string
  align?: 'center' | 'start'
  className?: string
}

export function SectionHeading({
  id,
  title,
  eyebrow,
  description,
  align = 'center',
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'flex max-w-2xl flex-col gap-3',
        align === 'center' && 'mx-auto items-center text-center',
        className,
      )}
    >
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
      )}
      <h2 id={id} className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description && (
        <p className="text-pretty text-base text-muted-foreground sm:text-lg">{description}</p>
      )}
    </div>
  )
}
