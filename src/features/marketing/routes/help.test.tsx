import { screen, within } from '@testing-library/react'
import { FREE_PLAN_PRICE_INR, PREMIUM_PLAN_PRICE_INR } from '@/config/constants'
import { formatRupees } from '@/i18n/format'
import { renderApp } from '@/testing/render'
import { Component as HelpPage } from './help'

describe('the help center', () => {
  it('explains each feature, with a link to it', () => {
    renderApp(<HelpPage />)

    expect(screen.getByRole('heading', { level: 1, name: 'How LexSetu works' })).toBeInTheDocument()
    for (const [heading, href] of [
      ['The AI legal assistant', '/chatbot'],
      ['Legal guides and the legal dictionary', '/guides'],
      ['The community forum', '/forum'],
      ['The document generator', '/documents'],
      ['Advocates and consultations', '/advocates'],
    ]) {
      const section = screen.getByRole('region', { name: heading })
      expect(
        within(section)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toContain(href)
    }
  })

  it('draws the free / premium line from the plans and prices of the pricing page', () => {
    renderApp(<HelpPage />)

    const plans = screen.getByRole('region', { name: 'Free and Premium' })
    expect(
      within(plans).getByRole('heading', {
        name: `Free: ${formatRupees(FREE_PLAN_PRICE_INR)} per month`,
      }),
    ).toBeInTheDocument()
    expect(
      within(plans).getByRole('heading', {
        name: `Premium: ${formatRupees(PREMIUM_PLAN_PRICE_INR)} per month`,
      }),
    ).toBeInTheDocument()
    expect(within(plans).getByText(/consultation requests to advocates/)).toBeInTheDocument()
    expect(within(plans).getByRole('link', { name: 'Get support' })).toHaveAttribute(
      'href',
      '/support',
    )
  })
})
