import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { m } from '@/features/forum/messages/thread'

type ThreadDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode
  title: ReactNode
  description?: ReactNode
  /** `alertdialog` for a question that needs an answer (delete?). */
  role?: 'dialog' | 'alertdialog'
  /** Call `event.preventDefault()` to put focus somewhere else than on the trigger. */
  onCloseAutoFocus?: (event: Event) => void
  children: ReactNode
}

/**
 * A Radix dialog of the thread page that rises from the bottom edge (a sheet on phones, a panel
 * on wider screens): focus is trapped inside and returns to its trigger; Escape closes it.
 */
export function ThreadDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  role = 'dialog',
  onCloseAutoFocus,
  children,
}: ThreadDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          role={role}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto rounded-lg border-t bg-background shadow-xl focus:outline-none data-[state=open]:animate-fade-in"
        >
          <div className="relative mx-auto grid max-w-lg gap-4 p-6 pr-10">
            <DialogPrimitive.Title className="text-lg font-semibold leading-tight">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
            {children}
            <DialogPrimitive.Close
              aria-label={m.close}
              className="absolute right-2 top-2 rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
