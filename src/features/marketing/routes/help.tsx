import type { RouteHandle } from '@/components/layouts/route-meta'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { FREE_PLAN_PRICE_INR, PREMIUM_PLAN_PRICE_INR } from '@/config/constants'
import { formatRupees } from '@/i18n/format'
import { paths } from '@/config/paths'
import { PageHeader } from '../components/page-header'
import { HELP_TOPICS, PLAN_HELP } from '../content/help'
import { m } from '../messages/help'

const linkClasses =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The page's title and description (src/components/layouts/route-meta.tsx). */
export const handle: RouteHandle = {
  title: m.pageTitle,
  description: m.pageDescription,
}

/** /help: how each feature works, and what is Free and what is Premium. */
export function Component() {
  return (
    <div>
      <PageHeader eyebrow={m.eyebrow} title={m.title} description={m.description} />
      <div className="container grid max-w-3xl gap-10 py-12 sm:py-16">
        <nav aria-label={m.onThisPage}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {[...HELP_TOPICS, { id: 'plans', title: PLAN_HELP.title }].map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`} className={linkClasses}>
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {HELP_TOPICS.map((topic) => (
          <section key={topic.id} aria-labelledby={topic.id} className="grid gap-3">
            <h2 id={topic.id} className="scroll-mt-20 text-2xl font-semibold tracking-tight">
              {topic.title}
            </h2>
            <Badge variant="secondary" className="justify-self-start">
              {topic.plan}
            </Badge>
            {topic.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Link to={topic.link.href} className={`${linkClasses} justify-self-start`}>
              {topic.link.label}
            </Link>
          </section>
        ))}
        <section aria-labelledby="plans" className="grid gap-4">
          <h2 id="plans" className="scroll-mt-20 text-2xl font-semibold tracking-tight">
            {PLAN_HELP.title}
          </h2>
          <p>{PLAN_HELP.intro}</p>
          <ul className="grid gap-4 md:grid-cols-2">
            {[
              { name: m.plans.free, price: FREE_PLAN_PRICE_INR, text: PLAN_HELP.free },
              { name: m.plans.premium, price: PREMIUM_PLAN_PRICE_INR, text: PLAN_HELP.premium },
            ].map((plan) => (
              <li key={plan.name}>
                <Card className="h-full p-5">
                  <h3 className="text-lg font-semibold">
                    {m.planPrice(plan.name, formatRupees(plan.price))}
                  </h3>
                  <p className="mt-2 text-sm">{m.planIncludes(plan.name, plan.text)}</p>
                </Card>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{PLAN_HELP.upgrade}</p>
          <p>
            <Link to={paths.pricing.getHref()} className={linkClasses}>
              {m.seePricing}
            </Link>
            {m.stillStuck}
            <Link to={paths.support.getHref()} className={linkClasses}>
              {m.getSupport}
            </Link>
          </p>
        </section>
      </div>
    </div>
  )
}
