import { screen } from '@testing-library/react'
import { renderApp } from '@/testing/render'
import { Component as PrivacyPolicyPage } from './privacy-policy'

describe('Privacy policy page', () => {
  it('is dated, says it is not legal advice and names the data protection law', () => {
    renderApp(<PrivacyPolicyPage />)

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    expect(screen.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22')
    expect(screen.getByText(/not legal advice/i)).toBeInTheDocument()
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023/)).toBeInTheDocument()
  })

  it('links each contents entry to its section', () => {
    renderApp(<PrivacyPolicyPage />)

    const contents = screen.getByRole('navigation', { name: 'On this page' })
    const link = screen.getByRole('link', { name: 'Cookies and local storage' })
    expect(contents).toContainElement(link)
    expect(link).toHaveAttribute('href', '#cookies')
    expect(screen.getByRole('region', { name: /cookies and local storage/i })).toHaveAttribute(
      'id',
      'cookies',
    )
  })
})
