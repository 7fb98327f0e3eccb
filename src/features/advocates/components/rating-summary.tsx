import { Star } from 'lucide-react'
import { cn } from '@/lib/utils'
import { m } from '../messages/directory'

const SIZES = { sm: 'text-sm', base: 'text-base' }

/**
 * An advocate's average rating and number of reviews: '★ 4.6 (12 reviews)', read as 'Rated 4.6
 * out of 5'. An advocate nobody has reviewed yet is 'New', never a made-up number.
 */
export function RatingSummary({
  rating,
  reviewCount,
  size = 'sm',
}: {
  rating: number | null
  reviewCount: number
  size?: keyof typeof SIZES
}) {
  if (rating === null || reviewCount === 0) {
    return (
      <p className={cn('inline-flex items-center gap-1', SIZES[size])}>
        <Star aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="font-semibold">{m.rating.new}</span>
        <span className="sr-only">{m.rating.noReviews}</span>
      </p>
    )
  }
  return (
    <p className={cn('inline-flex items-center gap-1', SIZES[size])}>
      <Star aria-hidden="true" className="size-4 fill-current text-brand" />
      <span className="sr-only">{m.rating.ratedBefore}</span>
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="sr-only">{m.rating.ratedAfter}</span>{' '}
      <span className="text-muted-foreground">{m.rating.reviews(reviewCount)}</span>
    </p>
  )
}
