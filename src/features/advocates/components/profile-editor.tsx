import { Card } from '@/components/ui/card'
import { QueryError } from '@/components/ui/error-box'
import { useMyProfile, type MyProfile } from '../api/get-my-profile'
import { profileCompletion } from '../lib/profile-completion'
import { m } from '../messages/my-profile'
import { m as statusText } from '../messages/profile-status'
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
      <span className="sr-only">{m.loading}</span>
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
        <p className="text-sm text-muted-foreground">{m.directoryNote}</p>
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
    return <QueryError title={m.loadFailed} query={query} />
  }
  const { profile, bankDetails, hasBankDetails } = query.data
  return (
    <>
      <CompletionCard profile={profile} hasBankDetails={hasBankDetails} />
      <ProfileFormCard title={statusText.sections.basic_information} description={m.cards.basic}>
        <ProfileBasicForm profile={profile} />
      </ProfileFormCard>
      <ProfileFormCard
        title={statusText.sections.professional_details}
        description={m.cards.professional}
      >
        <ProfileProfessionalForm profile={profile} />
      </ProfileFormCard>
      <ProfileFormCard
        title={statusText.sections.verification_documents}
        description={m.cards.verification}
      >
        <ProfileVerificationForm profile={profile} />
      </ProfileFormCard>
      <ProfileFormCard title={statusText.sections.banking_details} description={m.cards.banking}>
        <ProfileBankingForm bankDetails={bankDetails} />
      </ProfileFormCard>
    </>
  )
}
