import { Search, SlidersHorizontal, X } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { SortSelect } from '@/components/data-display/sort-select'
import { Button } from '@/components/ui/button'
import { fieldClasses, Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { countActiveFilters, type DirectoryFilters } from '../lib/directory-filters'
import {
  ADVOCATE_LIMITS,
  INDIAN_STATES,
  LANGUAGES,
  PRACTICE_AREAS,
} from '../schemas/advocate-lists'
import {
  DIRECTORY_SORTS,
  MAX_FEE_OPTIONS,
  MIN_YEARS_OPTIONS,
  type DirectorySort,
} from '../schemas/directory'

const SORT_LABELS: Record<DirectorySort, string> = {
  relevance: 'Relevance',
  experience: 'Experience',
  rating: 'Rating',
  fee: 'Fee: lowest first',
}

const selectClasses = cn(fieldClasses, 'h-10')

/**
 * Free text that changes the list on Enter (or the button), not on every key, so a half-typed
 * word never flashes 'no results'; emptying the box clears it at once. When the value changes
 * otherwise (Back, 'Clear filters'), the box follows it.
 */
function useCommittedText(value: string, onCommit: (value: string) => void, max: number) {
  const [state, setState] = useState({ value, text: value })
  let text = state.text
  if (state.value !== value) {
    text = value
    setState({ value, text })
  }
  const commit = () => {
    const next = text.trim().slice(0, max)
    if (next !== value) onCommit(next)
  }
  const onChange = (next: string) => {
    setState({ value, text: next })
    if (next === '' && value !== '') onCommit('')
  }
  return { text, commit, onChange }
}

/** The search box of /advocates: names, practice areas, places, courts and bios. */
export function DirectorySearchForm({
  search,
  onSearch,
}: {
  search: string
  onSearch: (search: string) => void
}) {
  const id = useId()
  const { text, commit, onChange } = useCommittedText(search, onSearch, ADVOCATE_LIMITS.searchMax)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    commit()
  }
  return (
    <form role="search" aria-label="Advocates" onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor={`${id}-q`} className="sr-only">
        Search advocates
      </label>
      <Input
        id={`${id}-q`}
        type="search"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        maxLength={ADVOCATE_LIMITS.searchMax}
        placeholder="Search by name, expertise or location"
        enterKeyHint="search"
        autoComplete="off"
      />
      <Button type="submit" variant="outline" size="icon" className="shrink-0" aria-label="Search">
        <Search aria-hidden="true" />
      </Button>
    </form>
  )
}

/** Relevance (the default), Experience, Rating, Fee: lowest first. */
export function DirectorySortSelect({
  sort,
  onChange,
}: {
  sort: DirectorySort
  onChange: (sort: DirectorySort) => void
}) {
  return (
    <SortSelect
      sort={sort}
      sorts={DIRECTORY_SORTS}
      labels={SORT_LABELS}
      onChange={onChange}
      className="min-w-0 flex-1 md:flex-none"
    />
  )
}

/** On phones the filters fold away behind this button; it counts the filters in use. */
export function DirectoryFiltersToggle({
  filters,
  isOpen,
  controls,
  onToggle,
}: {
  filters: DirectoryFilters
  isOpen: boolean
  controls: string
  onToggle: () => void
}) {
  const active = countActiveFilters(filters)
  return (
    <Button
      type="button"
      variant="outline"
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
      className="md:hidden"
    >
      <SlidersHorizontal aria-hidden="true" />
      {active > 0 ? `Filters (${active})` : 'Filters'}
    </Button>
  )
}

function SelectFilter({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string
  value: string | number | null
  anyLabel: string
  options: ReadonlyArray<{ value: string | number; label: string }>
  onChange: (value: string | null) => void
}) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value || null)}
        className={selectClasses}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function CityFilter({ city, onChange }: { city: string; onChange: (city: string) => void }) {
  const id = useId()
  const {
    text,
    commit,
    onChange: onType,
  } = useCommittedText(city, onChange, ADVOCATE_LIMITS.cityMax)
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        commit()
      }}
    >
      <Label htmlFor={id}>City</Label>
      <Input
        id={id}
        value={text}
        onChange={(event) => onType(event.target.value)}
        onBlur={commit}
        maxLength={ADVOCATE_LIMITS.cityMax}
        placeholder="e.g. Pune"
        enterKeyHint="search"
        autoComplete="address-level2"
      />
    </form>
  )
}

const asOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }))
const YEARS_OPTIONS = MIN_YEARS_OPTIONS.map((years) => ({ value: years, label: `${years}+ years` }))
const FEE_OPTIONS = MAX_FEE_OPTIONS.map((fee) => ({
  value: fee,
  label: `Up to ₹${fee.toLocaleString('en-IN')}`,
}))

/** The value of `list` that `value` names, else null (a select only offers the list's values). */
function pick<T extends string | number>(list: readonly T[], value: string | null): T | null {
  return list.find((item) => String(item) === value) ?? null
}

/**
 * Practice area, language, state, city, minimum experience and maximum fee, and 'Clear filters'.
 * Always shown from the `md` breakpoint; on phones only while `isOpen`.
 */
export function DirectoryFilterPanel({
  id,
  filters,
  isOpen,
  canClear,
  onChange,
  onClear,
  className,
}: {
  id: string
  filters: DirectoryFilters
  isOpen: boolean
  canClear: boolean
  onChange: (change: Partial<DirectoryFilters>) => void
  onClear: () => void
  className?: string
}) {
  return (
    <div
      id={id}
      role="group"
      aria-label="Filters"
      className={cn(isOpen ? 'grid' : 'hidden md:grid', 'content-start gap-4', className)}
    >
      <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-1">
        <SelectFilter
          label="Practice area"
          value={filters.area}
          anyLabel="All practice areas"
          options={asOptions(PRACTICE_AREAS)}
          onChange={(value) => onChange({ area: pick(PRACTICE_AREAS, value) })}
        />
        <SelectFilter
          label="Language"
          value={filters.language}
          anyLabel="All languages"
          options={asOptions(LANGUAGES)}
          onChange={(value) => onChange({ language: pick(LANGUAGES, value) })}
        />
        <SelectFilter
          label="State"
          value={filters.state}
          anyLabel="All states"
          options={asOptions(INDIAN_STATES)}
          onChange={(value) => onChange({ state: pick(INDIAN_STATES, value) })}
        />
        <CityFilter city={filters.city} onChange={(city) => onChange({ city })} />
        <SelectFilter
          label="Experience"
          value={filters.minYears}
          anyLabel="Any experience"
          options={YEARS_OPTIONS}
          onChange={(value) => onChange({ minYears: pick(MIN_YEARS_OPTIONS, value) })}
        />
        <SelectFilter
          label="Maximum fee"
          value={filters.maxFee}
          anyLabel="Any fee"
          options={FEE_OPTIONS}
          onChange={(value) => onChange({ maxFee: pick(MAX_FEE_OPTIONS, value) })}
        />
      </div>
      {canClear && (
        <Button type="button" variant="ghost" onClick={onClear} className="justify-self-start">
          <X aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </div>
  )
}
