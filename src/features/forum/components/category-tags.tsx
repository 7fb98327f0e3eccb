import { Badge } from '@/components/ui/badge'

/** A post's categories as tags. */
export function CategoryTags({ categories }: { categories: string[] }) {
  if (categories.length === 0) return null
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {categories.map((category) => (
        <li key={category}>
          <Badge variant="secondary">{category}</Badge>
        </li>
      ))}
    </ul>
  )
}
