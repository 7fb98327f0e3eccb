import { Star } from 'lucide-react'
import { useId } from 'react'
import { QueryError } from '@/components/ui/error-box'
import { formatDate } from '@/i18n/format-date'
import { cn } from '@/lib/utils'
import { useAdvocateReviews } from '../api/get-advocate-reviews'
import { m } from '../messages/profile'
import { REVIEWS_SHOWN, type ReviewCard } from '../schemas/directory'

const MAX_STARS = 5

/** A review's stars, read as one image: 'Rated 4 out of 5'. */
function ReviewStars({ rating }: { rating: number }) {
  const label = m.reviews.stars(rating, MAX_STARS)
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < rating ? 'fill-current text-brand' : 'text-muted-foreground/60',
          )}
        />
      ))}
    </span>
  )
}

function ReviewItem({ review }: { review: ReviewCard }) {
  return (
    <article
      aria-label={m.reviews.from(formatDate(review.created_at))}
      className="grid gap-2 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReviewStars rating={review.rating} />
        <p className="text-sm text-muted-foreground">
          {/* A consultation with a lawyer is private: the reviewer is never named. */}
          <span className="font-medium text-foreground">{m.reviews.verifiedClient}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
        </p>
      </div>
      {review.comment && (
        <p className="whitespace-pre-line break-words text-sm">{review.comment}</p>
      )}
    </article>
  )
}

/**
 * The advocate's newest reviews under a 'Reviews' heading; the total comes from the profile
 * (`reviewCount`), since only the newest REVIEWS_SHOWN are read.
 */
export function ReviewList({
  advocateId,
  reviewCount,
}: {
  advocateId: string
  reviewCount: number
}) {
  const headingId = useId()
  const query = useAdvocateReviews(advocateId)
  let content
  if (query.isPending) {
    content = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{m.reviews.loading}</span>
        {[0, 1].map((row) => (
          <div key={row} aria-hidden="true" className="h-20 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
    )
  } else if (query.isError) {
    content = <QueryError title={m.reviews.failed} query={query} />
  } else if (query.data.length === 0) {
    content = <p className="text-sm text-muted-foreground">{m.reviews.none}</p>
  } else {
    content = (
      <>
        <ul className="grid gap-3">
          {query.data.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
        {reviewCount > query.data.length && (
          <p className="text-sm text-muted-foreground">
            {m.reviews.showing(Math.min(REVIEWS_SHOWN, query.data.length), reviewCount)}
          </p>
        )}
      </>
    )
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {m.reviews.heading}
      </h2>
      {content}
    </section>
  )
}
