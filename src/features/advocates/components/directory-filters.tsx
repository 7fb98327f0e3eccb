import { Search, SlidersHorizontal, X } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { SortSelect } from '@/components/data-display/sort-select'
import { Button } from '@/components/ui/button'
import { fieldClasses, Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { stateLabel } from '@/i18n/messages/states'
import { cn } from '@/lib/utils'
import { countActiveFilters, type DirectoryFilters } from '../lib/directory-filters'
import { languageLabel, practiceAreaLabel } from '../lib/labels'
import { m } from '../messages/directory'
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

const SORT_LABELS: Record<DirectorySort, string> = m.sorts

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
    <form role="search" aria-label={m.search.form} onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor={`${id}-q`} className="sr-only">
        {m.search.label}
      </label>
      <Input
        id={`${id}-q`}
        type="search"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        maxLength={ADVOCATE_LIMITS.searchMax}
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
      {m.filters.toggle(active)}
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
      <Label htmlFor={id}>{m.filters.city}</Label>
      <Input
        id={id}
        value={text}
        onChange={(event) => onType(event.target.value)}
        onBlur={commit}
        maxLength={ADVOCATE_LIMITS.cityMax}
        placeholder={m.filters.cityPlaceholder}
        enterKeyHint="search"
        autoComplete="address-level2"
      />
    </form>
  )
}

/** A list's stored values as options, each with the label this language shows for it. */
const asOptions = (list: readonly string[], label: (value: string) => string = (value) => value) =>
  list.map((value) => ({ value, label: label(value) }))
const AREA_OPTIONS = asOptions(PRACTICE_AREAS, practiceAreaLabel)
const LANGUAGE_OPTIONS = asOptions(LANGUAGES, languageLabel)
const STATE_OPTIONS = asOptions(INDIAN_STATES, stateLabel)
const YEARS_OPTIONS = MIN_YEARS_OPTIONS.map((years) => ({
  value: years,
  label: m.filters.minYears(years),
}))
const FEE_OPTIONS = MAX_FEE_OPTIONS.map((fee) => ({ value: fee, label: m.filters.upTo(fee) }))

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
      aria-label={m.filters.label}
      className={cn(isOpen ? 'grid' : 'hidden md:grid', 'content-start gap-4', className)}
    >
      <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-1">
        <SelectFilter
          label={m.filters.practiceArea}
          value={filters.area}
          anyLabel={m.filters.allPracticeAreas}
          options={AREA_OPTIONS}
          onChange={(value) => onChange({ area: pick(PRACTICE_AREAS, value) })}
        />
        <SelectFilter
          label={m.filters.language}
          value={filters.language}
          anyLabel={m.filters.allLanguages}
          options={LANGUAGE_OPTIONS}
          onChange={(value) => onChange({ language: pick(LANGUAGES, value) })}
        />
        <SelectFilter
          label={m.filters.state}
          value={filters.state}
          anyLabel={m.filters.allStates}
          options={STATE_OPTIONS}
          onChange={(value) => onChange({ state: pick(INDIAN_STATES, value) })}
        />
        <CityFilter city={filters.city} onChange={(city) => onChange({ city })} />
        <SelectFilter
          label={m.filters.experience}
          value={filters.minYears}
          anyLabel={m.filters.anyExperience}
          options={YEARS_OPTIONS}
          onChange={(value) => onChange({ minYears: pick(MIN_YEARS_OPTIONS, value) })}
        />
        <SelectFilter
          label={m.filters.maxFee}
          value={filters.maxFee}
          anyLabel={m.filters.anyFee}
          options={FEE_OPTIONS}
          onChange={(value) => onChange({ maxFee: pick(MAX_FEE_OPTIONS, value) })}
        />
      </div>
      {canClear && (
        <Button type="button" variant="ghost" onClick={onClear} className="justify-self-start">
          <X aria-hidden="true" />
          {m.filters.clear}
        </Button>
      )}
    </div>
  )
}
