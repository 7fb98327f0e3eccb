import { screen } from '@testing-library/react'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { Component as ComingSoon } from './coming-soon'

describe('ComingSoon', () => {
  it('names the section and leads a signed-in user back to the dashboard', () => {
    renderApp(<ComingSoon />, { url: '/forum', auth: buildSignedInAuth() })
    expect(
      screen.getByRole('heading', { level: 1, name: 'The community forum is coming soon' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })

  it('leads a signed-out visitor back to the home page', () => {
    renderApp(<ComingSoon />, { url: '/careers' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Careers at LexSetu are coming soon' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })
})
