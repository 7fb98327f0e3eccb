import { FOUNDERS, IMPACT_STORIES } from '@/features/marketing/content/about'
import { FounderCard } from './founder-card'
import { ImpactStoryCard } from './impact-story-card'
import { SectionHeading } from './section-heading'
import { m } from '@/features/marketing/messages/about'

export function ImpactStoriesSection() {
  return (
    <section aria-labelledby="impact-stories-title" className="border-y bg-muted/40 py-16 sm:py-24">
      <div className="container">
        <SectionHeading
          id="impact-stories-title"
          eyebrow={m.impact.eyebrow}
          title={m.impact.title}
          description={m.impact.description}
        />
        <ul className="mt-12 grid gap-4 md:grid-cols-3 lg:gap-6">
          {IMPACT_STORIES.map((story) => (
            <li key={story.title}>
              <ImpactStoryCard story={story} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function TeamSection() {
  return (
    <section aria-labelledby="team-title" className="container py-16 sm:py-24">
      <SectionHeading
        id="team-title"
        eyebrow={m.team.eyebrow}
        title={m.team.title}
        description={m.team.description}
      />
      <ul className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-2 lg:gap-6">
        {FOUNDERS.map((founder) => (
          <li key={founder.name}>
            <FounderCard founder={founder} />
          </li>
        ))}
      </ul>
    </section>
  )
}
