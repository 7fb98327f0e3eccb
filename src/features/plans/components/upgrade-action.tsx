import { useRef, useState, type ComponentType } from 'react'
import { Button } from '@/components/ui/button'
import { toastError } from '@/components/ui/use-toast'
import { m } from '@/features/plans/messages/upgrade'
import { isPremium, useAuth } from '@/lib/auth'
import { cn } from '@/lib/utils'
import { useOpenUpgradeRequest } from '../api/get-open-upgrade-request'
import type { UpgradeDialogProps } from './upgrade-dialog'
import { UpgradeStatus } from './upgrade-status'

// The dialog, its form and its validation load when the user reaches for the button.
const loadDialog = () => import('./upgrade-dialog')
const preloadDialog = () => void loadDialog().catch(() => undefined)

const LAYOUTS = {
  /** A full-width column, e.g. the foot of a plan card. */
  stacked: { wrapper: 'grid gap-2 text-center', placeholder: 'w-full' },
  /** One row that wraps, e.g. beside a banner's text. */
  inline: { wrapper: 'flex shrink-0 flex-wrap items-center gap-3', placeholder: 'w-28' },
}
/** The button's height, so that nothing moves when it replaces the placeholder. */
const PLACEHOLDER_HEIGHTS = { default: 'h-10', lg: 'h-11' }

type UpgradeActionProps = {
  /** The button's words: 'Upgrade to Premium' unless given. */
  label?: string
  size?: 'default' | 'lg'
  layout?: keyof typeof LAYOUTS
}

/**
 * What a signed-in free user can do about Premium: request the upgrade (a dialog), or see the
 * request already open and cancel it. Nothing for visitors and Premium users. Needs the
 * QueryClient (load it with `withQueryClient`).
 */
export function UpgradeAction({
  label = m.upgradeToPremium,
  size = 'default',
  layout = 'inline',
}: UpgradeActionProps) {
  const { isSignedIn, profile } = useAuth()
  const request = useOpenUpgradeRequest()
  const [UpgradeDialog, setUpgradeDialog] = useState<ComponentType<UpgradeDialogProps> | null>(null)
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLParagraphElement>(null)

  if (!isSignedIn || isPremium(profile)) return null

  const openDialog = () => {
    if (UpgradeDialog) return setOpen(true)
    loadDialog().then(
      (module) => {
        setUpgradeDialog(() => module.UpgradeDialog)
        setOpen(true)
      },
      () => toastError(m.openError, m.connectionProblem),
    )
  }

  let content
  if (request.isPending) {
    content = (
      <div
        role="status"
        className={cn(
          'animate-pulse rounded-md bg-muted',
          LAYOUTS[layout].placeholder,
          PLACEHOLDER_HEIGHTS[size],
        )}
      >
        <span className="sr-only">{m.checking}</span>
      </div>
    )
  } else if (request.isError) {
    content = (
      <>
        <p className="text-sm text-destructive">{m.checkError}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void request.refetch()}>
          {m.tryAgain}
        </Button>
      </>
    )
  } else if (request.data) {
    content = <UpgradeStatus ref={status} request={request.data} />
  } else {
    content = (
      <Button
        ref={button}
        type="button"
        size={size}
        onClick={openDialog}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        {label}
      </Button>
    )
  }

  return (
    <div className={LAYOUTS[layout].wrapper}>
      {content}
      {UpgradeDialog && (
        <UpgradeDialog
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            // Back to the button, or to the status line that replaced it.
            event.preventDefault()
            ;(button.current ?? status.current)?.focus()
          }}
        />
      )}
    </div>
  )
}
