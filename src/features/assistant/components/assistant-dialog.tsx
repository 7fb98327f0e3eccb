import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { DialogCloseButton, DialogOverlay } from '@/components/ui/dialog'

type AssistantDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Read out with the title; omit it and the dialog has no description. */
  description?: ReactNode
  /** `alertdialog` for a question that needs an answer (delete?). */
  role?: 'dialog' | 'alertdialog'
  children: ReactNode
}

/**
 * A Radix dialog that rises from the bottom edge (a sheet on phones, a panel on wider screens):
 * focus is trapped inside and returns to the button that opened it; Escape closes it.
 */
export function AssistantDialog({
  open,
  onOpenChange,
  title,
  description,
  role = 'dialog',
  children,
}: AssistantDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          role={role}
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
            <DialogCloseButton />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
