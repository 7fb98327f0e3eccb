import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Link } from 'react-router'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { OFFLINE_ERROR } from '@/lib/api-error'
import type { AuthState } from '@/lib/auth'
import { buildSignedInAuth } from '@/testing/factories'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { ConnectAction } from '../components/connect-action'
import type { Advocate } from '../schemas/directory'
import { advocateId, advocateRow, reviewRow } from '../testing/factories'
import { listAdvocate, unlistEveryone, writeReview } from '../testing/scenes'
import { Component as AdvocatePage } from './advocate'
import { Component as AdvocatesPage } from './advocates'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

// The directory, an advocate's page and 'Connect Now' on the real backend: which advocates are
// listed, in which order, the reviews, the views counted and the refusals of a request are the
// database's; only the network is injected.
const backend = withRealBackend()
const { faults, sql } = backend

/** The reader of every screen here: a client, Premium in the database and in the app. */
let reader: SignedInMember
beforeAll(async () => {
  reader = await backend.signUp({ name: 'Asha Rao' })
  await sql(`update public.users set plan = 'premium' where id = $1`, [reader.id])
  await unlistEveryone(sql)
})

/** `member`'s AuthContext value with the plan the app believes they have. */
const withPlan = (member: SignedInMember, plan: 'free' | 'premium'): AuthState =>
  buildSignedInAuth({ ...member.auth.profile, plan })

/** The requests for a page of the directory, in order. */
const directoryPageRequests = () =>
  faults.requests.filter((route) => route === 'POST /rest/v1/rpc/advocate_directory_page')

