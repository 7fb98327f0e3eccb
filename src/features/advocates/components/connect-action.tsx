import { Lock, MessageSquarePlus } from 'lucide-react'
import { useRef, useState, type ComponentType } from 'react'
import { Button } from '@/components/ui/button'
import { toastError } from '@/components/ui/use-toast'
import { isPremium, useAuth } from '@/lib/auth'
import { m } from '../messages/directory'
import type { ConnectTarget } from '../schemas/directory'
import type { ConnectDialogProps } from './connect-dialog'

// The dialog, its form and its validation load when the user reaches for the button, so the
// directory's chunk stays small.
const loadDialog = () => import('./connect-dialog')
const preloadDialog = () => void loadDialog().catch(() => undefined)

const WIDTHS = { auto: 'flex-1 sm:flex-none', full: 'w-full' }

/**
 * 'Connect Now' (docs/PRODUCT.md §2 'Advocates'): on Premium it opens the consultation request;
 * on Free it opens a short explanation with the way to Premium (the database refuses free users
 * anyway, LS014). Not offered on one's own profile.
 */
export function ConnectAction({
  advocate,
  size = 'default',
  width = 'auto',
}: {
  advocate: ConnectTarget
  size?: 'default' | 'lg'
  width?: keyof typeof WIDTHS
}) {
  const { userId, profile } = useAuth()
  const [ConnectDialog, setConnectDialog] = useState<ComponentType<ConnectDialogProps> | null>(null)
  const [open, setOpen] = useState(false)
  // Decided when the dialog opens: a plan that changes while it is open does not swap its content.
  const [isLocked, setIsLocked] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const locked = !isPremium(profile)

  if (userId === advocate.id) return null

  const openDialog = () => {
    setIsLocked(locked)
    if (ConnectDialog) return setOpen(true)
    loadDialog().then(
      (module) => {
        setConnectDialog(() => module.ConnectDialog)
        setOpen(true)
      },
      () => toastError(m.card.openFailed, m.card.openFailedHint),
    )
  }

  return (
    <>
      <Button
        ref={button}
        type="button"
        size={size}
        className={WIDTHS[width]}
        aria-label={m.card.connectNowWith(advocate.name)}
        onClick={openDialog}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        {locked ? <Lock aria-hidden="true" /> : <MessageSquarePlus aria-hidden="true" />}
        {m.card.connectNow}
      </Button>
      {ConnectDialog && (
        <ConnectDialog
          open={open}
          onOpenChange={setOpen}
          advocate={advocate}
          isLocked={isLocked}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            button.current?.focus()
          }}
        />
      )}
    </>
  )
}
