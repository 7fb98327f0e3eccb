import { Badge } from '@/components/ui/badge'
import { categoryLabel, m } from '@/features/forum/messages/common'

/** A post's categories as tags. */
export function CategoryTags({ categories }: { categories: string[] }) {
  if (categories.length === 0) return null
  return (
    <ul aria-label={m.tags} className="flex flex-wrap gap-1.5">
      {categories.map((category) => (
        <li key={category}>
          <Badge variant="secondary">{categoryLabel(category)}</Badge>
        </li>
      ))}
    </ul>
  )
}
