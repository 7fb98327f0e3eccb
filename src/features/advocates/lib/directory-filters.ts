import {
  ADVOCATE_LIMITS,
  INDIAN_STATES,
  LANGUAGES,
  PRACTICE_AREAS,
  type IndianState,
  type Language,
  type PracticeArea,
} from '../schemas/advocate-lists'
import {
  DIRECTORY_SORTS,
  MAX_FEE_OPTIONS,
  MIN_YEARS_OPTIONS,
  type DirectorySort,
} from '../schemas/directory'

/** What /advocates lists: a search ('' for none), each filter or null for any, and a sort. */
export type DirectoryFilters = {
  search: string
  area: PracticeArea | null
  language: Language | null
  state: IndianState | null
  city: string
  minYears: number | null
  maxFee: number | null
  sort: DirectorySort
}

export const DEFAULT_SORT: DirectorySort = 'relevance'

export const NO_FILTERS: DirectoryFilters = {
  search: '',
  area: null,
  language: null,
  state: null,
  city: '',
  minYears: null,
  maxFee: null,
  sort: DEFAULT_SORT,
}

/** The URL's names for the filters (docs/PRODUCT.md §2 'Advocates'). */
const PARAMS = {
  search: 'q',
  area: 'area',
  language: 'language',
  state: 'state',
  city: 'city',
  minYears: 'min_years',
  maxFee: 'max_fee',
  sort: 'sort',
} as const satisfies Record<keyof DirectoryFilters, string>

/** The filters in the order their parameters are written. */
const FILTER_KEYS = [
  'search',
  'area',
  'language',
  'state',
  'city',
  'minYears',
  'maxFee',
  'sort',
] as const satisfies ReadonlyArray<keyof DirectoryFilters>

/** The value of `list` that `value` names exactly, else null. */
function oneOf<T extends string | number>(list: readonly T[], value: string | null): T | null {
  if (value === null) return null
  return list.find((item) => String(item) === value) ?? null
}

/** Free text from the URL: trimmed, at most `max` characters. */
const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max)

/**
 * ?q=&area=&language=&state=&city=&min_years=&max_fee=&sort= of the URL. A value that is not one
 * of the choices (an unknown area, 7 years, a sort the list does not offer) is ignored, so a
 * hand-edited or outdated link still opens a working list.
 */
export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  return {
    search: text(params.get(PARAMS.search), ADVOCATE_LIMITS.searchMax),
    area: oneOf(PRACTICE_AREAS, params.get(PARAMS.area)),
    language: oneOf(LANGUAGES, params.get(PARAMS.language)),
    state: oneOf(INDIAN_STATES, params.get(PARAMS.state)),
    city: text(params.get(PARAMS.city), ADVOCATE_LIMITS.cityMax),
    minYears: oneOf(MIN_YEARS_OPTIONS, params.get(PARAMS.minYears)),
    maxFee: oneOf(MAX_FEE_OPTIONS, params.get(PARAMS.maxFee)),
    sort: oneOf(DIRECTORY_SORTS, params.get(PARAMS.sort)) ?? DEFAULT_SORT,
  }
}

/** The URL of some filters; what is at its default is left out, so links stay short. */
export function toDirectoryParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams()
  const values: Record<keyof DirectoryFilters, string | number | null> = {
    ...filters,
    search: filters.search.trim(),
    city: filters.city.trim(),
    sort: filters.sort === DEFAULT_SORT ? null : filters.sort,
  }
  for (const key of FILTER_KEYS) {
    const value = values[key]
    if (value !== null && value !== '') params.set(PARAMS[key], String(value))
  }
  return params
}

/** How many filters narrow the list (the search and the sort are not counted). */
export function countActiveFilters(filters: DirectoryFilters): number {
  const { area, language, state, city, minYears, maxFee } = filters
  return [area, language, state, city || null, minYears, maxFee].filter((value) => value !== null)
    .length
}

/** Whether the list is narrowed at all: by a search or by a filter. */
export function isFiltered(filters: DirectoryFilters): boolean {
  return filters.search !== '' || countActiveFilters(filters) > 0
}
