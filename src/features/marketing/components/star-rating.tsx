import { Star } from 'lucide-react'
import { cn } from '@/lib/utils'
import { m } from '../messages/home'

const MAX_RATING = 5

/** Five stars read as one image: 'Rated 4 out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const label = m.stories.rated(rating, MAX_RATING)
  return (
    <div role="img" aria-label={label} title={label} className={cn('flex gap-0.5', className)}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < rating ? 'fill-current text-brand' : 'text-muted-foreground/60',
          )}
        />
      ))}
    </div>
  )
}
