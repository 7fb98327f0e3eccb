import { act, screen, waitFor, within } from '@testing-library/react'
import type { AuthState } from '@/lib/auth'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import type { Advocate } from '../schemas/directory'
import { advocateRow, createFakeAdvocatesClient } from '../testing/fake-advocates-client'
import { Component as AdvocatesPage } from './advocates'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

function renderDirectory({
  url = '/advocates',
  advocates = [],
  auth = buildSignedInAuth({ plan: 'premium' }),
}: { url?: string; advocates?: Advocate[]; auth?: AuthState } = {}) {
  const fake = createFakeAdvocatesClient({ advocates })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(<AdvocatesPage />, {
    path: '/advocates',
    url,
    auth,
    routes: [
      { path: '/advocates/:advocateId', element: <h1>Advocate profile</h1> },
      { path: '/pricing', element: <h1>Pricing</h1> },
    ],
  })
  return { ...view, fake }
}

const SAMPLE = [
  advocateRow(1, {
    name: 'Meera Iyer',
    city: 'Chennai',
    state: 'Tamil Nadu',
    practice_areas: ['Family Law', 'Property Law'],
    languages: ['English', 'Tamil'],
    rating: 4.6,
    review_count: 12,
    experience_years: 12,
    fee_inr: 1500,
  }),
  advocateRow(2, {
    name: 'Rahul Verma',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    practice_areas: ['Criminal Law'],
    languages: ['Hindi'],
    rating: null,
    review_count: 0,
    experience_years: 3,
    fee_inr: 500,
  }),
]

const searchBox = () => screen.getByRole('searchbox', { name: 'Search advocates' })
const filters = () => screen.getByRole('group', { name: 'Filters' })
const select = (name: string) => within(filters()).getByRole('combobox', { name })
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' })
/**
 * The cards' names, in order. Read from the DOM: a role query over a whole page of cards and
 * long selects is slow in jsdom (it checks every element's visibility).
 */
const cardNames = () =>
  Array.from(document.querySelectorAll('article h2'), (heading) => heading.textContent)
/** Waits until the list shows `count` cards (any number above 0 when not given). */
const cardsShown = (count?: number) =>
  waitFor(() =>
    count === undefined
      ? expect(cardNames().length).toBeGreaterThan(0)
      : expect(cardNames()).toHaveLength(count),
  )
/** 'Load more' by its text: a role query over a page of cards is slow in jsdom. */
const loadMore = () => screen.getByText('Load more', { selector: 'button' })
const noLoadMore = () => expect(screen.queryByText('Load more', { selector: 'button' })).toBeNull()
const params = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search))

