import type { RouteHandle } from '@/components/layouts/route-meta'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { FREE_PLAN_PRICE_INR, PREMIUM_PLAN_PRICE_INR } from '@/config/constants'
import { formatRupees } from '@/i18n/format'
import { paths } from '@/config/paths'
import { PageHeader } from '../components/page-header'
import { HELP_TOPICS, PLAN_HELP } from '../content/help'

const linkClasses =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The page's title and description (src/components/layouts/route-meta.tsx). */
export const handle: RouteHandle = {
  title: 'Help Center',
  description:
    'How LexSetu works: the AI legal assistant, legal guides, the forum, documents, advocates and consultations, and what the Free and Premium plans include.',
}

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
            {[
              { name: 'Free', price: FREE_PLAN_PRICE_INR, text: PLAN_HELP.free },
              { name: 'Premium', price: PREMIUM_PLAN_PRICE_INR, text: PLAN_HELP.premium },
            ].map((plan) => (
              <li key={plan.name}>
                <Card className="h-full p-5">
                  <h3 className="text-lg font-semibold">
                    {plan.name}: {formatRupees(plan.price)} per month
                  </h3>
                  <p className="mt-2 text-sm">
                    {plan.name} includes {plan.text}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{PLAN_HELP.upgrade}</p>
          <p>
            <Link to={paths.pricing.getHref()} className={linkClasses}>
              See pricing and upgrade
            </Link>{' '}
            · Still stuck?{' '}
            <Link to={paths.support.getHref()} className={linkClasses}>
              Get support
            </Link>
          </p>
        </section>
      </div>
    </div>
  )
}
