import { screen, within } from '@testing-library/react'
import { paths } from '@/config/paths'
import {
  buildDocument,
  createFakeDocumentsClient,
} from '@/features/documents/testing/fake-documents-client'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import { RecentDocumentsPanel } from './recent-documents-panel'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))

const panel = () => screen.getByRole('region', { name: 'Recent Documents' })

describe('RecentDocumentsPanel', () => {
  it('lists the five most recently edited documents, without the Sample data badge', async () => {
    const documents = Array.from({ length: 6 }, (_, index) =>
      buildDocument({
        title: `Rent agreement ${index + 1}`,
        template: 'rent_agreement',
        updated_at: `2026-11-2${index}T10:00:00+05:30`,
      }),
    )
    loadSupabase.mockResolvedValue(createFakeDocumentsClient({ documents }).client)
    renderApp(<RecentDocumentsPanel isPremium />, { auth: buildSignedInAuth({ plan: 'premium' }) })

    const items = await within(panel()).findAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Rent agreement 6',
      'Rent agreement 5',
      'Rent agreement 4',
      'Rent agreement 3',
      'Rent agreement 2',
    ])
    expect(items[0]).toHaveTextContent('Rent Agreement · 25 Nov 2026')
    expect(within(items[0]!).getByRole('link', { name: 'View: Rent agreement 6' })).toHaveAttribute(
      'href',
      paths.document.getHref(documents[5]!.id),
    )
    expect(within(panel()).queryByText('Sample data')).not.toBeInTheDocument()
  })

  it('says when there are none yet', async () => {
    loadSupabase.mockResolvedValue(createFakeDocumentsClient().client)
    renderApp(<RecentDocumentsPanel isPremium />, { auth: buildSignedInAuth({ plan: 'premium' }) })
    expect(await within(panel()).findByText('No documents yet')).toBeInTheDocument()
  })
})
