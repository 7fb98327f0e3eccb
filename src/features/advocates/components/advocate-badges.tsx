import { BadgeCheck } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { practiceAreaLabel } from '../lib/labels'
import { m } from '../messages/directory'

/** The directory lists verified advocates only: each carries this badge. */
export function VerifiedBadge() {
  return (
    <Badge variant="brand">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {m.card.verified}
    </Badge>
  )
}

/** Practice areas as tags, in the order the advocate gave them. */
export function ExpertiseTags({
  areas,
  label = m.card.expertise,
}: {
  areas: string[]
  label?: string
}) {
  if (areas.length === 0) return null
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {areas.map((area) => (
        <li key={area}>
          <Badge variant="secondary">{practiceAreaLabel(area)}</Badge>
        </li>
      ))}
    </ul>
  )
}
