import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import { renderApp } from '@/testing/render'
import { Component as AboutPage } from './about'

describe('About page', () => {
  it('states the mission, the impact numbers, three stories and two founders', () => {
    renderApp(<AboutPage />)

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument()
    for (const value of ['3,000+', '100+', '250+', '10,000+']) {
      expect(screen.getByText(value)).toBeInTheDocument()
    }
    const stories = screen.getByRole('region', { name: 'Stories of impact' })
    expect(within(stories).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    const team = screen.getByRole('region', { name: 'Meet the founders' })
    expect(within(team).getAllByRole('listitem')).toHaveLength(2)
  })

  it('leads to sign-up and to the contact page', () => {
    renderApp(<AboutPage />)

    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      paths.auth.getHref(),
    )
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      paths.contact.getHref(),
    )
  })
})
