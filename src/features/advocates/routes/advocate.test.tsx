import { screen, waitFor, within } from '@testing-library/react'
import { Link } from 'react-router'
import type { AuthState } from '@/lib/auth'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import type { Advocate, ReviewCard } from '../schemas/directory'
import {
  advocateId,
  advocateRow,
  createFakeAdvocatesClient,
  reviewRow,
} from '../testing/fake-advocates-client'
import { Component as AdvocatePage } from './advocate'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const MEERA = advocateRow(1, {
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
  reviewRow(1, { rating: 4, comment: 'Explained the maintenance law patiently.' }),
  reviewRow(2, { rating: 5, comment: null, created_at: '2026-11-20T09:00:00+05:30' }),
]

function renderProfile({
  id = MEERA.id,
  advocates = [MEERA],
  reviews = REVIEWS,
  auth = buildSignedInAuth({ plan: 'premium' }),
  url = `/advocates/${id}`,
}: {
  id?: string
  advocates?: Advocate[]
  reviews?: ReviewCard[]
  auth?: AuthState
  url?: string
} = {}) {
  const fake = createFakeAdvocatesClient({ advocates, reviews })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderApp(<AdvocatePage />, {
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
  return { ...view, fake }
}

describe('/advocates/{id}', () => {
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
    expect(within(profile).getByText('12 years experience (enrolled in 2014)')).toBeVisible()
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
    const fresh = advocateRow(2, { rating: null, review_count: 0, fee_inr: null, bio: null })
    renderProfile({ id: fresh.id, advocates: [fresh], reviews: [] })
    const profile = await screen.findByRole('article', { name: fresh.name })
    expect(within(profile).getByText('New')).toBeVisible()
    expect(within(profile).queryByText(/\d\.\d/)).toBeNull()
    expect(within(profile).getAllByText('Fee on request')[0]).toBeVisible()
    expect(within(profile).queryByRole('heading', { name: 'About' })).toBeNull()
    expect(await within(profile).findByText('No reviews yet.')).toBeVisible()
  })

  it('counts one profile view when it opens', async () => {
    const { fake } = renderProfile()
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })
    await waitFor(() => expect(fake.profileViews).toEqual([MEERA.id]))
    expect(fake.rpc.mock.calls.filter(([name]) => name === 'record_profile_view')).toEqual([
      ['record_profile_view', { advocate: MEERA.id }],
    ])
  })

  it('goes on when the view cannot be counted', async () => {
    const fake = renderProfile().fake
    fake.failures.view = { message: 'Failed to fetch' }
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an advocate their own profile without Connect Now, and counts no view', async () => {
    const { fake } = renderProfile({ auth: buildSignedInAuth({ id: MEERA.id, role: 'advocate' }) })
    expect(await screen.findByText('This is how clients see your profile.')).toBeVisible()
    expect(screen.queryByRole('button', { name: /Connect Now/ })).toBeNull()
    expect(fake.profileViews).toEqual([])
  })

  it('says the advocate was not found for an unknown or unverified id', async () => {
    const { user, router } = renderProfile({ id: advocateId(99) })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This advocate was not found' }),
    ).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Back to advocates' }))
    expect(router.state.location.pathname).toBe('/advocates')
  })

  it('says the advocate was not found for an id that is not a uuid, without asking', async () => {
    const { fake } = renderProfile({ id: 'not-an-id' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'This advocate was not found' }),
    ).toBeVisible()
    expect(fake.from).not.toHaveBeenCalled()
  })

  it('shows a load failure with Try again', async () => {
    const { user, fake } = renderProfile()
    fake.failures.advocate = { message: 'Failed to fetch' }
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load this profile. Failed to fetch")
    fake.failures.advocate = null
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
