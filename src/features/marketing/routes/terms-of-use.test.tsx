import { screen } from '@testing-library/react'
import { renderApp } from '@/testing/render'
import { Component as TermsOfUsePage } from './terms-of-use'

describe('Terms of use page', () => {
  it('is dated and makes clear the assistant gives information, not legal advice', () => {
    renderApp(<TermsOfUsePage />)

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument()
    expect(screen.getByText('22 November 2026')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: /legal information, not legal advice/i }),
    ).toBeInTheDocument()
    expect(screen.getByText(/does not create an advocate–client relationship/i)).toBeInTheDocument()
    expect(screen.getByText(/₹149 per month/)).toBeInTheDocument()
  })
})
