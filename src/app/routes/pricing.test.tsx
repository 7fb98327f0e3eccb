import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { Component as PricingPage } from './pricing'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const planCard = (name: 'Free' | 'Premium') => screen.getByRole('article', { name })

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

  // A free user's Premium card (the upgrade request, read from the database) is tested with the
  // client dashboard, on its real backend: dashboard/client-dashboard.test.tsx.

  it('marks a premium user’s plan as current and points Free to the contact page', () => {
    renderApp(<PricingPage />, { auth: buildSignedInAuth({ plan: 'premium' }) })

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
