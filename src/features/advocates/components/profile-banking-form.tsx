import { zodResolver } from '@hookform/resolvers/zod'
import { Lock } from 'lucide-react'
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { InputField } from '@/components/ui/input-field'
import { cn } from '@/lib/utils'
import { useSaveBankDetails } from '../api/save-bank-details'
import { useProfilePartForm } from '../hooks/use-profile-part-form'
import { m as myProfileText } from '../messages/my-profile'
import { ADVOCATE_LIMITS as LIMITS } from '../schemas/advocate-lists'
import type { BankDetails } from '../schemas/profile'
import {
  bankDetailsDefaults,
  bankDetailsFormSchema,
  PAYOUT_METHODS,
} from '../schemas/profile-forms'
import { ProfileFormFooter } from './profile-form-card'

const m = myProfileText.banking

/**
 * 'Banking details': the account holder and either a UPI ID or an account number with its IFSC.
 * They live in their own table that only the advocate can read.
 */
export function ProfileBankingForm({ bankDetails }: { bankDetails: BankDetails | null }) {
  const id = useId()
  const save = useSaveBankDetails()
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useProfilePartForm({
    resolver: zodResolver(bankDetailsFormSchema),
    defaults: bankDetailsDefaults,
    saved: bankDetails,
    save: save.mutateAsync,
    savedMessage: myProfileText.saved.banking,
  })
  const method = useWatch({ control, name: 'method' })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-5">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {m.storedSeparately}
      </p>
      <InputField
        id={`${id}-holder`}
        label={m.accountHolder}
        error={errors.account_holder?.message}
        {...register('account_holder')}
        autoComplete="name"
        maxLength={LIMITS.accountHolderMax}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">{m.howPaid}</legend>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          {PAYOUT_METHODS.map((option) => (
            <label
              key={option}
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                method === option ? 'border-primary bg-accent font-medium' : 'border-input',
              )}
            >
              <input
                type="radio"
                value={option}
                {...register('method')}
                className="size-4 shrink-0 accent-primary"
              />
              {m.methods[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'upi' ? (
        <InputField
          id={`${id}-upi`}
          label={m.upiId}
          hint={m.upiHint}
          error={errors.upi_id?.message}
          {...register('upi_id')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id={`${id}-account`}
            label={m.accountNumber}
            error={errors.account_number?.message}
            {...register('account_number')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
          />
          <InputField
            id={`${id}-ifsc`}
            label={m.ifsc}
            hint={m.ifscHint}
            error={errors.ifsc?.message}
            {...register('ifsc')}
            // Shown in capitals while typed; the schema saves it upper-cased.
            className="uppercase"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={11}
          />
        </div>
      )}
      <ProfileFormFooter
        group={myProfileText.groups.banking}
        error={errors.root?.server?.message}
        isSubmitting={isSubmitting}
      />
    </form>
  )
}
