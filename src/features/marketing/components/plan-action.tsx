import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { Plan } from '@/config/constants'
import { paths } from '@/config/paths'

type PlanActionProps = {
  plan: Plan
  /** The signed-in user's plan; null for visitors. */
  currentPlan: Plan | null
}

/**
 * Visitors sign up first (SPEC §2 'Pricing'). Plan changes are not built yet, so a signed-in
 * user is sent to the contact page with a label that says exactly that.
 */
export function PlanAction({ plan, currentPlan }: PlanActionProps) {
  const isPremium = plan === 'premium'
  if (currentPlan === null) {
    return (
      <Button asChild size="lg" variant={isPremium ? 'default' : 'outline'}>
        <Link to={paths.auth}>{isPremium ? 'Sign Up to Upgrade' : 'Get Started Free'}</Link>
      </Button>
    )
  }
  if (currentPlan === plan) {
    return (
      <Button size="lg" variant="outline" disabled>
        You’re on this plan
      </Button>
    )
  }
  return (
    <Button asChild size="lg" variant={isPremium ? 'default' : 'outline'}>
      <Link to={paths.contact}>
        {isPremium ? 'Contact Us to Upgrade' : 'Contact Us to Change Plan'}
      </Link>
    </Button>
  )
}
