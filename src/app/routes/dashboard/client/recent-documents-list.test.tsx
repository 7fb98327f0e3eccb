import { screen } from '@testing-library/react'
import { paths } from '@/config/paths'
import { renderApp } from '@/testing/render'
import { RecentDocumentsList } from './recent-documents-list'

describe('RecentDocumentsList', () => {
  it('says there are no documents yet and sends a premium user to the generator', () => {
    renderApp(<RecentDocumentsList documents={[]} isPremium />)

    expect(screen.getByText('No documents yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create a document' })).toHaveAttribute(
      'href',
      paths.documents.getHref(),
    )
  })

  it('sends a free user with no documents to the plans instead of the locked generator', () => {
    renderApp(<RecentDocumentsList documents={[]} isPremium={false} />)

    expect(screen.getByRole('link', { name: 'Unlock the document generator' })).toHaveAttribute(
      'href',
      paths.pricing.getHref(),
    )
  })

  it('writes the type and the Indian date of each document', () => {
    renderApp(
      <RecentDocumentsList
        isPremium
        documents={[
          { id: 'd1', title: 'Bail plea', type: 'bail_application', date: '2026-01-05T10:00:00Z' },
        ]}
      />,
    )

    expect(screen.getByRole('listitem')).toHaveTextContent('Bail Application · 5 Jan 2026')
    expect(screen.getByRole('link', { name: 'View: Bail plea' })).toHaveAttribute(
      'href',
      '/documents/d1',
    )
  })
})
