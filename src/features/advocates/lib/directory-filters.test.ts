// @vitest-environment node
import {
  countActiveFilters,
  isFiltered,
  NO_FILTERS,
  readDirectoryFilters,
  toDirectoryParams,
} from './directory-filters'

const read = (query: string) => readDirectoryFilters(new URLSearchParams(query))

describe('the directory filters in the URL', () => {
  it('reads every filter of a full URL', () => {
    expect(
      read(
        'q=meera+bail&area=Family+Law&language=Tamil&state=Tamil+Nadu&city=Chennai&min_years=10&max_fee=2000&sort=fee',
      ),
    ).toEqual({
      search: 'meera bail',
      area: 'Family Law',
      language: 'Tamil',
      state: 'Tamil Nadu',
      city: 'Chennai',
      minYears: 10,
      maxFee: 2000,
      sort: 'fee',
    })
  })

  it('reads nothing from an empty URL: every filter is any, the sort is Relevance', () => {
    expect(read('')).toEqual(NO_FILTERS)
    expect(NO_FILTERS.sort).toBe('relevance')
  })

  it('ignores values that are not among the choices', () => {
    expect(
      read('area=Space+Law&language=Klingon&state=Atlantis&min_years=7&max_fee=999&sort=cheapest'),
    ).toEqual(NO_FILTERS)
    // Close is not enough: the exact spelling of the list, and whole numbers as offered.
    expect(read('area=family+law&state=delhi&min_years=10.0&max_fee=+500&sort=Rating')).toEqual(
      NO_FILTERS,
    )
  })

  it('trims the search and the city and keeps them within their limits', () => {
    const filters = read(`q=${encodeURIComponent(`  ${'a'.repeat(250)}  `)}&city=%20%20Pune%20`)
    expect(filters.search).toHaveLength(200)
    expect(filters.city).toBe('Pune')
    expect(read(`city=${'b'.repeat(100)}`).city).toHaveLength(80)
    expect(read('q=%20%20&city=%20').search).toBe('')
  })

  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(toDirectoryParams(NO_FILTERS).toString()).toBe('')
    expect(
      toDirectoryParams({
        ...NO_FILTERS,
        search: ' divorce ',
        language: 'Hindi',
        minYears: 5,
        maxFee: 1000,
        city: ' Lucknow ',
        sort: 'experience',
      }).toString(),
    ).toBe('q=divorce&language=Hindi&city=Lucknow&min_years=5&max_fee=1000&sort=experience')
    expect(toDirectoryParams({ ...NO_FILTERS, sort: 'relevance' }).has('sort')).toBe(false)
  })

  it('reads back what it wrote', () => {
    const filters = {
      search: 'consumer complaint',
      area: 'Consumer Law' as const,
      language: 'Bengali' as const,
      state: 'West Bengal' as const,
      city: 'Kolkata',
      minYears: 20,
      maxFee: 5000,
      sort: 'rating' as const,
    }
    expect(readDirectoryFilters(toDirectoryParams(filters))).toEqual(filters)
  })

  it('counts the filters in use, not the search or the sort', () => {
    expect(countActiveFilters(NO_FILTERS)).toBe(0)
    expect(countActiveFilters({ ...NO_FILTERS, search: 'x', sort: 'fee' })).toBe(0)
    expect(countActiveFilters(read('area=Tax+Law&city=Surat&max_fee=500'))).toBe(3)
    expect(isFiltered({ ...NO_FILTERS, search: 'x' })).toBe(true)
    expect(isFiltered({ ...NO_FILTERS, sort: 'fee' })).toBe(false)
    expect(isFiltered(read('min_years=2'))).toBe(true)
  })
})
