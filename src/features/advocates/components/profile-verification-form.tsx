import { zodResolver } from '@hookform/resolvers/zod'
import { Info } from 'lucide-react'
import { useId } from 'react'
import { Badge } from '@/components/ui/badge'
import { InputField } from '@/components/ui/input-field'
import { useSaveProfile } from '../api/save-profile'
import { useProfilePartForm } from '../hooks/use-profile-part-form'
import { labelOf } from '../lib/labels'
import { m as myProfileText } from '../messages/my-profile'
import { ADVOCATE_LIMITS as LIMITS, STATE_BAR_COUNCILS } from '../schemas/advocate-lists'
import type { MyAdvocateProfile, VerificationStatus } from '../schemas/profile'
import { verificationDefaults, verificationSchema } from '../schemas/profile-forms'
import { ProfileFormFooter } from './profile-form-card'
import { ProfileSelect } from './profile-select'

const m = myProfileText.verification

// The tests find the note by these words; a message, not a literal, so the plugin cannot tell.
// eslint-disable-next-line react-refresh/only-export-components
export const PENDING_REVIEW_NOTE = m.pendingNote

/** A council as this language names it; the value saved stays the English name. */
const councilLabel = (council: string) => labelOf(m.councils, council)

const STATUS_BADGES: Record<VerificationStatus, 'default' | 'secondary' | 'outline' | 'muted'> = {
  unverified: 'muted',
  pending: 'secondary',
  verified: 'default',
  rejected: 'outline',
}

function statusLabel(status: VerificationStatus, reason: string | null): string {
  return status === 'rejected' && reason ? m.rejectedWith(reason) : m.statuses[status]
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
        <span className="font-medium">{m.status}</span>
        <Badge variant={STATUS_BADGES[status]} className="whitespace-normal">
          {statusLabel(status, reason)}
        </Badge>
      </p>
      {status === 'pending' && (
        <p className="text-sm text-muted-foreground">{PENDING_REVIEW_NOTE}</p>
      )}
      {status === 'rejected' && <p className="text-sm text-muted-foreground">{m.rejectedNote}</p>}
      {status === 'verified' && <p className="text-sm text-muted-foreground">{m.verifiedNote}</p>}
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
    savedMessage: myProfileText.saved.verification,
  })
  const status = profile?.verification_status ?? 'unverified'

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-5">
      <ProfileVerificationStatus status={status} reason={profile?.verification_reason ?? null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={`${id}-enrolment`}
          label={m.enrolmentNo}
          hint={m.enrolmentNoHint}
          error={errors.bar_council_enrolment_no?.message}
          {...register('bar_council_enrolment_no')}
          autoComplete="off"
          maxLength={LIMITS.enrolmentNoMax}
        />
        <ProfileSelect
          id={`${id}-council`}
          label={m.council}
          placeholder={m.chooseCouncil}
          options={STATE_BAR_COUNCILS}
          optionLabel={councilLabel}
          error={errors.state_bar_council?.message}
          {...register('state_bar_council')}
        />
      </div>
      <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="grid gap-1">
          <p>{m.changeNote}</p>
          <p className="text-muted-foreground">{m.uploadsNote}</p>
        </div>
      </div>
      <ProfileFormFooter
        group={myProfileText.groups.verification}
        error={errors.root?.server?.message}
        isSubmitting={isSubmitting}
      />
    </form>
  )
}
