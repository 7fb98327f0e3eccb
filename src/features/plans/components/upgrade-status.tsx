import type { Ref } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { m } from '@/features/plans/messages/upgrade'
import { formatDate } from '@/i18n/format-date'
import { useCancelUpgradeRequest } from '../api/cancel-upgrade-request'
import type { OpenUpgradeRequest } from '../api/get-open-upgrade-request'

type UpgradeStatusProps = {
  request: OpenUpgradeRequest
  /** The status line, focusable from script (focus lands there after a request is sent). */
  ref?: Ref<HTMLParagraphElement>
}

/** 'Upgrade requested on 26 Nov 2026 — we will contact you', and a way to withdraw it. */
export function UpgradeStatus({ request, ref }: UpgradeStatusProps) {
  const cancel = useCancelUpgradeRequest()
  return (
    <>
      <p ref={ref} tabIndex={-1} className="text-sm font-medium focus:outline-none">
        {m.requestedOn(formatDate(request.createdAt))}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(request.id, {
            onSuccess: () =>
              toast({
                title: m.cancelled,
                description: m.cancelledText,
              }),
          })
        }
      >
        {cancel.isPending ? m.cancelling : m.cancel}
      </Button>
    </>
  )
}
