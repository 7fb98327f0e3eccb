import { screen } from '@testing-library/react'
import { renderApp } from '@/testing/render'
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL, SUPPORT_PHONE } from '../content/contact'
import { Component as SupportPage } from './support'

describe('the support page', () => {
  it('gives the contact channels of the contact page and leads to its form', () => {
    renderApp(<SupportPage />)

    expect(screen.getByRole('heading', { level: 1, name: 'Get support' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    )
    expect(screen.getByRole('link', { name: SUPPORT_PHONE.display })).toHaveAttribute(
      'href',
      SUPPORT_PHONE.href,
    )
    expect(screen.getByRole('link', { name: GRIEVANCE_EMAIL })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact')
  })

  it('says the team gives no legal advice, and where to turn instead', () => {
    renderApp(<SupportPage />)

    expect(screen.getByText(/Our team cannot give legal advice/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'legal guides' })).toHaveAttribute('href', '/guides')
  })
})
