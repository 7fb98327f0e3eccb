import { Lock } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import { m } from '../messages/connect'
import type { ConnectTarget } from '../schemas/directory'

const PREMIUM_LOCK_TEXT = m.premiumLock

/**
 * What a free user's 'Connect Now' opens (docs/PRODUCT.md §6: advocate matching is Premium): the
 * reason and the way to Premium. The upgrade request itself lives on /pricing: features do not
 * import each other, so the plans feature's dialog is not embedded here.
 */
export function ConnectPremiumLock({ advocate }: { advocate: ConnectTarget }) {
  return (
    <>
      <div className="grid gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-muted">
          <Lock aria-hidden="true" className="size-5" />
        </span>
        <DialogTitle>{m.title(advocate.name)}</DialogTitle>
        <DialogDescription>
          {PREMIUM_LOCK_TEXT} {m.premiumLockMore}
        </DialogDescription>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {m.notNow}
          </Button>
        </DialogClose>
        <Button asChild>
          <Link to={paths.pricing.getHref()}>{m.seePremium}</Link>
        </Button>
      </div>
    </>
  )
}
