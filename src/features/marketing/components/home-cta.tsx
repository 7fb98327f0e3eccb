import { ArrowRight } from 'lucide-react'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { CallToAction, CtaLink } from './call-to-action'

export function HomeCta() {
  const { isSignedIn } = useAuth()
  return (
    <CallToAction
      title="Take the first step today"
      description="Ask the assistant your first question for free. Upgrade when you need documents or an advocate."
      footnote="LexSetu gives general legal information, not legal advice. For advice on your situation, consult an advocate."
    >
      <CtaLink to={isSignedIn ? paths.dashboard.getHref() : paths.auth.getHref()}>
        {isSignedIn ? 'Go to Dashboard' : 'Get Started Today'}
        <ArrowRight aria-hidden="true" />
      </CtaLink>
      <CtaLink to={paths.pricing.getHref()} variant="outline">
        View Pricing
      </CtaLink>
    </CallToAction>
  )
}
