import { ArrowLeft, Briefcase, MapPin, UserRoundX } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { QueryError } from '@/components/ui/error-box'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { useAdvocate } from '../api/get-advocate'
import { useRecordProfileView } from '../api/record-profile-view'
import { languageLabel } from '../lib/labels'
import { m } from '../messages/profile'
import { advocateLocation, experienceLabel, feeLabel, type Advocate } from '../schemas/directory'
import { ExpertiseTags, VerifiedBadge } from './advocate-badges'
import { ConnectAction } from './connect-action'
import { RatingSummary } from './rating-summary'
import { ReviewList } from './review-list'

/** The list the visitor came from (its filters), when they came from the directory. */
function useDirectoryHref() {
  const { state } = useLocation()
  const search: unknown =
    state && typeof state === 'object' && 'directorySearch' in state ? state.directorySearch : null
  return paths.advocates.getHref(
    typeof search === 'string' && search.startsWith('?') ? search : undefined,
  )
}

function BackToDirectoryLink() {
  const href = useDirectoryHref()
  return (
    <Button asChild variant="link" size="inline" className="justify-self-start">
      <Link to={href}>
        <ArrowLeft aria-hidden="true" />
        {m.back}
      </Link>
    </Button>
  )
}

/** An unknown or malformed id, or an advocate who is not (or no longer) verified. */
export function AdvocateNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <UserRoundX aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{m.notFound}</h1>
      <p className="max-w-xs text-sm text-muted-foreground">{m.notFoundHint}</p>
      <Button asChild>
        <Link to={paths.advocates.getHref()}>{m.back}</Link>
      </Button>
    </div>
  )
}

/**
 * /advocates/{id}: everything public of a verified advocate, their reviews and 'Connect Now'.
 * Opening it counts one profile view (the database counts one per viewer per day).
 */
export function AdvocateProfileScreen({ advocateId }: { advocateId: string }) {
  const { userId } = useAuth()
  const query = useAdvocate(advocateId)
  useRecordProfileView(advocateId, { enabled: userId !== advocateId })

  const advocate = query.data
  if (advocate === null) return <AdvocateNotFound />
  if (advocate === undefined) {
    return (
      <div className="grid gap-6">
        <BackToDirectoryLink />
        <h1 className="sr-only">{m.heading}</h1>
        {query.isError ? <QueryError title={m.loadFailed} query={query} /> : <ProfileSkeleton />}
      </div>
    )
  }
  return (
    <div className="grid gap-6">
      <BackToDirectoryLink />
      <AdvocateProfile advocate={advocate} isOwn={userId === advocate.id} />
    </div>
  )
}

function ProfileSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{m.loading}</span>
      <div aria-hidden="true" className="flex items-center gap-4">
        <div className="size-20 shrink-0 animate-pulse rounded-full bg-muted" />
        <div className="grid flex-1 gap-2">
          <div className="h-7 w-2/3 animate-pulse rounded-md bg-muted" />
          <div className="h-4 w-1/3 animate-pulse rounded-md bg-muted" />
        </div>
      </div>
      {['h-10', 'h-24', 'h-20'].map((shape, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${shape} animate-pulse rounded-md bg-muted`}
        />
      ))}
    </div>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  )
}

function AdvocateProfile({ advocate, isOwn }: { advocate: Advocate; isOwn: boolean }) {
  const nameId = useId()
  const location = advocateLocation(advocate)
  const experience = experienceLabel(advocate.experience_years)
  return (
    <article aria-labelledby={nameId} className="grid gap-6">
      <header className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
        <div className="flex items-start gap-4">
          <Avatar name={advocate.name} email={null} size="xl" tone="soft" />
          <div className="grid min-w-0 flex-1 gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1
                id={nameId}
                translate="no"
                className="break-words text-2xl font-bold tracking-tight"
              >
                {advocate.name}
              </h1>
              <VerifiedBadge />
            </div>
            {location && (
              <p translate="no" className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {location}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <RatingSummary rating={advocate.rating} reviewCount={advocate.review_count} />
              {experience && (
                <p className="inline-flex items-center gap-1 text-muted-foreground">
                  <Briefcase aria-hidden="true" className="size-4 shrink-0" />
                  {experience}
                </p>
              )}
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-base font-semibold">{feeLabel(advocate.fee_inr)}</p>
          {isOwn ? (
            <p className="text-sm text-muted-foreground">{m.ownProfile}</p>
          ) : (
            <div className="grid sm:block">
              <ConnectAction advocate={advocate} size="lg" width="full" />
            </div>
          )}
        </div>
      </header>

      {advocate.bio && (
        <section aria-labelledby={`${nameId}-about`} className="grid gap-2">
          <h2 id={`${nameId}-about`} className="text-lg font-semibold">
            {m.about}
          </h2>
          <p className="whitespace-pre-line break-words text-sm leading-relaxed">{advocate.bio}</p>
        </section>
      )}

      <section aria-labelledby={`${nameId}-details`} className="grid gap-3">
        <h2 id={`${nameId}-details`} className="text-lg font-semibold">
          {m.details}
        </h2>
        <dl className="grid gap-3 rounded-lg border p-4">
          <Detail term={m.practiceAreas}>
            {advocate.practice_areas.length > 0 ? (
              <ExpertiseTags areas={advocate.practice_areas} label={m.practiceAreas} />
            ) : (
              m.notGiven
            )}
          </Detail>
          <Detail term={m.courts}>
            {advocate.courts.length > 0 ? advocate.courts.join(', ') : m.notGiven}
          </Detail>
          <Detail term={m.languages}>
            {advocate.languages.length > 0
              ? advocate.languages.map(languageLabel).join(', ')
              : m.notGiven}
          </Detail>
          <Detail term={m.experience}>
            {advocate.enrolment_year !== null
              ? m.enrolled(experience ?? '', advocate.enrolment_year)
              : m.notGiven}
          </Detail>
          <Detail term={m.consultationFee}>{feeLabel(advocate.fee_inr)}</Detail>
        </dl>
      </section>

      <ReviewList advocateId={advocate.id} reviewCount={advocate.review_count} />
    </article>
  )
}
