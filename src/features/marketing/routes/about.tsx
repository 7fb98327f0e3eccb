import type { RouteHandle } from '@/components/layouts/route-meta'
import { paths } from '@/config/paths'
import { ImpactStoriesSection, TeamSection } from '@/features/marketing/components/about-sections'
import { CallToAction, CtaLink } from '@/features/marketing/components/call-to-action'
import { MissionSection } from '@/features/marketing/components/mission-section'
import { PageHeader } from '@/features/marketing/components/page-header'

export const handle: RouteHandle = { title: 'About us' }

export function Component() {
  return (
    <div>
      <PageHeader
        eyebrow="About LexSetu"
        title="Bringing legal help within everyone’s reach"
        description="LexSetu helps people across India understand their legal rights, prepare the documents they need and find the right advocate."
      />
      <MissionSection />
      <ImpactStoriesSection />
      <TeamSection />
      <CallToAction
        title="Join us in making legal help accessible"
        description="Create a free account to get started, or tell us how we can help."
      >
        <CtaLink to={paths.auth.getHref()}>Get Started</CtaLink>
        <CtaLink to={paths.contact.getHref()} variant="outline">
          Contact Us
        </CtaLink>
      </CallToAction>
    </div>
  )
}