/** /advocates listing exactly `advocates` (no one else is verified). */
async function renderDirectory({
  url = '/advocates',
  advocates = [],
  auth = withPlan(reader, 'premium'),
}: { url?: string; advocates?: Advocate[]; auth?: AuthState } = {}) {
  await unlistEveryone(sql)
  for (const advocate of advocates) await listAdvocate(sql, advocate)
  loadSupabase.mockResolvedValue(reader.client)
  return renderApp(<AdvocatesPage />, {
    path: '/advocates',
    url,
    auth,
    routes: [
      { path: '/advocates/:advocateId', element: <h1>Advocate profile</h1> },
      { path: '/pricing', element: <h1>Pricing</h1> },
    ],
  })
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
    await renderDirectory({ advocates: SAMPLE })
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
    expect(directoryPageRequests()).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('reads the search, every filter and the sort from the URL', async () => {
    await renderDirectory({
      url: '/advocates?q=meera&area=Family+Law&language=Tamil&state=Tamil+Nadu&city=Chennai&min_years=10&max_fee=2000&sort=experience',
      advocates: SAMPLE,
    })
    expect(await screen.findByRole('article', { name: 'Meera Iyer' })).toBeVisible()
    // The database applied them: Rahul Verma matches none.
    expect(cardNames()).toEqual(['Meera Iyer'])
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
    await renderDirectory({
      url: '/advocates?area=Space+Law&language=Klingon&min_years=7&max_fee=1&sort=cheapest',
      advocates: SAMPLE,
    })
    // Sent, the area and the language would be refused (22023) and 7 years or ₹1 would leave
    // Rahul Verma out: both are listed.
    await cardsShown(2)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(select('Practice area')).toHaveValue('')
    expect(sortSelect()).toHaveValue('relevance')
    expect(
      within(sortSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Experience', 'Rating', 'Fee: lowest first'])
  })

  it('writes the search back to the URL; emptying the box clears it', async () => {
    const { user, router } = await renderDirectory({ advocates: SAMPLE })
    await cardsShown()

    await user.type(searchBox(), 'rahul{Enter}')
    expect(params(router)).toEqual({ q: 'rahul' })
    await waitFor(() => expect(cardNames()).toEqual(['Rahul Verma']))

    await user.clear(searchBox())
    expect(router.state.location.search).toBe('')
    await waitFor(() => expect(cardNames()).toHaveLength(2))
  })

  it('writes the practice area and the language back to the URL and asks for them', async () => {
    const { user, router } = await renderDirectory({ advocates: SAMPLE })
    await cardsShown()

    await user.selectOptions(select('Practice area'), 'Criminal Law')
    await user.selectOptions(select('Language'), 'Hindi')
    expect(params(router)).toEqual({ area: 'Criminal Law', language: 'Hindi' })
    await waitFor(() => expect(cardNames()).toEqual(['Rahul Verma']))

    // Choosing 'All …' again takes the filter out of the URL.
    await user.selectOptions(select('Practice area'), 'All practice areas')
    expect(params(router)).toEqual({ language: 'Hindi' })
  })

  it('writes the state and the city back to the URL and asks for them', async () => {
    const { user, router } = await renderDirectory({ advocates: SAMPLE })
    await cardsShown()

    await user.selectOptions(select('State'), 'Uttar Pradesh')
    await user.type(within(filters()).getByRole('textbox', { name: 'City' }), 'Lucknow{Enter}')
    expect(params(router)).toEqual({ state: 'Uttar Pradesh', city: 'Lucknow' })
    await waitFor(() => expect(cardNames()).toEqual(['Rahul Verma']))
  })

  it('writes the experience, the fee and the sort back to the URL and asks for them', async () => {
    const { user, router } = await renderDirectory({ advocates: SAMPLE })
    await cardsShown()

    await user.selectOptions(select('Experience'), '2+ years')
    await user.selectOptions(select('Maximum fee'), 'Up to ₹500')
    await user.selectOptions(sortSelect(), 'Fee: lowest first')
    expect(params(router)).toEqual({ min_years: '2', max_fee: '500', sort: 'fee' })
    await waitFor(() => expect(cardNames()).toEqual(['Rahul Verma']))
  })

  it('follows Back: the box and the list go back to the earlier search', async () => {
    const { user, router } = await renderDirectory({ advocates: SAMPLE })
    await cardsShown()
    await user.type(searchBox(), 'meera{Enter}')
    await cardsShown(1)
    await act(() => router.navigate(-1))
    await waitFor(() => expect(searchBox()).toHaveValue(''))
    expect(await screen.findByRole('article', { name: 'Rahul Verma' })).toBeVisible()
  })

  it("says 'No verified advocates yet' when the directory is empty, with no Clear filters", async () => {
    await renderDirectory()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No verified advocates yet' }),
    ).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('No verified advocates yet')
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('says when nothing matches, and Clear filters shows everyone again', async () => {
    const { user, router } = await renderDirectory({
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
    await renderDirectory({ url: '/advocates?area=Tax+Law', advocates: SAMPLE })
    expect(
      await screen.findByRole('heading', { name: 'No advocates match these filters' }),
    ).toBeVisible()
  })

  it('shows a load failure with Retry, which reads the list again', async () => {
    faults.failNext('POST /rest/v1/rpc/advocate_directory_page', 'network')
    const { user } = await renderDirectory({ advocates: SAMPLE })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^We couldn't load the advocates\. .*Failed to fetch/)

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await cardsShown(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("loads the next page after the last advocate with 'Load more', then hides it", async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      advocateRow(index + 1, { rating: 5 - index / 10, review_count: 1 }),
    )
    const { user } = await renderDirectory({ advocates: many })
    await cardsShown(20)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 advocates')

    await user.click(loadMore())
    await cardsShown(23)
    expect(directoryPageRequests()).toHaveLength(2)
    noLoadMore()
    // Focus moves to the first new advocate's profile link.
    const focused = document.querySelectorAll('a[data-advocate-link]')[20]
    expect(focused).toHaveFocus()
    expect(focused).toHaveAccessibleName(`View profile of ${many[20].name}`)
  })

  it('keeps the advocates read so far when the next page fails, and Retry goes on', async () => {
    const many = Array.from({ length: 21 }, (_, index) => advocateRow(index + 1))
    const { user } = await renderDirectory({ advocates: many })
    await cardsShown()
    faults.failNext('POST /rest/v1/rpc/advocate_directory_page', 'network')
    await user.click(loadMore())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load more advocates.")
    expect(cardNames()).toHaveLength(20)

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await cardsShown(21)
  })

  it('folds the filters behind a button on phones', async () => {
    const { user } = await renderDirectory({ advocates: SAMPLE })
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
    const { user, router } = await renderDirectory({
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

const MEERA = advocateRow(31, {
  name: 'Meera Iyer',
  city: 'Chennai',
  state: 'Tamil Nadu',
  languages: ['English', 'Tamil'],
  practice_areas: ['Family Law', 'Property Law'],
  courts: ['Madras High Court', 'Family Court, Chennai'],
  bio: 'Twelve years of family and property practice in Chennai.\nMediation first.',
  fee_inr: 1500,
  experience_years: 12,
  enrolment_year: 2014,
  rating: 4.5,
  review_count: 2,
})

const REVIEWS = [
  reviewRow(1, {
    advocate_id: MEERA.id,
    rating: 4,
    comment: 'Explained the maintenance law patiently.',
  }),
  reviewRow(2, {
    advocate_id: MEERA.id,
    rating: 5,
    comment: null,
    created_at: '2026-11-20T09:00:00+05:30',
  }),
]
/** Nobody has reviewed them yet; no fee, no bio. */
const FRESH = advocateRow(32, { rating: null, review_count: 0, fee_inr: null, bio: null })

const profileViews = (advocate: string) =>
  sql('select viewer_id from public.advocate_profile_views where advocate_id = $1', [advocate])
const viewRequests = () =>
  faults.requests.filter((route) => route === 'POST /rest/v1/rpc/record_profile_view')

function renderProfile({
  id = MEERA.id,
  auth = withPlan(reader, 'premium'),
  url = `/advocates/${id}`,
}: {
  id?: string
  auth?: AuthState
  url?: string
} = {}) {
  loadSupabase.mockResolvedValue(reader.client)
  return renderApp(<AdvocatePage />, {
    path: '/advocates/:advocateId',
    url,
    auth,
    routes: [
      {
        path: '/advocates',
        element: (
          <Link to={`/advocates/${id}`} state={{ directorySearch: '?area=Family+Law' }}>
            View profile
          </Link>
        ),
      },
    ],
  })
}

describe('/advocates/{id}', () => {
  beforeAll(async () => {
    // The rating (4.5 of 2) is the database's, from the reviews.
    await listAdvocate(sql, { ...MEERA, rating: null, review_count: 0 })
    for (const review of REVIEWS) await writeReview(sql, reader.id, review)
    await listAdvocate(sql, FRESH)
  })

  it('shows everything public of the profile', async () => {
    renderProfile()
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible()
    const profile = screen.getByRole('article', { name: 'Meera Iyer' })
    expect(within(profile).getByText('Verified')).toBeVisible()
    expect(within(profile).getByText('Chennai, Tamil Nadu')).toBeVisible()
    expect(within(profile).getByText('4.5')).toBeVisible()
    expect(within(profile).getByText('(2 reviews)')).toBeVisible()
    expect(within(profile).getByText('12 years experience')).toBeVisible()
    expect(within(profile).getAllByText('₹1,500 per consultation')[0]).toBeVisible()
    expect(within(profile).getByRole('heading', { level: 2, name: 'About' })).toBeVisible()
    expect(within(profile).getByText(/Mediation first\./)).toBeVisible()
    expect(
      within(within(profile).getByRole('list', { name: 'Practice areas' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Family Law', 'Property Law'])
    expect(within(profile).getByText('Madras High Court, Family Court, Chennai')).toBeVisible()
    expect(within(profile).getByText('English, Tamil')).toBeVisible()
    expect(
      within(profile).getByText(
        `12 years experience (enrolled in ${new Date().getFullYear() - 12})`,
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Connect Now with Meera Iyer' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to advocates' })).toHaveAttribute(
      'href',
      '/advocates',
    )
  })

  it('lists the reviews with stars, comment and date, and never names the reviewer', async () => {
    renderProfile()
    const reviews = await screen.findByRole('region', { name: 'Reviews' })
    const items = await within(reviews).findAllByRole('article')
    expect(items).toHaveLength(2)
    // Newest first.
    expect(within(items[0]).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
    expect(items[0]).toHaveAccessibleName('Review from 20 Nov 2026')
    expect(within(items[1]).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    expect(within(items[1]).getByText('Explained the maintenance law patiently.')).toBeVisible()
    expect(within(reviews).getAllByText('Verified client')).toHaveLength(2)
  })

  it("says 'New' and 'No reviews yet' for an advocate nobody has reviewed, and 'Fee on request'", async () => {
    renderProfile({ id: FRESH.id })
    const profile = await screen.findByRole('article', { name: FRESH.name })
    expect(within(profile).getByText('New')).toBeVisible()
    expect(within(profile).queryByText(/\d\.\d/)).toBeNull()
    expect(within(profile).getAllByText('Fee on request')[0]).toBeVisible()
    expect(within(profile).queryByRole('heading', { name: 'About' })).toBeNull()
    expect(await within(profile).findByText('No reviews yet.')).toBeVisible()
  })

  it('counts one profile view when it opens', async () => {
    renderProfile()
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })
    await waitFor(async () =>
      expect(await profileViews(MEERA.id)).toEqual([{ viewer_id: reader.id }]),
    )
    expect(viewRequests()).toHaveLength(1)
  })

  it('goes on when the view cannot be counted', async () => {
    faults.failNext('POST /rest/v1/rpc/record_profile_view', 'network')
    renderProfile({ id: FRESH.id })
    expect(await screen.findByRole('heading', { level: 1, name: FRESH.name })).toBeVisible()
    await waitFor(() => expect(viewRequests()).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an advocate their own profile without Connect Now, and counts no view', async () => {
    renderProfile({ auth: buildSignedInAuth({ id: MEERA.id, role: 'advocate' }) })
    expect(await screen.findByText('This is how clients see your profile.')).toBeVisible()
    expect(screen.queryByRole('button', { name: /Connect Now/ })).toBeNull()
    expect(viewRequests()).toEqual([])
  })

  it('says the advocate was not found for an unknown or unverified id', async () => {
    const unverified = await backend.signUp({ name: 'Adv. Ravi Kumar', role: 'advocate' })
    renderProfile({ id: unverified.id })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This advocate was not found' }),
    ).toBeVisible()
    cleanup()

    const { user, router } = renderProfile({ id: advocateId(99) })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This advocate was not found' }),
    ).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Back to advocates' }))
    expect(router.state.location.pathname).toBe('/advocates')
  })

  it('says the advocate was not found for an id that is not a uuid, without asking', async () => {
    renderProfile({ id: 'not-an-id' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'This advocate was not found' }),
    ).toBeVisible()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(faults.requests).toEqual([])
  })

  it('shows a load failure with Try again', async () => {
    // A server failure: supabase-js itself tries a GET again after a lost connection.
    faults.failNext('GET /rest/v1/advocate_directory', {
      code: 'XX000',
      message: 'Failed to fetch',
      status: 500,
    })
    const { user } = renderProfile()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load this profile. Failed to fetch")
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible()
  })

  it('goes back to the list with the filters it came from', async () => {
    const { user } = renderProfile({ url: '/advocates?area=Family+Law' })
    await user.click(screen.getByRole('link', { name: 'View profile' }))
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })
    expect(screen.getByRole('link', { name: 'Back to advocates' })).toHaveAttribute(
      'href',
      '/advocates?area=Family+Law',
    )
  })
})

describe("'Connect Now'", () => {
  const MEERA = advocateRow(41, { name: 'Meera Iyer', practice_areas: ['Family Law', 'Civil Law'] })
  const draftKey = () => `lexsetu-connect-draft:${reader.id}:${MEERA.id}`
  /** What was asked of `advocate`, as the database keeps it. */
  const requestsTo = (advocate: string) =>
    sql(
      `select client_id, category, description, mode, preferred_at, status
     from public.consultations where advocate_id = $1 order by created_at`,
      [advocate],
    )
  const freeMember = () => backend.signUp({ name: 'Ravi Kumar' })
  const DESCRIPTION =
    'My husband left two years ago and I want to file for divorce and maintenance.'

  const pad = (n: number) => String(n).padStart(2, '0')
  /** A datetime-local value `days` from now, at 10:30 local time. */
  function localDaysAhead(days: number) {
    const date = new Date(Date.now() + days * 86_400_000)
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:30`
  }

  /** 'Connect Now' for Meera Iyer, as `member` (the reader unless told) with the plan the app knows. */
  function renderConnect({
    member = reader,
    auth = withPlan(member, 'premium'),
  }: { member?: SignedInMember; auth?: AuthState } = {}) {
    loadSupabase.mockResolvedValue(member.client)
    const view = renderApp(
      <>
        <ConnectAction advocate={MEERA} />
        <Toaster />
      </>,
      {
        path: '/advocates',
        url: '/advocates',
        auth,
        routes: [
          { path: '/dashboard/messages', element: <h1>Messages</h1> },
          { path: '/pricing', element: <h1>Pricing</h1> },
        ],
      },
    )
    return { ...view, auth }
  }

  async function openDialog(user: ReturnType<typeof renderConnect>['user']) {
    await user.click(screen.getByRole('button', { name: 'Connect Now with Meera Iyer' }))
    return screen.findByRole('dialog', { name: 'Connect with Meera Iyer' })
  }

  const description = () => screen.getByRole('textbox', { name: 'Describe your matter' })
  const timeField = () => screen.getByLabelText('Preferred time')
  const setTime = (value: string) => fireEvent.change(timeField(), { target: { value } })
  const send = () => screen.getByRole('button', { name: 'Send request' })
  /** Pastes into the description (typing a long text key by key is slow on a busy machine). */
  async function fillDescription(user: ReturnType<typeof renderConnect>['user'], text: string) {
    await user.click(description())
    await user.paste(text)
  }

  // The dialog is a lazy chunk; loading it once here keeps that cost out of the first test's time.
  beforeAll(async () => {
    await import('../components/connect-dialog')
    await listAdvocate(sql, MEERA)
  })
  beforeEach(async () => {
    window.sessionStorage.clear()
    await sql('delete from public.consultations where advocate_id = $1', [MEERA.id])
  })
  afterEach(() => act(() => resetToasts()))

  it('opens the request form with the advocate’s first practice area and Chat chosen', async () => {
    const { user } = renderConnect()
    const dialog = await openDialog(user)
    expect(within(dialog).getByRole('combobox', { name: 'Matter category' })).toHaveValue(
      'Family Law',
    )
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(10)
    const modes = within(dialog).getByRole('group', { name: 'Preferred mode' })
    expect(
      within(modes)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Chat', 'Phone call', 'Video call'])
    expect(within(modes).getByRole('radio', { name: 'Chat' })).toBeChecked()
    expect(timeField()).toHaveAttribute('type', 'datetime-local')
    expect(within(dialog).getByText(/0 \/ 2,000 characters/)).toBeVisible()
  })

  it('explains what is missing: the description and the time', async () => {
    const { user } = renderConnect()
    await openDialog(user)
    await user.type(description(), 'Too short')
    await user.click(send())
    expect(await screen.findByText('Describe your matter in at least 20 characters')).toBeVisible()
    expect(screen.getByText('Choose a preferred time')).toBeVisible()
    expect(description()).toHaveAttribute('aria-invalid', 'true')
    expect(await requestsTo(MEERA.id)).toEqual([])
  })

  it('refuses a description over 2,000 characters, counting as it goes', async () => {
    const { user } = renderConnect()
    await openDialog(user)
    await user.click(description())
    await user.paste('a'.repeat(2001))
    expect(screen.getByText(/2,001 \/ 2,000 characters/)).toBeVisible()
    setTime(localDaysAhead(3))
    await user.click(send())
    expect(await screen.findByText('Keep the description under 2,000 characters')).toBeVisible()
  })

  it('wants a time in the future and within the next 90 days', async () => {
    const { user } = renderConnect()
    await openDialog(user)
    await fillDescription(user, DESCRIPTION)
    setTime(localDaysAhead(-1))
    await user.click(send())
    expect(await screen.findByText('Choose a time in the future')).toBeVisible()

    setTime(localDaysAhead(100))
    await user.click(send())
    expect(await screen.findByText('Choose a time within the next 90 days')).toBeVisible()
    expect(await requestsTo(MEERA.id)).toEqual([])
  })

  it('sends the request, says so, links to Messages and forgets the draft', async () => {
    const { user, router } = renderConnect()
    const dialog = await openDialog(user)
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Matter category' }),
      'Civil Law',
    )
    await fillDescription(user, `  ${DESCRIPTION}  `)
    await user.click(within(dialog).getByRole('radio', { name: 'Video call' }))
    const time = localDaysAhead(7)
    setTime(time)
    expect(window.sessionStorage.getItem(draftKey())).toContain('divorce')
    await user.click(send())

    const sent = await screen.findByRole('dialog', { name: 'Request sent' })
    expect(sent).toHaveTextContent(
      'Meera Iyer will reply to your request. You can follow it in Messages.',
    )
    expect(await requestsTo(MEERA.id)).toEqual([
      {
        client_id: reader.id,
        category: 'Civil Law',
        description: DESCRIPTION,
        mode: 'video',
        preferred_at: new Date(time),
        status: 'requested',
      },
    ])
    // The toast says it too, outside the dialog.
    await waitFor(() =>
      expect(
        screen.getAllByText('Request sent').filter((element) => !sent.contains(element))[0],
      ).toBeVisible(),
    )
    expect(
      screen
        .getAllByText('Meera Iyer will reply to your request. You can follow it in Messages.')
        .filter((element) => !sent.contains(element)),
    ).not.toHaveLength(0)
    expect(window.sessionStorage.getItem(draftKey())).toBeNull()

    await user.click(within(sent).getByRole('link', { name: 'Go to Messages' }))
    expect(router.state.location.pathname).toBe('/dashboard/messages')
  })

  it('shows the database’s refusal, keeps the text and links to Messages for an open request', async () => {
    // Asked yesterday, not answered yet.
    await sql(
      `insert into public.consultations (client_id, advocate_id, category, description, mode, preferred_at, created_at)
       values ($1, $2, 'Family Law', $3, 'chat', now() + interval '3 days', now() - interval '1 day')`,
      [reader.id, MEERA.id, DESCRIPTION],
    )
    const { user } = renderConnect()
    const dialog = await openDialog(user)
    await fillDescription(user, DESCRIPTION)
    setTime(localDaysAhead(2))
    await user.click(send())

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(
      'Your request was not sent. You already have an open request with this advocate. Follow it in Messages. Your text is kept here.',
    )
    expect(within(alert).getByRole('link', { name: 'Go to Messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    )
    expect(description()).toHaveValue(DESCRIPTION)
    expect(timeField()).toHaveValue(localDaysAhead(2))
    expect(window.sessionStorage.getItem(draftKey())).toContain('divorce')
  })

  it('explains a Premium refusal (LS014), offers Premium and re-reads the plan', async () => {
    // Premium has ended in the database; the app still believes otherwise.
    const { user, auth } = renderConnect({ member: await freeMember() })
    const dialog = await openDialog(user)
    await fillDescription(user, DESCRIPTION)
    setTime(localDaysAhead(2))
    await user.click(send())
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Consultation requests are part of Premium.')
    expect(within(alert).getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await waitFor(() => expect(auth.refreshProfile).toHaveBeenCalled())
    expect(description()).toHaveValue(DESCRIPTION)
  })

  it('words a failure that is not a refusal for the user, not as the database wrote it', async () => {
    const { user } = renderConnect()
    faults.failNext('POST /rest/v1/consultations', {
      code: '23514',
      message: 'violates check constraint "x"',
    })
    await openDialog(user)
    await fillDescription(user, DESCRIPTION)
    setTime(localDaysAhead(2))
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent just now. Please try again.',
    )
    expect(screen.queryByText(/check constraint/)).toBeNull()

    faults.failNext('POST /rest/v1/consultations', 'network')
    await user.click(send())
    expect(await screen.findByText(OFFLINE_ERROR, { exact: false })).toBeVisible()
  })

  it('keeps the draft for this advocate across a reload', async () => {
    const first = renderConnect()
    await openDialog(first.user)
    await fillDescription(first.user, DESCRIPTION)
    await first.user.click(screen.getByRole('radio', { name: 'Phone call' }))
    first.unmount()

    const second = renderConnect()
    await openDialog(second.user)
    expect(description()).toHaveValue(DESCRIPTION)
    expect(screen.getByRole('radio', { name: 'Phone call' })).toBeChecked()
  })

  it('shows a free user the Premium explanation instead of the form', async () => {
    const { user } = renderConnect({ auth: withPlan(reader, 'free') })
    const dialog = await openDialog(user)
    expect(dialog).toHaveTextContent('Connecting with advocates is part of Premium.')
    expect(within(dialog).getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect Now with Meera Iyer' })).toHaveFocus()
    expect(await requestsTo(MEERA.id)).toEqual([])
  })
})
