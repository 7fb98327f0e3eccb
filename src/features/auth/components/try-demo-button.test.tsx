import { render, screen } from '@testing-library/react'
import { TryDemoButton } from './try-demo-button'

vi.mock('@/config/env', () => ({ env: { VITE_DEMO_URL: 'https://demo.lexsetu.in/' } }))

describe('TryDemoButton', () => {
  it('links to the external demo site when VITE_DEMO_URL is set', () => {
    const onChooseRole = vi.fn()
    render(<TryDemoButton onChooseRole={onChooseRole} />)
    expect(screen.getByRole('link', { name: 'Try Demo Version' })).toHaveAttribute(
      'href',
      'https://demo.lexsetu.in/',
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
