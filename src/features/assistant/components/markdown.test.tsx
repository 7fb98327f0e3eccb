import { screen } from '@testing-library/react'
import { renderApp } from '@/testing/render'
import { Markdown } from './markdown'

describe('Markdown', () => {
  it('renders headings, lists, bold and emphasis as elements and site links as router links', async () => {
    const { user, router } = renderApp(
      <Markdown
        source={[
          'Short answer.',
          '',
          '### The law',
          '- **BNS s.318(4)** — Cheating.',
          '- [Ask the community forum](/forum/new): advocates answer there.',
          '',
          '1. First',
          '2. Second',
          '',
          '_Not legal advice._',
        ].join('\n')}
      />,
    )

    expect(screen.getByRole('heading', { level: 3, name: 'The law' })).toBeInTheDocument()
    expect(screen.getByText('BNS s.318(4)').tagName).toBe('STRONG')
    expect(screen.getByText('Not legal advice.').tagName).toBe('EM')
    const [bullets, numbers] = screen.getAllByRole('list')
    expect(bullets.tagName).toBe('UL')
    expect(numbers.tagName).toBe('OL')
    expect(screen.getAllByRole('listitem')).toHaveLength(4)

    await user.click(screen.getByRole('link', { name: 'Ask the community forum' }))
    expect(router.state.location.pathname).toBe('/forum/new')
  })

  it('shows markup and other links as the text they are, never as HTML', () => {
    const { container } = renderApp(
      <Markdown source={'<img src=x onerror=alert(1)> [x](https://evil.example)'} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText('<img src=x onerror=alert(1)> [x](https://evil.example)')).toBeVisible()
  })
})
