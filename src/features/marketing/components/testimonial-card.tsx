import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import type { Testimonial } from '@/features/marketing/content/home'
import { StarRating } from './star-rating'
import { m } from '../messages/home'

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, location, rating, quote, service } = testimonial
  return (
    <Card className="h-full">
      <figure className="flex h-full flex-col gap-5 p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <StarRating rating={rating} />
          <Badge variant="secondary">
            <span className="sr-only">{m.stories.serviceUsed}</span>
            {service}
          </Badge>
        </div>
        <blockquote className="flex-1 text-pretty leading-relaxed">
          <p>“{quote}”</p>
        </blockquote>
        <figcaption className="flex items-center gap-3 border-t pt-5">
          <Avatar name={name} email={null} size="lg" tone="soft" />
          <div className="min-w-0">
            <p className="font-semibold">{name}</p>
            <p className="text-sm text-muted-foreground">{location}</p>
          </div>
        </figcaption>
      </figure>
    </Card>
  )
}
