import { Info } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import {
  LEGAL_DISCLAIMER,
  LEGAL_LAST_UPDATED,
  type LegalDocument as LegalDocumentContent,
} from '@/features/marketing/content/legal'
import { LegalSectionView } from './legal-section'
import { m } from '@/features/marketing/messages/legal'

/** Privacy policy and terms share one readable layout: header, contents, sections. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <div className="container max-w-3xl py-12 sm:py-16">
      <header className="flex flex-col gap-4 border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{document.title}</h1>
        <p className="text-sm text-muted-foreground">
          {m.lastUpdated}
          <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
        </p>
        <p className="text-pretty text-lg leading-relaxed">{document.intro}</p>
        <p className="flex gap-3 rounded-lg border bg-muted/50 p-4 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{LEGAL_DISCLAIMER}</span>
        </p>
      </header>
      <nav aria-labelledby="toc-title" className="border-b py-8">
        <h2 id="toc-title" className="text-lg font-semibold">
          {m.onThisPage}
        </h2>
        <ol className="mt-4 grid list-decimal gap-2 pl-5 text-primary marker:text-muted-foreground sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-col gap-10 pt-10">
        {document.sections.map((section, index) => (
          <LegalSectionView key={section.id} section={section} number={index + 1} />
        ))}
      </div>
      <p className="mt-12 border-t pt-8 text-muted-foreground">
        {m.unclear}
        <Link
          to={paths.contact.getHref()}
          className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {m.contactUs}
        </Link>
        {m.explain}
      </p>
    </div>
  )
}
