import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { BackdropGlow } from './backdrop-glow'

type CallToActionProps = {
  title: string
  description: string
  /** The buttons: CtaLink elements. */
  children: ReactNode
  footnote?: string
}

/** A closing panel shared by the marketing pages; calm in both themes. */
export function CallToAction({ title, description, children, footnote }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-title" className="container py-16 sm:py-24">
      <div className="relative isolate overflow-hidden rounded-2xl border bg-card px-6 py-12 text-center text-card-foreground shadow-sm sm:px-12 sm:py-16">
        <BackdropGlow />
        <h2 id="cta-title" className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-muted-foreground">
          {description}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        {footnote && (
          <p className="mx-auto mt-8 max-w-2xl text-pretty text-sm text-muted-foreground">
            {footnote}
          </p>
        )}
      </div>
    </section>
  )
}

/** A large button-styled link for the panel. */
export function CtaLink({
  to,
  variant = 'default',
  children,
}: {
  to: string
  variant?: 'default' | 'outline'
  children: ReactNode
}) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={to}>{children}</Link>
    </Button>
  )
}