describe('/advocates', () => {
  // 'Connect Now' opens a lazy chunk; loading it once here keeps that cost out of a test's time.
  beforeAll(() => import('../components/connect-dialog'))

  it('shows the heading, a skeleton while loading, then the verified advocates as cards', async () => {
    const { fake } = renderDirectory({ advocates: SAMPLE })
    expect(screen.getByRole('heading', { level: 1, name: 'Find Advocates' })).toBeVisible()
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by name, expertise or location')
    expect(screen.getByRole('status')).toHaveTextContent('Loading advocates…')

    const meera = await screen.findByRole('article', { name: 'Meera Iyer' })
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 advocates')
    expect(within(meera).getByText('4.6')).toBeVisible()
    expect(within(meera).getByText('12 years experience')).toBeVisible()
    expect(within(meera).getByRole('link', { name: /View profile/ })).toHaveAttribute(
      'href',
      `/advocates/${SAMPLE[0].id}`,
    )
    expect(
      within(screen.getByRole('article', { name: 'Rahul Verma' })).getByText('New'),
    ).toBeVisible()
    // Relevance without a search ranks by rating: the reviewed advocate first.
    expect(cardNames()).toEqual(['Meera Iyer', 'Rahul Verma'])
    expect(fake.pageRequests()).toEqual([
      {
        search: null,
        area: null,
        language: null,
        state: null,
        city: null,
        min_years: null,
        max_fee: null,
        sort: 'relevance',
        after: null,
        page_size: 20,
      },
    ])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('reads the search, every filter and the sort from the URL', async () => {
    const { fake } = renderDirectory({
      url: '/advocates?q=meera&area=Family+Law&language=Tamil&state=Tamil+Nadu&city=Chennai&min_years=10&max_fee=2000&sort=experience',
      advocates: SAMPLE,
    })
    expect(await screen.findByRole('article', { name: 'Meera Iyer' })).toBeVisible()
    expect(fake.pageRequests()).toEqual([
      {
        search: 'meera',
        area: 'Family Law',
        language: 'Tamil',
        state: 'Tamil Nadu',
        city: 'Chennai',
        min_years: 10,
        max_fee: 2000,
        sort: 'experience',
        after: null,
        page_size: 20,
      },
    ])
    expect(searchBox()).toHaveValue('meera')
    expect(select('Practice area')).toHaveValue('Family Law')
    expect(select('Language')).toHaveValue('Tamil')
    expect(select('State')).toHaveValue('Tamil Nadu')
    expect(within(filters()).getByRole('textbox', { name: 'City' })).toHaveValue('Chennai')
    expect(select('Experience')).toHaveValue('10')
    expect(select('Maximum fee')).toHaveValue('2000')
    expect(sortSelect()).toHaveValue('experience')
    expect(screen.getByRole('button', { name: 'Filters (6)' })).toBeInTheDocument()
  })

  it("ignores values it doesn't know", async () => {
    const { fake } = renderDirectory({
      url: '/advocates?area=Space+Law&language=Klingon&min_years=7&max_fee=1&sort=cheapest',
      advocates: SAMPLE,
    })
    await cardsShown()
    expect(fake.pageRequests()[0]).toMatchObject({
      area: null,
      language: null,
      min_years: null,
      max_fee: null,
      sort: 'relevance',
    })
    expect(select('Practice area')).toHaveValue('')
    expect(sortSelect()).toHaveValue('relevance')
    expect(
      within(sortSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Experience', 'Rating', 'Fee: lowest first'])
  })

  it('writes the search back to the URL; emptying the box clears it', async () => {
    const { user, router } = renderDirectory({ advocates: SAMPLE })
    await cardsShown()

    await user.type(searchBox(), 'rahul{Enter}')
    expect(params(router)).toEqual({ q: 'rahul' })
    await waitFor(() => expect(cardNames()).toEqual(['Rahul Verma']))

    await user.clear(searchBox())
    expect(router.state.location.search).toBe('')
    await waitFor(() => expect(cardNames()).toHaveLength(2))
  })

  it('writes the practice area and the language back to the URL and asks for them', async () => {
    const { user, router, fake } = renderDirectory({ advocates: SAMPLE })
    await cardsShown()

    await user.selectOptions(select('Practice area'), 'Criminal Law')
    await user.selectOptions(select('Language'), 'Hindi')
    expect(params(router)).toEqual({ area: 'Criminal Law', language: 'Hindi' })
    await waitFor(() =>
      expect(fake.pageRequests().at(-1)).toMatchObject({ area: 'Criminal Law', language: 'Hindi' }),
    )
    await waitFor(() => expect(cardNames()).toEqual(['Rahul Verma']))

    // Choosing 'All …' again takes the filter out of the URL.
    await user.selectOptions(select('Practice area'), 'All practice areas')
    expect(params(router)).toEqual({ language: 'Hindi' })
  })

  it('writes the state and the city back to the URL and asks for them', async () => {
    const { user, router, fake } = renderDirectory({ advocates: SAMPLE })
    await cardsShown()

    await user.selectOptions(select('State'), 'Uttar Pradesh')
    await user.type(within(filters()).getByRole('textbox', { name: 'City' }), 'Lucknow{Enter}')
    expect(params(router)).toEqual({ state: 'Uttar Pradesh', city: 'Lucknow' })
    await waitFor(() =>
      expect(fake.pageRequests().at(-1)).toMatchObject({
        state: 'Uttar Pradesh',
        city: 'Lucknow',
        after: null,
      }),
    )
    await waitFor(() => expect(cardNames()).toEqual(['Rahul Verma']))
  })

  it('writes the experience, the fee and the sort back to the URL and asks for them', async () => {
    const { user, router, fake } = renderDirectory({ advocates: SAMPLE })
    await cardsShown()

    await user.selectOptions(select('Experience'), '2+ years')
    await user.selectOptions(select('Maximum fee'), 'Up to ₹500')
    await user.selectOptions(sortSelect(), 'Fee: lowest first')
    expect(params(router)).toEqual({ min_years: '2', max_fee: '500', sort: 'fee' })
    await waitFor(() =>
      expect(fake.pageRequests().at(-1)).toEqual({
        search: null,
        area: null,
        language: null,
        state: null,
        city: null,
        min_years: 2,
        max_fee: 500,
        sort: 'fee',
        after: null,
        page_size: 20,
      }),
    )
    await waitFor(() => expect(cardNames()).toEqual(['Rahul Verma']))
  })

  it('follows Back: the box and the list go back to the earlier search', async () => {
    const { user, router } = renderDirectory({ advocates: SAMPLE })
    await cardsShown()
    await user.type(searchBox(), 'meera{Enter}')
    await cardsShown(1)
    await act(() => router.navigate(-1))
    await waitFor(() => expect(searchBox()).toHaveValue(''))
    expect(await screen.findByRole('article', { name: 'Rahul Verma' })).toBeVisible()
  })

  it("says 'No verified advocates yet' when the directory is empty, with no Clear filters", async () => {
    renderDirectory()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No verified advocates yet' }),
    ).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('No verified advocates yet')
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('says when nothing matches, and Clear filters shows everyone again', async () => {
    const { user, router } = renderDirectory({
      url: '/advocates?q=tenant&language=Hindi&sort=rating',
      advocates: SAMPLE,
    })
    expect(
      await screen.findByRole('heading', { name: 'No advocates match “tenant”' }),
    ).toBeVisible()
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' })
    expect(clearButtons).toHaveLength(2) // in the filters, and under the message

    await user.click(clearButtons[1])
    expect(router.state.location.search).toBe('')
    expect(searchBox()).toHaveValue('')
    expect(select('Language')).toHaveValue('')
    await cardsShown(2)
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('names the filters when only filters match nobody', async () => {
    renderDirectory({ url: '/advocates?area=Tax+Law', advocates: SAMPLE })
    expect(
      await screen.findByRole('heading', { name: 'No advocates match these filters' }),
    ).toBeVisible()
  })

  it('shows a load failure with Retry, which reads the list again', async () => {
    const { user, fake } = renderDirectory({ advocates: SAMPLE })
    fake.failures.page = { message: 'Failed to fetch' }
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load the advocates. Failed to fetch")

    fake.failures.page = null
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await cardsShown(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("loads the next page after the last advocate with 'Load more', then hides it", async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      advocateRow(index + 1, { rating: 5 - index / 10, review_count: 1 }),
    )
    const { user, fake } = renderDirectory({ advocates: many })
    await cardsShown(20)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 advocates')

    await user.click(loadMore())
    await cardsShown(23)
    expect(fake.pageRequests().map((args) => args.after)).toEqual([null, many[19].id])
    noLoadMore()
    // Focus moves to the first new advocate's profile link.
    const focused = document.querySelectorAll('a[data-advocate-link]')[20]
    expect(focused).toHaveFocus()
    expect(focused).toHaveAccessibleName(`View profile of ${many[20].name}`)
  })

  it('keeps the advocates read so far when the next page fails, and Retry goes on', async () => {
    const many = Array.from({ length: 21 }, (_, index) => advocateRow(index + 1))
    const { user, fake } = renderDirectory({ advocates: many })
    await cardsShown()
    fake.failures.page = { message: 'Failed to fetch' }
    await user.click(loadMore())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load more advocates.")
    expect(cardNames()).toHaveLength(20)

    fake.failures.page = null
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await cardsShown(21)
  })

  it('folds the filters behind a button on phones', async () => {
    const { user } = renderDirectory({ advocates: SAMPLE })
    const toggle = screen.getByRole('button', { name: 'Filters' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', filters().id)
    expect(filters()).toHaveClass('hidden', 'md:grid')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(filters()).not.toHaveClass('hidden')
    await user.selectOptions(select('Language'), 'Tamil')
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
    await screen.findByRole('article', { name: 'Meera Iyer' })
  })

  it("opens the Premium explanation from a free user's Connect Now", async () => {
    const { user, router } = renderDirectory({
      advocates: SAMPLE,
      auth: buildSignedInAuth({ plan: 'free' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Connect Now with Meera Iyer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Meera Iyer' })
    expect(dialog).toHaveTextContent('Connecting with advocates is part of Premium.')
    expect(within(dialog).queryByRole('textbox')).toBeNull()

    await user.click(within(dialog).getByRole('link', { name: 'See Premium' }))
    expect(router.state.location.pathname).toBe('/pricing')
  })
})
