import { zodResolver } from '@hookform/resolvers/zod'
import { Info } from 'lucide-react'
import { useId } from 'react'
import { Badge } from '@/components/ui/badge'
import { InputField } from '@/components/ui/input-field'
import { useSaveProfile } from '../api/save-profile'
import { useProfilePartForm } from '../hooks/use-profile-part-form'
import { ADVOCATE_LIMITS as LIMITS, STATE_BAR_COUNCILS } from '../schemas/advocate-lists'
import type { MyAdvocateProfile, VerificationStatus } from '../schemas/profile'
import { verificationDefaults, verificationSchema } from '../schemas/profile-forms'
import { ProfileFormFooter } from './profile-form-card'
import { ProfileSelect } from './profile-select'

export const PENDING_REVIEW_NOTE =
  'We check enrolment details with the Bar Council, usually within 2 working days.'

const STATUS_BADGES: Record<VerificationStatus, 'default' | 'secondary' | 'outline' | 'muted'> = {
  unverified: 'muted',
  pending: 'secondary',
  verified: 'default',
  rejected: 'outline',
}

function statusLabel(status: VerificationStatus, reason: string | null): string {
  switch (status) {
    case 'unverified':
      return 'Not submitted'
    case 'pending':
      return 'Pending review'
    case 'verified':
      return 'Verified'
    case 'rejected':
      return reason ? `Rejected: ${reason}` : 'Rejected'
  }
}

/** Where the verification stands, and what happens next. */
function ProfileVerificationStatus({
  status,
  reason,
}: {
  status: VerificationStatus
  reason: string | null
}) {
  return (
    <div className="grid gap-1.5">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Status:</span>
        <Badge variant={STATUS_BADGES[status]} className="whitespace-normal">
          {statusLabel(status, reason)}
        </Badge>
      </p>
      {status === 'pending' && (
        <p className="text-sm text-muted-foreground">{PENDING_REVIEW_NOTE}</p>
      )}
      {status === 'rejected' && (
        <p className="text-sm text-muted-foreground">
          Correct your enrolment details and save them to ask for a new review.
        </p>
      )}
      {status === 'verified' && (
        <p className="text-sm text-muted-foreground">
          Clients can find you in the advocate directory.
        </p>
      )}
    </div>
  )
}

/**
 * 'Verification documents': the Bar Council enrolment number and State Bar Council. The database
 * moves the profile to 'pending' when they change (docs/PRODUCT.md §4 'Advocate verification').
 */
export function ProfileVerificationForm({ profile }: { profile: MyAdvocateProfile | null }) {
  const id = useId()
  const save = useSaveProfile()
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useProfilePartForm({
    resolver: zodResolver(verificationSchema),
    defaults: verificationDefaults,
    saved: profile,
    save: save.mutateAsync,
    savedMessage: 'Verification documents saved.',
  })
  const status = profile?.verification_status ?? 'unverified'

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-5">
      <ProfileVerificationStatus status={status} reason={profile?.verification_reason ?? null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={`${id}-enrolment`}
          label="Bar Council enrolment number"
          hint="As on your enrolment certificate, e.g. MAH/1234/2015."
          error={errors.bar_council_enrolment_no?.message}
          {...register('bar_council_enrolment_no')}
          autoComplete="off"
          maxLength={LIMITS.enrolmentNoMax}
        />
        <ProfileSelect
          id={`${id}-council`}
          label="State Bar Council"
          placeholder="Choose a State Bar Council"
          options={STATE_BAR_COUNCILS}
          error={errors.state_bar_council?.message}
          {...register('state_bar_council')}
        />
      </div>
      <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="grid gap-1">
          <p>Changing these details sends your profile back for review.</p>
          <p className="text-muted-foreground">
            Document uploads are not available yet: we verify the enrolment number with your State
            Bar Council, so there is nothing to upload for now.
          </p>
        </div>
      </div>
      <ProfileFormFooter
        group="verification documents"
        error={errors.root?.server?.message}
        isSubmitting={isSubmitting}
      />
    </form>
  )
}
