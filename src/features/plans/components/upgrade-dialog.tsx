import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { InputField } from '@/components/ui/input-field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { PREMIUM_PLAN_PRICE_INR } from '@/config/constants'
import { m } from '@/features/plans/messages/upgrade-dialog'
import { formatRupees } from '@/i18n/format'
import { useAuth } from '@/lib/auth'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { useRequestUpgrade } from '../api/request-upgrade'
import type { UpgradeRequestInput, UpgradeRequestValues } from '../schemas/upgrade-request'
import { UPGRADE_REQUEST_LIMITS } from '../schemas/upgrade-request-limits'

const resolver = lazyZodResolver(() =>
  import('../schemas/upgrade-request').then(({ upgradeRequestSchema }) => upgradeRequestSchema),
)

/** The form inside the dialog: mounted when it opens, so each request starts afresh. */
function UpgradeForm({ onRequested }: { onRequested: () => void }) {
  const id = useId()
  const { profile } = useAuth()
  const requestUpgrade = useRequestUpgrade()
  // The dialog is open: fetch the validation while the visitor types.
  useEffect(() => resolver.preload(), [])
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpgradeRequestInput, unknown, UpgradeRequestValues>({
    resolver,
    defaultValues: { invoiceName: profile?.name ?? '', phone: '', note: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestUpgrade.mutateAsync(values)
    } catch {
      return // Shown by the mutation (meta.errorToast); the dialog stays open with what was typed.
    }
    toast({ title: m.requested, description: m.requestedText })
    onRequested()
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-4">
      <InputField
        id={`${id}-invoice-name`}
        label={m.invoiceName}
        error={errors.invoiceName?.message}
        {...register('invoiceName')}
        autoComplete="name"
        maxLength={UPGRADE_REQUEST_LIMITS.invoiceNameMax}
        required
      />
      <InputField
        id={`${id}-phone`}
        label={m.phone}
        error={errors.phone?.message}
        hint={m.phoneHint}
        {...register('phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={UPGRADE_REQUEST_LIMITS.phoneMax}
      />
      <FormField id={`${id}-note`} label={m.note} error={errors.note?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('note')}
            rows={3}
            maxLength={UPGRADE_REQUEST_LIMITS.noteMax}
            placeholder={m.notePlaceholder}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? m.sending : m.submit}
      </Button>
    </form>
  )
}

export type UpgradeDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes once the dialog has closed (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * 'Upgrade to Premium': the name for the invoice, an optional phone number and note. No payment
 * is taken; the team contacts the user and switches the plan (operator_set_plan).
 */
export function UpgradeDialog({ open, onOpenChange, onCloseAutoFocus }: UpgradeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <div className="grid gap-2">
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>
            {m.description(formatRupees(PREMIUM_PLAN_PRICE_INR))}
          </DialogDescription>
        </div>
        <UpgradeForm onRequested={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
