import { FOUNDERS, IMPACT_STORIES } from '@/features/marketing/content/about'
import { FounderCard } from './founder-card'
import { ImpactStoryCard } from './impact-story-card'
import { SectionHeading } from './section-heading'

export function ImpactStoriesSection() {
  return (
    <section aria-labelledby="impact-stories-title" className="border-y bg-muted/40 py-16 sm:py-24">
      <div className="container">
        <SectionHeading
          id="impact-stories-title"
          eyebrow="Impact"
          title="Stories of impact"
          description="What changes when legal information is clear and help is easy to find."
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
        eyebrow="Our team"
        title="Meet the founders"
        description="A small team that believes legal help should not depend on who you know."
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
