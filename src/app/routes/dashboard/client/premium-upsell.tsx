import { Sparkles } from 'lucide-react'
import { useId } from 'react'
import { PREMIUM_PLAN_PRICE_INR } from '@/config/constants'
import { formatRupees } from '@/i18n/format'
import { UpgradeAction } from '@/features/plans/components/upgrade-action'
import { m } from '@/app/messages/dashboard-home'

/**
 * The banner free users see: what Premium unlocks, at the one premium price (docs/PRODUCT.md
 * §6, §9), with 'Upgrade' (the request dialog) or the request already open.
 */
export function PremiumUpsell() {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-primary/40 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Sparkles aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold leading-tight">
            {m.client.upsell.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {m.client.upsell.before}
            <strong className="font-semibold text-foreground">
              {m.client.upsell.price(formatRupees(PREMIUM_PLAN_PRICE_INR))}
            </strong>
            {m.client.upsell.after}
          </p>
        </div>
      </div>
      <UpgradeAction label={m.client.upsell.upgrade} />
    </section>
  )
}
