import { screen, within } from '@testing-library/react'
import { renderRoutes } from '@/testing/render'
import { Component, loader } from './legal-dictionary'

const renderDictionaryPage = () =>
  renderRoutes(
    [{ path: '/legal-dictionary', Component, loader, hydrateFallbackElement: <p>Loading</p> }],
    {
      url: '/legal-dictionary',
    },
  )

describe('the legal dictionary', () => {
  it('defines terms with the section that defines them, under A–Z jump links', async () => {
    renderDictionaryPage()
    await screen.findByRole('heading', { level: 1 })

    expect(screen.getByRole('heading', { level: 1, name: 'Legal dictionary' })).toBeInTheDocument()
    const letters = screen.getByRole('navigation', { name: 'Terms by first letter' })
    expect(within(letters).getByRole('link', { name: 'T' })).toHaveAttribute('href', '#letter-t')
    // No term starts with Q: the letter is there, but not a link to nowhere.
    expect(within(letters).queryByRole('link', { name: 'Q' })).not.toBeInTheDocument()
    expect(within(letters).getByText('Q')).toHaveAttribute('aria-disabled', 'true')

    const t = screen.getByRole('region', { name: 'T' })
    const theft = within(t).getByText('Theft', { selector: 'dt' })
    expect(theft).toHaveAttribute('id', 'theft')
    expect(t).toHaveTextContent('BNS 303, Bharatiya Nyaya Sanhita, 2023 (earlier IPC 378, IPC 379)')
    expect(t).toHaveTextContent(/Words people use: .*chori/)
  })

  it('filters terms by name or everyday word', async () => {
    const { user } = renderDictionaryPage()
    await screen.findByRole('heading', { level: 1 })

    await user.type(screen.getByRole('searchbox', { name: 'Filter terms' }), 'chori')
    expect(screen.getByText('Theft', { selector: 'dt' })).toBeInTheDocument()
    expect(screen.queryByText('Murder', { selector: 'dt' })).not.toBeInTheDocument()
    const letters = screen.getByRole('navigation', { name: 'Terms by first letter' })
    expect(within(letters).queryByRole('link', { name: 'M' })).not.toBeInTheDocument()

    await user.clear(screen.getByRole('searchbox', { name: 'Filter terms' }))
    await user.type(screen.getByRole('searchbox', { name: 'Filter terms' }), 'xyzzy')
    expect(screen.getByRole('status')).toHaveTextContent('0 terms')
    expect(screen.getByText(/No terms match “xyzzy”/)).toBeInTheDocument()
  })
})
