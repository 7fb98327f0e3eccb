import type { RouteHandle } from '@/components/layouts/route-meta'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { PageHeader } from '@/features/marketing/components/page-header'
import { PlanAction } from '@/features/marketing/components/plan-action'
import { PlanCard } from '@/features/marketing/components/plan-card'
import { PricingFaq } from '@/features/marketing/components/pricing-faq'
import { PLANS, UPGRADE_NOTE } from '@/features/marketing/content/pricing'
import { LazyUpgradeAction } from '@/features/plans/components/lazy-upgrade-action'
import { m } from '@/features/marketing/messages/pricing'
import { useAuth } from '@/lib/auth'

export const handle: RouteHandle = { title: m.pageTitle }

/** /pricing (docs/PRODUCT.md §2 'Pricing'): the two plans, what each includes, and the FAQ. */
export function Component() {
  const { isSignedIn, profile } = useAuth()
  const currentPlan = isSignedIn ? (profile?.plan ?? null) : null
  return (
    <div>
      <PageHeader eyebrow={m.eyebrow} title={m.title} description={m.description} />
      <section aria-label={m.plansLabel} className="container max-w-5xl py-12 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                isCurrent={currentPlan === plan.id}
                isFeatured={plan.id === 'premium'}
                action={
                  // A free user's upgrade is a request (a dialog), or the request already open.
                  plan.id === 'premium' && currentPlan === 'free' ? (
                    <LazyUpgradeAction size="lg" layout="stacked" />
                  ) : (
                    <PlanAction plan={plan.id} currentPlan={currentPlan} />
                  )
                }
                note={plan.id === 'premium' && currentPlan !== 'premium' ? UPGRADE_NOTE : undefined}
              />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-muted-foreground">
          {m.questions}{' '}
          <Link
            to={paths.contact.getHref()}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {m.contactUs}
          </Link>
        </p>
      </section>
      <PricingFaq />
    </div>
  )
}
