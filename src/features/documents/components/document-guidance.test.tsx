import { render, screen } from '@testing-library/react'
import { everyBlockModel } from '../testing/every-block-model'
import { GuidanceList } from './document-guidance'

describe('GuidanceList', () => {
  it('shows each note with its tone in words, title and text', () => {
    render(<GuidanceList guidance={everyBlockModel.guidance} />)
    const [info, warning] = screen.getAllByRole('note')
    expect(info).toHaveTextContent(
      'Note: Information, not legal adviceHave it checked by a lawyer.',
    )
    expect(info).toHaveClass('document-note-info')
    expect(warning).toHaveTextContent(
      'Warning: A false affidavit is an offenceState only what is true.',
    )
    expect(warning).toHaveClass('document-note-warning')
  })

  it('hides the icons from screen readers', () => {
    const { container } = render(<GuidanceList guidance={everyBlockModel.guidance} />)
    const icons = container.querySelectorAll('svg')
    expect(icons).toHaveLength(2)
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true')
  })

  it('renders nothing without guidance', () => {
    const { container } = render(<GuidanceList guidance={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
