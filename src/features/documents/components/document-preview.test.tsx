import { render, screen, within } from '@testing-library/react'
import { DEVANAGARI_ADDRESS, DEVANAGARI_NAME, everyBlockModel } from '../testing/every-block-model'
import { DocumentPreview } from './document-preview'

function renderPreview() {
  render(<DocumentPreview model={everyBlockModel} />)
  return screen.getByRole('article', { name: 'Preview of Affidavit of Rajesh Kumar Sharma' })
}

describe('DocumentPreview', () => {
  it('is a named article that Print picks out', () => {
    expect(renderPreview()).toHaveClass('document-print-area')
  })

  it('starts the headings at h2, under the page’s own h1', () => {
    const preview = renderPreview()
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent(
      'General affidavit',
    )
    expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Statements of fact',
    )
    expect(within(preview).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Particulars of the premises',
    )
  })

  it('keeps a numbered list’s start and bullets the other list', () => {
    const [numbered, bulleted] = within(renderPreview()).getAllByRole('list')
    expect(numbered!.tagName).toBe('OL')
    expect(numbered).toHaveAttribute('start', '3')
    expect(within(numbered!).getAllByRole('listitem')).toHaveLength(24)
    expect(bulleted!.tagName).toBe('UL')
    expect(bulleted).toHaveTextContent('A point without a number.')
  })

  it('renders the table with column headers and cells', () => {
    const table = within(renderPreview()).getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Particular', 'Detail'])
    expect(within(table).getByRole('cell', { name: '₹ 25,000' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: DEVANAGARI_ADDRESS })).toBeInTheDocument()
  })

  it('renders bold runs, aligned paragraphs, signatures and the boxed attestation', () => {
    const preview = renderPreview()
    expect(within(preview).getAllByText(DEVANAGARI_NAME)[0]!.tagName).toBe('STRONG')
    expect(within(preview).getByText('Place: Jaipur')).toHaveClass('document-align-right')
    expect(within(preview).getByText('DEPONENT')).toHaveClass('document-signature-caption')
    expect(within(preview).getByText('IDENTIFIED BY')).toBeInTheDocument()
    const attestation = within(preview).getByRole('group', { name: 'BEFORE ME' })
    expect(attestation).toHaveTextContent('Solemnly affirmed before me by the deponent')
  })

  it('marks each blank for sight and for screen readers', () => {
    const preview = renderPreview()
    const blanks = preview.querySelectorAll('.document-blank')
    expect([...blanks].map((blank) => blank.textContent)).toEqual([
      'not filled in: [Age of the deponent]',
      'not filled in: [Name of the advocate]',
    ])
    expect(within(blanks[0] as HTMLElement).getByText('not filled in:')).toHaveClass('sr-only')
  })

  it('leaves the guidance out of the document', () => {
    expect(renderPreview()).not.toHaveTextContent('Information, not legal advice')
  })
})
