import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { Component as HomePage } from './home'

function servicesSection() {
  return screen.getByRole('region', { name: /get help the way you need it/i })
}

describe('Home page', () => {
  it('invites visitors to sign up from the hero, every service card and the closing call to action', () => {
    renderApp(<HomePage />)

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^get started$/i })).toHaveAttribute(
      'href',
      paths.auth.getHref(),
    )
    expect(screen.getByRole('link', { name: /learn more/i })).toHaveAttribute(
      'href',
      paths.about.getHref(),
    )
    expect(screen.getByRole('link', { name: /get started today/i })).toHaveAttribute(
      'href',
      paths.auth.getHref(),
    )
    expect(screen.getByRole('link', { name: /view pricing/i })).toHaveAttribute(
      'href',
      paths.pricing.getHref(),
    )

    const signUpLinks = within(servicesSection()).getAllByRole('link', {
      name: 'Sign Up to Access',
    })
    expect(signUpLinks).toHaveLength(4)
    signUpLinks.forEach((link) => expect(link).toHaveAttribute('href', paths.auth.getHref()))
    expect(screen.queryByRole('link', { name: /access now|go to dashboard/i })).toBeNull()
  })

  it('sends signed-in users to their dashboard and straight into each service', () => {
    renderApp(<HomePage />, { auth: buildSignedInAuth() })

    const dashboardLinks = screen.getAllByRole('link', { name: /go to dashboard/i })
    expect(dashboardLinks).toHaveLength(2)
    dashboardLinks.forEach((link) =>
      expect(link).toHaveAttribute('href', paths.dashboard.getHref()),
    )

    const accessLinks = within(servicesSection()).getAllByRole('link', { name: 'Access Now' })
    expect(accessLinks.map((link) => link.getAttribute('href'))).toEqual([
      paths.chatbot.getHref(),
      paths.documents.getHref(),
      paths.advocates.getHref(),
      paths.forum.getHref(),
    ])
    expect(screen.queryByRole('link', { name: /sign up to access|get started/i })).toBeNull()
  })

  it('gives the services section the #services anchor and describes each rating in words', () => {
    renderApp(<HomePage />)

    expect(servicesSection()).toHaveAttribute('id', 'services')
    const ratings = screen.getAllByRole('img', { name: /^rated \d out of 5$/i })
    expect(ratings).toHaveLength(3)
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2)
  })
})
