import { Card } from '@/components/ui/card'
import { QueryError } from '@/components/ui/error-box'
import { useMyProfile, type MyProfile } from '../api/get-my-profile'
import { profileCompletion } from '../lib/profile-completion'
import { PROFILE_SECTION_LABELS as LABELS } from '../schemas/profile-status'
import { ProfileBankingForm } from './profile-banking-form'
import { ProfileBasicForm } from './profile-basic-form'
import { ProfileChecklist } from './profile-checklist'
import { ProfileCompletion } from './profile-completion'
import { ProfileFormCard } from './profile-form-card'
import { ProfileProfessionalForm } from './profile-professional-form'
import { ProfileVerificationForm } from './profile-verification-form'

function ProfileSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading your profile…</span>
      {['h-32', 'h-64', 'h-64'].map((height, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${height} animate-pulse rounded-lg bg-muted`}
        />
      ))}
    </div>
  )
}

/** How complete the profile is, from the same rows the forms show (updated on every save). */
function CompletionCard({
  profile,
  hasBankDetails,
}: Pick<MyProfile, 'profile' | 'hasBankDetails'>) {
  const status = profileCompletion(profile, hasBankDetails)
  return (
    <Card>
      <div className="grid gap-5 p-6">
        <ProfileCompletion percent={status.completionPercent} />
        <ProfileChecklist checklist={status.checklist} />
        <p className="text-sm text-muted-foreground">
          Clients find you in the advocate directory once your enrolment is verified.
        </p>
      </div>
    </Card>
  )
}

/**
 * The advocate's own profile: how complete it is, then one card per part, each saved on its own.
 * The forms start from the rows read once; each resets to what it saved.
 */
export function ProfileEditor() {
  const query = useMyProfile()
  if (query.isPending) return <ProfileSkeleton />
  if (query.isError) {
    return <QueryError title="We couldn't load your profile." query={query} />
  }
  const { profile, bankDetails, hasBankDetails } = query.data
  return (
    <>
      <CompletionCard profile={profile} hasBankDetails={hasBankDetails} />
      <ProfileFormCard
        title={LABELS.basic_information}
        description="What clients see first: your name, where you practise, the languages you work in and a short bio."
      >
        <ProfileBasicForm profile={profile} />
      </ProfileFormCard>
      <ProfileFormCard
        title={LABELS.professional_details}
        description="Your practice areas, the courts you appear in, your experience and your fee."
      >
        <ProfileProfessionalForm profile={profile} />
      </ProfileFormCard>
      <ProfileFormCard
        title={LABELS.verification_documents}
        description="Your Bar Council enrolment, which we check before clients can find you."
      >
        <ProfileVerificationForm profile={profile} />
      </ProfileFormCard>
      <ProfileFormCard
        title={LABELS.banking_details}
        description="Where you would like to be paid for consultations."
      >
        <ProfileBankingForm bankDetails={bankDetails} />
      </ProfileFormCard>
    </>
  )
}
