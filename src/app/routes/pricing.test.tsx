import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { buildSignedInAuth } from '@/testing/factories'
import { withRealBackend } from '@/testing/real-backend'
import { renderApp } from '@/testing/render'
import { Component as PricingPage } from './pricing'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const planCard = (name: 'Free' | 'Premium') => screen.getByRole('article', { name })

// The open upgrade request is a row of the real database, read through its RLS.
const backend = withRealBackend()

/** A new member on `plan`, with an upgrade request open since `requestedAt` if given. */
async function renderAs(plan: 'free' | 'premium', { requestedAt }: { requestedAt?: string } = {}) {
  const member = await backend.signUp({ name: 'Asha Rao' })
  if (requestedAt)
    await backend.sql(
      `insert into public.upgrade_requests (user_id, invoice_name, created_at) values ($1, 'Asha Rao', $2)`,
      [member.id, requestedAt],
    )
  loadSupabase.mockResolvedValue(member.client)
  return renderApp(<PricingPage />, { auth: buildSignedInAuth({ id: member.id, plan }) })
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
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', paths.contact)
  })

  it('sends visitors to sign up from either plan, marks no plan as current, loads no client', () => {
    renderApp(<PricingPage />)

    expect(screen.queryByText('Current Plan')).toBeNull()
    expect(
      within(planCard('Free')).getByRole('link', { name: 'Get Started Free' }),
    ).toHaveAttribute('href', paths.auth)
    expect(
      within(planCard('Premium')).getByRole('link', { name: 'Sign Up to Upgrade' }),
    ).toHaveAttribute('href', paths.auth)
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('marks a free user’s plan as current and offers the upgrade request on Premium', async () => {
    const { user } = await renderAs('free')

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
    await renderAs('free', { requestedAt: '2026-11-26T10:30:00+05:30' })

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

  it('marks a premium user’s plan as current and points Free to the contact page', async () => {
    await renderAs('premium')

    expect(within(planCard('Premium')).getByText('Current Plan')).toBeInTheDocument()
    expect(within(planCard('Free')).queryByText('Current Plan')).toBeNull()
    expect(
      within(planCard('Premium')).getByRole('button', { name: /on this plan/i }),
    ).toBeDisabled()
    expect(
      within(planCard('Free')).getByRole('link', { name: 'Contact Us to Change Plan' }),
    ).toHaveAttribute('href', paths.contact)
    expect(loadSupabase).not.toHaveBeenCalled()
  })
})
