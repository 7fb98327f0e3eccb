import { Check } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'
import { formatRupees } from '@/i18n/format'
import type { PricingPlan } from '@/features/marketing/content/pricing'
import { m } from '@/features/marketing/messages/pricing'

type PlanCardProps = {
  plan: PricingPlan
  isCurrent: boolean
  isFeatured?: boolean
  /** The plan's button, chosen by the page from who is looking. */
  action: ReactNode
  note?: string
}

export function PlanCard({ plan, isCurrent, isFeatured = false, action, note }: PlanCardProps) {
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} className="h-full">
      <Card featured={isFeatured} className="flex h-full flex-col">
        <CardHeader gap="md">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={titleId} className="text-2xl font-bold">
              {plan.name}
            </h2>
            {isCurrent && <Badge>{m.card.currentPlan}</Badge>}
          </div>
          <CardDescription size="base">{plan.description}</CardDescription>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-5xl font-bold tracking-tight">{formatRupees(plan.priceInr)}</span>
            <span className="text-muted-foreground">{m.card.perMonth}</span>
          </p>
        </CardHeader>
        <CardContent className="flex-1">
          <h3 className="sr-only">{m.card.included}</h3>
          <ul className="grid gap-3">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter stacked>
          {action}
          {note && <p className="text-center text-sm text-muted-foreground">{note}</p>}
        </CardFooter>
      </Card>
    </article>
  )
}
