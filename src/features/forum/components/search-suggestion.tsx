import { Tags } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { categoryLabel } from '@/features/forum/messages/common'
import { m } from '@/features/forum/messages/list'
import { useSearchSuggestion } from '../api/get-search-suggestion'
import type { ThreadFilters } from '../api/get-thread-page'
import type { ForumCategory } from '../schemas/forum'

/**
 * When a search finds nothing, the category closest to it (docs/PRODUCT.md §2 'Community Forum'):
 * one whose threads match the search ('Try the … category' keeps the search), else the one its
 * words belong to ('Browse …' shows that category's threads). The database decides
 * (forum_search_suggestion). It is a hint under the no-results message: while it loads, or if it
 * fails, that message and its buttons stand alone.
 */
export function SearchSuggestion({
  search,
  category,
  onApply,
}: {
  search: string
  category: ForumCategory | null
  onApply: (change: Partial<ThreadFilters>) => void
}) {
  const { data } = useSearchSuggestion({ search, category })
  const suggested = data?.suggested_category
  if (!suggested) return null
  const name = categoryLabel(suggested)
  return data.has_matches ? (
    <Button variant="secondary" onClick={() => onApply({ category: suggested })}>
      <Tags aria-hidden="true" />
      {m.suggestion.tryCategory(name)}
    </Button>
  ) : (
    <div className="grid justify-items-center gap-2">
      <p className="max-w-sm text-sm text-muted-foreground">{m.suggestion.usuallyUnder(name)}</p>
      <Button variant="secondary" onClick={() => onApply({ search: '', category: suggested })}>
        <Tags aria-hidden="true" />
        {m.suggestion.browse(name)}
      </Button>
    </div>
  )
}
