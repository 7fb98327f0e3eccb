// @vitest-environment node
import { NO_FILTERS } from '../lib/directory-filters'
import { advocateRow, createFakeAdvocatesClient } from '../testing/fake-advocates-client'
import {
  directoryPagesQueryOptions,
  getDirectoryPage,
  nextDirectoryPageAfter,
} from './get-directory-page'

describe('getDirectoryPage', () => {
  it('sends every filter, null for any, and asks for the card columns only', async () => {
    const fake = createFakeAdvocatesClient({ advocates: [advocateRow(1)] })
    const rows = await getDirectoryPage(
      fake.client,
      { ...NO_FILTERS, search: '  civil  ', city: ' ', maxFee: 1000 },
      null,
    )
    expect(rows.map((row) => row.id)).toEqual([advocateRow(1).id])
    expect(rows[0]).not.toHaveProperty('bio')
    expect(fake.pageRequests()).toEqual([
      {
        search: 'civil',
        area: null,
        language: null,
        state: null,
        city: null,
        min_years: null,
        max_fee: 1000,
        sort: 'relevance',
        after: null,
        page_size: 20,
      },
    ])
  })

  it('reads a numeric rating sent as text as a number', async () => {
    const fake = createFakeAdvocatesClient()
    fake.advocates.push({ ...advocateRow(1), rating: '4.7' as unknown as number, review_count: 3 })
    const [row] = await getDirectoryPage(fake.client, NO_FILTERS, null)
    expect(row.rating).toBe(4.7)
  })

  it('throws what the database said, and rows of the wrong shape', async () => {
    const fake = createFakeAdvocatesClient({ advocates: [advocateRow(1)] })
    fake.failures.page = { code: '22023', message: 'Unknown practice area.' }
    await expect(getDirectoryPage(fake.client, NO_FILTERS, null)).rejects.toMatchObject({
      code: '22023',
    })
    fake.failures.page = null
    fake.advocates[0].review_count = -1
    await expect(getDirectoryPage(fake.client, NO_FILTERS, null)).rejects.toThrow(
      'The advocates came back in an unexpected shape',
    )
  })

  it('asks for a next page only after a full one, starting after its last advocate', () => {
    const full = Array.from({ length: 20 }, (_, index) => advocateRow(index + 1))
    expect(nextDirectoryPageAfter(full)).toBe(full[19].id)
    expect(nextDirectoryPageAfter(full.slice(0, 19))).toBeUndefined()
    expect(nextDirectoryPageAfter([])).toBeUndefined()
  })

  it('caches each set of filters under its own key', () => {
    expect(directoryPagesQueryOptions(NO_FILTERS).queryKey).toEqual([
      'advocates',
      'directory',
      NO_FILTERS,
    ])
  })
})
