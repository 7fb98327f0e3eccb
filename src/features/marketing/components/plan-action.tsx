import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { Plan } from '@/config/constants'
import { paths } from '@/config/paths'
import { m } from '@/features/marketing/messages/pricing'

type PlanActionProps = {
  plan: Plan
  /** The signed-in user's plan; null for visitors. */
  currentPlan: Plan | null
}

/**
 * A plan card's button (docs/PRODUCT.md §2 'Pricing'): visitors sign up first; the current plan
 * says so. A free user's upgrade is the plans feature's request dialog, which the page puts on
 * the Premium card instead of this; a Premium user who wants Free writes to us.
 */
export function PlanAction({ plan, currentPlan }: PlanActionProps) {
  const isPremium = plan === 'premium'
  if (currentPlan === null) {
    return (
      <Button asChild size="lg" variant={isPremium ? 'default' : 'outline'}>
        <Link to={paths.auth.getHref()}>
          {isPremium ? m.action.signUpToUpgrade : m.action.getStartedFree}
        </Link>
      </Button>
    )
  }
  if (currentPlan === plan) {
    return (
      <Button size="lg" variant="outline" disabled>
        {m.action.onThisPlan}
      </Button>
    )
  }
  return (
    <Button asChild size="lg" variant={isPremium ? 'default' : 'outline'}>
      <Link to={paths.contact.getHref()}>{m.action.contactToChange}</Link>
    </Button>
  )
}
