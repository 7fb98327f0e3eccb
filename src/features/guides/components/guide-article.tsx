import type { GuideDocument } from '../types'
import { CitedSections } from './cited-sections'
import { GuideActions } from './guide-actions'
import { LegalNotice } from './legal-notice'
import { PageIntro } from './page-intro'
import { m } from '../messages/guides'
import { englishContent } from '../utils/english-content'

const sectionTitle = 'text-2xl font-semibold tracking-tight'

/** A guide's page: the short answer, the steps, where to go, the law and what to do next. */
export function GuideArticle({ guide }: { guide: GuideDocument }) {
  return (
    <article className="grid gap-8">
      <PageIntro eyebrow={guide.area} title={guide.title} lang={englishContent} />
      <LegalNotice />
      {m.inEnglish && <p className="text-sm text-muted-foreground">{m.inEnglish}</p>}
      <section aria-labelledby="short-answer" className="grid gap-3">
        <h2 id="short-answer" className={sectionTitle}>
          {m.guide.shortAnswer}
        </h2>
        <p lang={englishContent} className="text-pretty">
          {guide.summary}
        </p>
      </section>
      <section aria-labelledby="what-to-do" className="grid gap-3">
        <h2 id="what-to-do" className={sectionTitle}>
          {m.guide.whatToDo}
        </h2>
        <ol lang={englishContent} className="grid list-decimal gap-2 pl-6">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="where-to-go" className="grid gap-3">
        <h2 id="where-to-go" className={sectionTitle}>
          {m.guide.whereToGo}
        </h2>
        <ul lang={englishContent} className="grid list-disc gap-2 pl-6">
          {guide.where.map((place) => (
            <li key={place}>{place}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="the-law" className="grid gap-3">
        <h2 id="the-law" className={sectionTitle}>
          {m.guide.theLaw}
        </h2>
        <CitedSections cites={guide.cites} />
      </section>
      <section aria-labelledby="next" className="grid gap-3">
        <h2 id="next" className={sectionTitle}>
          {m.guide.needHelp}
        </h2>
        <GuideActions area={guide.area} />
      </section>
    </article>
  )
}
