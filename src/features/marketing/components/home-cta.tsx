import { ArrowRight } from 'lucide-react'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { CallToAction, CtaLink } from './call-to-action'
import { m } from '../messages/home'

export function HomeCta() {
  const { isSignedIn } = useAuth()
  return (
    <CallToAction title={m.cta.title} description={m.cta.description} footnote={m.cta.footnote}>
      <CtaLink to={isSignedIn ? paths.dashboard.getHref() : paths.auth.getHref()}>
        {isSignedIn ? m.cta.goToDashboard : m.cta.getStarted}
        <ArrowRight aria-hidden="true" />
      </CtaLink>
      <CtaLink to={paths.pricing.getHref()} variant="outline">
        {m.cta.viewPricing}
      </CtaLink>
    </CallToAction>
  )
}
