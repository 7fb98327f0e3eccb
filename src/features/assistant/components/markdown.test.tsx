import { screen } from '@testing-library/react'
import { renderApp } from '@/testing/render'
import { Markdown } from './markdown'

describe('Markdown', () => {
  it('leads with the short answer and what to do; the law is folded until opened (Enter and Space: e2e/assistant.spec.ts)', async () => {
    const { user, container } = renderApp(
      <Markdown
        source={[
          'Taking money on a false promise of a job is cheating.',
          '',
          '### The law',
          '- **BNS s.318(4)** — Cheating: up to seven years.',
          '',
          '### What to do now',
          '1. Report it at the police station.',
          '',
          '### Where to go',
          '- The nearest police station.',
          '',
          '### How LexSetu can help',
          '- [Find an advocate](/advocates).',
          '',
          '_This is general legal information, not legal advice._',
        ].join('\n')}
      />,
    )

    const order = [...container.querySelectorAll('p, h3, summary')].map((node) =>
      node.textContent?.trim(),
    )
    expect(order).toEqual([
      'Taking money on a false promise of a job is cheating.',
      'What to do now',
      'Where to go',
      'The law',
      'How LexSetu can help',
      'This is general legal information, not legal advice.',
    ])
    expect(screen.getByText('Report it at the police station.')).toBeVisible()
    const law = screen.getByText('The law').closest('summary')!
    expect(screen.getByText(/Cheating: up to seven years/)).not.toBeVisible()

    await user.click(law)
    expect(screen.getByText(/Cheating: up to seven years/)).toBeVisible()
    await user.click(law)
    expect(screen.getByText(/Cheating: up to seven years/)).not.toBeVisible()
  })

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

    await user.click(screen.getByText('The law'))
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
