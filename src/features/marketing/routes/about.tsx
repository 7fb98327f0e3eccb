import type { RouteHandle } from '@/components/layouts/route-meta'
import { paths } from '@/config/paths'
import { ImpactStoriesSection, TeamSection } from '@/features/marketing/components/about-sections'
import { CallToAction, CtaLink } from '@/features/marketing/components/call-to-action'
import { MissionSection } from '@/features/marketing/components/mission-section'
import { PageHeader } from '@/features/marketing/components/page-header'
import { m } from '@/features/marketing/messages/about'

export const handle: RouteHandle = { title: m.pageTitle }

export function Component() {
  return (
    <div>
      <PageHeader eyebrow={m.eyebrow} title={m.title} description={m.description} />
      <MissionSection />
      <ImpactStoriesSection />
      <TeamSection />
      <CallToAction title={m.cta.title} description={m.cta.description}>
        <CtaLink to={paths.auth.getHref()}>{m.cta.getStarted}</CtaLink>
        <CtaLink to={paths.contact.getHref()} variant="outline">
          {m.cta.contactUs}
        </CtaLink>
      </CallToAction>
    </div>
  )
}
