import { screen, within } from '@testing-library/react'
import { renderApp } from '@/testing/render'
import { SiteFooter } from './site-footer'

function hrefsIn(groupName: string) {
  const group = screen.getByRole('navigation', { name: groupName })
  return within(group)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
}

describe('SiteFooter', () => {
  it("has the Platform, Company and Resources links of docs/PRODUCT.md §2 'Footer'", () => {
    renderApp(<SiteFooter />)
    expect(hrefsIn('Platform')).toEqual([
      '/chatbot',
      '/documents',
      '/advocates',
      '/forum',
      '/pricing',
    ])
    expect(hrefsIn('Company')).toEqual(['/about', '/careers', '/blog', '/press', '/contact'])
    expect(hrefsIn('Resources')).toEqual([
      '/help',
      '/docs',
      '/success-stories',
      '/legal-dictionary',
      '/guides',
    ])
  })

  it('links to the terms of use and the privacy policy', () => {
    renderApp(<SiteFooter />)
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  it('opens the four social profiles in a new tab without exposing this one', () => {
    renderApp(<SiteFooter />)
    const social = screen.getAllByRole('link', { name: /^LexSetu on .+ \(opens in a new tab\)$/ })
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'LexSetu on X (Twitter) (opens in a new tab)',
      'LexSetu on LinkedIn (opens in a new tab)',
      'LexSetu on Facebook (opens in a new tab)',
      'LexSetu on Instagram (opens in a new tab)',
    ])
    for (const link of social) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('shows the copyright line with the current year and the not-legal-advice note', () => {
    renderApp(<SiteFooter />)
    const year = new Date().getFullYear()
    expect(screen.getByText(`© ${year} LexSetu. All rights reserved.`)).toBeInTheDocument()
    expect(screen.getByText(/provides legal information, not legal advice/)).toBeInTheDocument()
  })
})
