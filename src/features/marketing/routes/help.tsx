import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { formatInr } from '@/config/constants'
import { paths } from '@/config/paths'
import { PageHeader } from '../components/page-header'
import { HELP_TOPICS, PLAN_HELP } from '../content/help'
import { PLANS, UPGRADE_NOTE } from '../content/pricing'

const linkClasses =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** /help: how each feature works, and what is Free and what is Premium. */
export function Component() {
  return (
    <div>
      <PageHeader
        eyebrow="Help Center"
        title="How LexSetu works"
        description="What each part of LexSetu does, how to use it, and which plan it is part of."
      />
      <div className="container grid max-w-3xl gap-10 py-12 sm:py-16">
        <nav aria-label="On this page">
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
            {PLANS.map((plan) => (
              <li key={plan.id}>
                <Card className="h-full p-5">
                  <h3 className="text-lg font-semibold">
                    {plan.name}: {formatInr(plan.priceInr)} per month
                  </h3>
                  <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{UPGRADE_NOTE}</p>
          <p>
            <Link to={paths.pricing} className={linkClasses}>
              See pricing and upgrade
            </Link>{' '}
            · Still stuck?{' '}
            <Link to={paths.support} className={linkClasses}>
              Get support
            </Link>
          </p>
        </section>
      </div>
    </div>
  )
}
