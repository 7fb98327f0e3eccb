import { screen, within } from '@testing-library/react'
import { buildSignedInAuth } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'
import { loadGuideIndex } from '../content/guides-index'
import { Component, loader } from './guide'

const renderGuide = (
  slug: string,
  auth = undefined as ReturnType<typeof buildSignedInAuth> | undefined,
) =>
  renderRoutes(
    [{ path: '/guides/:slug', loader, Component, hydrateFallbackElement: <p>Loading</p> }],
    { url: `/guides/${slug}`, auth },
  )

describe('a guide page', () => {
  it('shows the guide, the notice, the sections it cites and what to do next', async () => {
    renderGuide('cheque-bounce')

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cheque bounce: how to file a case under section 138',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('complementary', { name: /not legal advice/ })).toHaveTextContent(
      'This is general legal information, not legal advice.',
    )
    const law = screen.getByRole('region', { name: 'The law it relies on' })
    const cited = within(law)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(cited).toHaveLength(3)
    expect(cited[0]).toMatch(/^NI 138: Dishonour of cheque/)
    expect(cited[0]).toContain('Negotiable Instruments Act, 1881')
    expect(
      within(screen.getByRole('region', { name: 'What to do' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(1)
  })

  it('sends a visitor through sign-in to the assistant and to advocates of the guide’s area', async () => {
    renderGuide('cheque-bounce')

    const ask = await screen.findByRole('link', { name: 'Ask the assistant about this' })
    expect(ask).toHaveAttribute('href', '/auth?redirectTo=%2Fchatbot')
    expect(screen.getByRole('link', { name: 'Find an advocate' })).toHaveAttribute(
      'href',
      `/auth?redirectTo=${encodeURIComponent('/advocates?area=Criminal+Law')}`,
    )
  })

  it('links a signed-in reader straight to the assistant and the directory', async () => {
    renderGuide('cheque-bounce', buildSignedInAuth())

    expect(
      await screen.findByRole('link', { name: 'Ask the assistant about this' }),
    ).toHaveAttribute('href', '/chatbot')
    expect(screen.getByRole('link', { name: 'Find an advocate' })).toHaveAttribute(
      'href',
      '/advocates?area=Criminal+Law',
    )
  })

  it('says so when there is no guide of that name', async () => {
    renderGuide('no-such-guide')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This guide was not found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All legal guides' })).toHaveAttribute(
      'href',
      '/guides',
    )
  })

  it('can load every guide of the index', async () => {
    const slugs = (await loadGuideIndex()).flatMap((group) =>
      group.guides.map((guide) => guide.slug),
    )
    for (const slug of slugs) {
      const data = await loader({ params: { slug } } as unknown as Parameters<typeof loader>[0])
      expect(data.state, slug).toBe('found')
    }
  })
})
