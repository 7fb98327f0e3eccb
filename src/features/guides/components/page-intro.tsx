import type { ReactNode } from 'react'

type PageIntroProps = { eyebrow: string; title: string; children?: ReactNode }

/** The top of a guides page: its one <h1> and a lead paragraph. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className="grid gap-3">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
      <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children && <div className="text-pretty text-lg text-muted-foreground">{children}</div>}
    </header>
  )
}
