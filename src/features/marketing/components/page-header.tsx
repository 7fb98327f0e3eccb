import type { ReactNode } from 'react'
import { BackdropGlow } from './backdrop-glow'

type PageHeaderProps = {
  title: string
  eyebrow?: string
  description?: ReactNode
  children?: ReactNode
}

/** The top of an inner marketing page: the page's one <h1>, a lead paragraph and optional actions. */
export function PageHeader({ title, eyebrow, description, children }: PageHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden border-b">
      <BackdropGlow />
      <div className="container flex max-w-3xl flex-col items-center gap-4 py-14 text-center sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
        )}
        <h1 className="text-balance text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {description && <p className="text-pretty text-lg text-muted-foreground">{description}</p>}
        {children}
      </div>
    </header>
  )
}
