import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import {
  buildUpgradeRequest,
  createFakePlansClient,
  USER_ID,
  type UpgradeRequestRow,
} from '@/features/plans/testing/fake-plans-client'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { Component as PricingPage } from './pricing'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const planCard = (name: 'Free' | 'Premium') => screen.getByRole('article', { name })

function renderAs(plan: 'free' | 'premium', requests: UpgradeRequestRow[] = []) {
  loadSupabase.mockResolvedValue(createFakePlansClient({ requests }).client)
  return renderApp(<PricingPage />, { auth: buildSignedInAuth({ id: USER_ID, plan }) })
}

describe('Pricing page', () => {
  beforeEach(() => {
    loadSupabase.mockReset()
  })

  it('shows both plans with their prices in rupees', () => {
    renderApp(<PricingPage />)

    expect(planCard('Free')).toHaveTextContent('Perfect for getting started')
    expect(planCard('Free')).toHaveTextContent('₹0/month')
    expect(planCard('Premium')).toHaveTextContent('For comprehensive legal support')
    expect(planCard('Premium')).toHaveTextContent('₹149/month')
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      paths.contact.getHref(),
    )
  })

  it('sends visitors to sign up from either plan, marks no plan as current, loads no client', () => {
    renderApp(<PricingPage />)

    expect(screen.queryByText('Current Plan')).toBeNull()
    expect(
      within(planCard('Free')).getByRole('link', { name: 'Get Started Free' }),
    ).toHaveAttribute('href', paths.auth.getHref())
    expect(
      within(planCard('Premium')).getByRole('link', { name: 'Sign Up to Upgrade' }),
    ).toHaveAttribute('href', paths.auth.getHref())
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('marks a free user’s plan as current and offers the upgrade request on Premium', async () => {
    const { user } = renderAs('free')

    expect(within(planCard('Free')).getByText('Current Plan')).toBeInTheDocument()
    expect(within(planCard('Premium')).queryByText('Current Plan')).toBeNull()
    expect(within(planCard('Free')).getByRole('button', { name: /on this plan/i })).toBeDisabled()
    const upgrade = await within(planCard('Premium')).findByRole('button', {
      name: 'Upgrade to Premium',
    })
    expect(within(planCard('Premium')).queryByRole('link')).toBeNull()

    await user.click(upgrade)
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toHaveTextContent(
      'No payment is taken now',
    )
  })

  it('shows a free user’s open request on the Premium card instead of the button', async () => {
    renderAs('free', [buildUpgradeRequest({ created_at: '2026-11-26T10:30:00+05:30' })])

    expect(
      await within(planCard('Premium')).findByText(
        'Upgrade requested on 26 Nov 2026 — we will contact you',
      ),
    ).toBeInTheDocument()
    expect(
      within(planCard('Premium')).getByRole('button', { name: 'Cancel request' }),
    ).toBeEnabled()
    expect(
      within(planCard('Premium')).queryByRole('button', { name: 'Upgrade to Premium' }),
    ).toBeNull()
  })

  it('marks a premium user’s plan as current and points Free to the contact page', () => {
    renderAs('premium')

    expect(within(planCard('Premium')).getByText('Current Plan')).toBeInTheDocument()
    expect(within(planCard('Free')).queryByText('Current Plan')).toBeNull()
    expect(
      within(planCard('Premium')).getByRole('button', { name: /on this plan/i }),
    ).toBeDisabled()
    expect(
      within(planCard('Free')).getByRole('link', { name: 'Contact Us to Change Plan' }),
    ).toHaveAttribute('href', paths.contact.getHref())
    expect(loadSupabase).not.toHaveBeenCalled()
  })
})
