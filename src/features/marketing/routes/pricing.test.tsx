import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { Component as PricingPage } from './pricing'

const planCard = (name: 'Free' | 'Premium') => screen.getByRole('article', { name })

describe('Pricing page', () => {
  it('shows both plans with their prices in rupees', () => {
    renderApp(<PricingPage />)

    expect(planCard('Free')).toHaveTextContent('Perfect for getting started')
    expect(planCard('Free')).toHaveTextContent('₹0/month')
    expect(planCard('Premium')).toHaveTextContent('For comprehensive legal support')
    expect(planCard('Premium')).toHaveTextContent('₹149/month')
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', paths.contact)
  })

  it('sends visitors to sign up from either plan and marks no plan as current', () => {
    renderApp(<PricingPage />)

    expect(screen.queryByText('Current Plan')).toBeNull()
    for (const name of ['Free', 'Premium'] as const) {
      expect(within(planCard(name)).getByRole('link')).toHaveAttribute('href', paths.auth)
    }
  })

  it('marks a free user’s plan as current and points the upgrade to the contact page', () => {
    renderApp(<PricingPage />, { auth: buildSignedInAuth({ plan: 'free' }) })

    expect(within(planCard('Free')).getByText('Current Plan')).toBeInTheDocument()
    expect(within(planCard('Premium')).queryByText('Current Plan')).toBeNull()
    expect(within(planCard('Free')).getByRole('button', { name: /on this plan/i })).toBeDisabled()
    expect(
      within(planCard('Premium')).getByRole('link', { name: /contact us to upgrade/i }),
    ).toHaveAttribute('href', paths.contact)
  })

  it('marks a premium user’s plan as current', () => {
    renderApp(<PricingPage />, { auth: buildSignedInAuth({ plan: 'premium' }) })

    expect(within(planCard('Premium')).getByText('Current Plan')).toBeInTheDocument()
    expect(within(planCard('Free')).queryByText('Current Plan')).toBeNull()
    expect(
      within(planCard('Premium')).getByRole('button', { name: /on this plan/i }),
    ).toBeDisabled()
    expect(within(planCard('Free')).getByRole('link')).toHaveAttribute('href', paths.contact)
  })
})
