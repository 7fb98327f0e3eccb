import { screen, within } from '@testing-library/react'
import { renderRoutes } from '@/testing/render'
import { Component, loader } from './guides'

const renderGuidesPage = () =>
  renderRoutes([{ path: '/guides', Component, loader, hydrateFallbackElement: <p>Loading</p> }], {
    url: '/guides',
  })

describe('the guides index', () => {
  it('lists the guides by practice area, each linking to its page', async () => {
    renderGuidesPage()
    await screen.findByRole('heading', { level: 1 })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Legal guides')
    const criminal = screen.getByRole('region', { name: 'Criminal Law' })
    expect(
      within(criminal).getByRole('link', {
        name: 'Cheque bounce: how to file a case under section 138',
      }),
    ).toHaveAttribute('href', '/guides/cheque-bounce')
    expect(screen.getByRole('region', { name: 'Family Law' })).toBeInTheDocument()
    expect(screen.getByText(/not legal advice/)).toBeInTheDocument()
  })

  it('filters the guides as you type, and says when none match', async () => {
    const { user } = renderGuidesPage()
    await screen.findByRole('heading', { level: 1 })

    await user.type(screen.getByRole('searchbox', { name: 'Filter guides' }), 'cheque bounce')
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ guides?$/)
    expect(screen.getByRole('link', { name: /^Cheque bounce/ })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Family Law' })).not.toBeInTheDocument()

    await user.clear(screen.getByRole('searchbox', { name: 'Filter guides' }))
    await user.type(screen.getByRole('searchbox', { name: 'Filter guides' }), 'xyzzy')
    expect(
      screen.getByText('No guides match “xyzzy”. Try another word, or ask the assistant.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('0 guides')
  })
})
