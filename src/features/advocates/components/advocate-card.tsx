import { paths } from '@/config/paths'
import { Briefcase, IndianRupee, Languages, MapPin } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  advocateLocation,
  experienceLabel,
  feeLabel,
  type AdvocateCard as AdvocateCardRow,
} from '../schemas/directory'
import { ExpertiseTags, VerifiedBadge } from './advocate-badges'
import { ConnectAction } from './connect-action'
import { languageLabel } from '../lib/labels'
import { m } from '../messages/directory'
import { RatingSummary } from './rating-summary'

/** What the profile's 'Back to advocates' returns to: the list with the same filters. */
type ProfileLinkState = { directorySearch: string }

/**
 * One verified advocate of the directory: initials, name and 'Verified', place, rating (or
 * 'New'), experience, expertise, languages and fee, then 'View profile' and 'Connect Now'.
 */
export function AdvocateCard({
  advocate,
  directorySearch = '',
}: {
  advocate: AdvocateCardRow
  /** The list's query string, so the profile can link back to the same list. */
  directorySearch?: string
}) {
  const nameId = useId()
  const location = advocateLocation(advocate)
  const experience = experienceLabel(advocate.experience_years)
  const linkState: ProfileLinkState = { directorySearch }
  return (
    <article
      aria-labelledby={nameId}
      className="grid h-full content-start gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Avatar name={advocate.name} email={null} size="lg" tone="soft" />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2
              id={nameId}
              translate="no"
              className="break-words text-base font-semibold leading-snug sm:text-lg"
            >
              {advocate.name}
            </h2>
            <VerifiedBadge />
          </div>
          {location && (
            <p translate="no" className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {location}
            </p>
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <RatingSummary rating={advocate.rating} reviewCount={advocate.review_count} />
        {experience && (
          <p className="inline-flex items-center gap-1 text-muted-foreground">
            <Briefcase aria-hidden="true" className="size-4 shrink-0" />
            {experience}
          </p>
        )}
      </div>

      <ExpertiseTags areas={advocate.practice_areas} />

      <dl className="grid gap-1 text-sm">
        {advocate.languages.length > 0 && (
          <div className="flex items-start gap-1">
            <dt className="inline-flex shrink-0 items-center gap-1 font-medium">
              <Languages aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              {m.card.languages}
            </dt>
            <dd className="text-muted-foreground">
              {advocate.languages.map(languageLabel).join(', ')}
            </dd>
          </div>
        )}
        <div className="flex items-start gap-1">
          <dt className="inline-flex shrink-0 items-center gap-1 font-medium">
            <IndianRupee aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {m.card.fee}
          </dt>
          <dd className="text-muted-foreground">{feeLabel(advocate.fee_inr)}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" className="flex-1 sm:flex-none">
          <Link
            to={paths.advocate.getHref(advocate.id)}
            state={linkState}
            aria-label={m.card.viewProfileOf(advocate.name)}
            data-advocate-link=""
          >
            {m.card.viewProfile}
          </Link>
        </Button>
        <ConnectAction advocate={advocate} />
      </div>
    </article>
  )
}
