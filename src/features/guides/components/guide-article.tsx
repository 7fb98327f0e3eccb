import type { GuideDocument } from '../types'
import { CitedSections } from './cited-sections'
import { GuideActions } from './guide-actions'
import { LegalNotice } from './legal-notice'
import { PageIntro } from './page-intro'

const sectionTitle = 'text-2xl font-semibold tracking-tight'

/** A guide's page: the short answer, the steps, where to go, the law and what to do next. */
export function GuideArticle({ guide }: { guide: GuideDocument }) {
  return (
    <article className="grid gap-8">
      <PageIntro eyebrow={guide.area} title={guide.title} />
      <LegalNotice />
      <section aria-labelledby="short-answer" className="grid gap-3">
        <h2 id="short-answer" className={sectionTitle}>
          The short answer
        </h2>
        <p className="text-pretty">{guide.summary}</p>
      </section>
      <section aria-labelledby="what-to-do" className="grid gap-3">
        <h2 id="what-to-do" className={sectionTitle}>
          What to do
        </h2>
        <ol className="grid list-decimal gap-2 pl-6">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="where-to-go" className="grid gap-3">
        <h2 id="where-to-go" className={sectionTitle}>
          Where to go
        </h2>
        <ul className="grid list-disc gap-2 pl-6">
          {guide.where.map((place) => (
            <li key={place}>{place}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="the-law" className="grid gap-3">
        <h2 id="the-law" className={sectionTitle}>
          The law it relies on
        </h2>
        <CitedSections cites={guide.cites} />
      </section>
      <section aria-labelledby="next" className="grid gap-3">
        <h2 id="next" className={sectionTitle}>
          Need more help?
        </h2>
        <GuideActions area={guide.area} />
      </section>
    </article>
  )
}
