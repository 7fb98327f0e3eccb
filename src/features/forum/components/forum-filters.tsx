import { Check, Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { SortSelect } from '@/components/data-display/sort-select'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { categoryLabel } from '@/features/forum/messages/common'
import { m } from '@/features/forum/messages/list'
import {
  FORUM_CATEGORIES,
  FORUM_LIMITS,
  FORUM_SORTS,
  type ForumCategory,
  type ForumSort,
} from '../schemas/forum'

/**
 * The search box of /forum. The search changes on Enter (or the button), not on every key, so a
 * half-typed word never flashes 'no results'; emptying the box clears the search at once. When
 * the search changes otherwise (Back, 'Clear filters'), the box follows it.
 */
export function ForumSearchForm({
  search,
  onSearch,
}: {
  search: string
  onSearch: (search: string) => void
}) {
  const id = useId()
  const [state, setState] = useState({ search, text: search })
  let text = state.text
  if (state.search !== search) {
    text = search
    setState({ search, text })
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = text.trim().slice(0, FORUM_LIMITS.searchMax)
    if (next !== search) onSearch(next)
  }
  return (
    <form role="search" aria-label={m.search.form} onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor={`${id}-q`} className="sr-only">
        {m.search.label}
      </label>
      <Input
        id={`${id}-q`}
        type="search"
        value={text}
        onChange={(event) => {
          const next = event.target.value
          setState({ search, text: next })
          if (next === '' && search !== '') onSearch('')
        }}
        maxLength={FORUM_LIMITS.searchMax}
        placeholder={m.search.placeholder}
        enterKeyHint="search"
        autoComplete="off"
      />
      <Button
        type="submit"
        variant="outline"
        size="icon"
        className="shrink-0"
        aria-label={m.search.submit}
      >
        <Search aria-hidden="true" />
      </Button>
    </form>
  )
}

/** The five categories as toggles: one at a time; pressing the active one shows all again. */
export function ForumTagFilter({
  active,
  onToggle,
}: {
  active: ForumCategory | null
  onToggle: (tag: ForumCategory) => void
}) {
  return (
    <div role="group" aria-label={m.tagFilter} className="flex flex-wrap gap-2">
      {FORUM_CATEGORIES.map((category) => {
        const pressed = category === active
        return (
          <Button
            key={category}
            type="button"
            size="sm"
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onToggle(category)}
          >
            {pressed && <Check aria-hidden="true" />}
            {categoryLabel(category)}
          </Button>
        )
      })}
    </div>
  )
}

/** Newest, Most upvoted, Unanswered, and 'Best match' while searching. */
export function ForumSortSelect({
  sort,
  isSearching,
  onChange,
}: {
  sort: ForumSort
  isSearching: boolean
  onChange: (sort: ForumSort) => void
}) {
  const sorts = FORUM_SORTS.filter((s) => s !== 'relevance' || isSearching)
  return <SortSelect sort={sort} sorts={sorts} labels={m.sorts} onChange={onChange} />
}
