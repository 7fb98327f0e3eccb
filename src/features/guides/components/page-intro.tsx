import type { ReactNode } from 'react'

type PageIntroProps = {
  eyebrow: string
  title: string
  children?: ReactNode
  /** The language of the eyebrow and title when it is not the page's (a guide's, in English). */
  lang?: string
}

/** The top of a guides page: its one <h1> and a lead paragraph. */
export function PageIntro({ eyebrow, title, children, lang }: PageIntroProps) {
  return (
    <header className="grid gap-3">
      <p lang={lang} className="text-sm font-semibold uppercase tracking-wider text-primary">
        {eyebrow}
      </p>
      <h1 lang={lang} className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h1>
      {children && <div className="text-pretty text-lg text-muted-foreground">{children}</div>}
    </header>
  )
}
