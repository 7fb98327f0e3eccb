import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { withRealBackend } from '@/testing/real-backend'
import type { DocumentRow } from '../api/document-schema'
import { localCopyKey } from '../lib/local-copy'
import { documentsMember, storeDocument, storedDocuments } from '../testing/documents-scene'
import { renderDocumentsScreen } from '../testing/render-documents'
import { COMPLETE_ANSWERS } from '../testing/test-template'
import { Component as DocumentPage } from './document'

const { loadSupabase, downloadDocumentPdf } = vi.hoisted(() => ({
  loadSupabase: vi.fn(),
  downloadDocumentPdf: vi.fn(),
}))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))
vi.mock(import('../templates'), async () => {
  const { TEST_TEMPLATES } = await import('../testing/test-template')
  return { TEMPLATES: TEST_TEMPLATES }
})
vi.mock(import('../pdf/download-document-pdf'), async (importOriginal) => ({
  ...(await importOriginal()),
  downloadDocumentPdf,
}))

// The real backend keeps the document: its versions, the final status, the deletion and the copy
// are the database's; the PDF maker is mocked.
const backend = withRealBackend()
const { faults } = backend

const complete = { title: 'Name Change – Asha', answers: COMPLETE_ANSWERS }
const incomplete = { title: 'Half done', answers: { statements: [''] } }

/** Opens Asha's document (the complete one unless told) once it has loaded. */
async function renderDocument({
  document = complete,
  plan = 'premium',
}: {
  document?: Partial<DocumentRow>
  plan?: 'free' | 'premium'
} = {}) {
  const me = await documentsMember(backend, { plan })
  const stored = await storeDocument(backend, me, document)
  loadSupabase.mockResolvedValue(me.client)
  const view = renderDocumentsScreen(<DocumentPage />, {
    auth: me.auth,
    url: `/documents/${stored.id}`,
    path: '/documents/:documentId',
    routes: [
      {
        path: '/documents',
        element: (
          <>
            <h1>All documents page</h1>
            <Toaster />
          </>
        ),
      },
    ],
  })
  await screen.findByRole('heading', { level: 1, name: stored.title })
  return { ...view, me, stored, documents: () => storedDocuments(backend, me) }
}

const button = (name: string) => screen.getByRole('button', { name })

describe('the editor’s actions', () => {
  beforeEach(() => {
    loadSupabase.mockReset()
    downloadDocumentPdf.mockReset()
  })
  afterEach(() => act(() => resetToasts()))

  it('shows a free user the Premium lock instead of the PDF, printing or saving', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user } = await renderDocument({ plan: 'free' })

    expect(
      screen.getByText('Saving drafts and downloading PDFs are part of Premium.'),
    ).toBeVisible()
    expect(screen.getByText('Kept on this device')).toBeVisible()
    await user.click(button('Download PDF'))

    const lock = await screen.findByRole('dialog', { name: 'Part of Premium' })
    expect(within(lock).getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await user.click(within(lock).getByRole('button', { name: 'Not now' }))
    await user.click(button('Print'))
    expect(await screen.findByRole('dialog', { name: 'Part of Premium' })).toBeVisible()
    await user.keyboard('{Escape}')
    await user.click(button('Mark as final'))
    expect(await screen.findByRole('dialog', { name: 'Part of Premium' })).toBeVisible()

    expect(downloadDocumentPdf).not.toHaveBeenCalled()
    expect(print).not.toHaveBeenCalled()
  })

  it('checks the whole document before the PDF and shows the first step with a problem', async () => {
    const { user } = await renderDocument({ document: incomplete })
    await user.click(screen.getByRole('button', { name: '3. Signing' }))

    await user.click(button('Download PDF'))

    expect(screen.getByRole('heading', { level: 2, name: 'Person' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus()
    expect(
      screen.getByText(
        'Some answers are missing or need a fix. Complete the highlighted fields in “Person” to download the PDF.',
      ),
    ).toBeVisible()
    expect(downloadDocumentPdf).not.toHaveBeenCalled()
  })

  it('downloads a complete document as <slug of the title>.pdf, saying it is busy meanwhile', async () => {
    let finish = () => {}
    downloadDocumentPdf.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)))
    const { user } = await renderDocument()

    await user.click(button('Download PDF'))

    expect(await screen.findByRole('button', { name: 'Preparing PDF…' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await waitFor(() =>
      expect(downloadDocumentPdf).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Test affidavit' }),
        'name-change-asha.pdf',
      ),
    )
    act(() => finish())
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeVisible()
  })

  it('says when the PDF could not be made', async () => {
    downloadDocumentPdf.mockRejectedValue(new Error('The PDF could not be made. Try again.'))
    const { user } = await renderDocument()

    await user.click(button('Download PDF'))

    expect(await screen.findByText('Could not create the PDF')).toBeVisible()
    expect(screen.getByText('The PDF could not be made. Try again.')).toBeVisible()
  })

  it('prints the preview, showing it first on a phone', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true')
    })
    const { user } = await renderDocument()

    await user.click(button('Print'))

    expect(print).toHaveBeenCalledOnce()
    expect(document.querySelector('.document-print-area')).not.toBeNull()
  })

  it('asks before deleting, then goes back to the documents with a toast', async () => {
    const { user, me, stored, documents } = await renderDocument()
    window.localStorage.setItem(localCopyKey(me.id, stored.id), '{}')

    await user.click(button('Delete'))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this document?' })
    expect(confirm).toHaveAccessibleDescription(
      '“Name Change – Asha” will be deleted. This cannot be undone.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await documents()).toHaveLength(1)

    await user.click(button('Delete'))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete document',
      }),
    )

    expect(await screen.findByRole('heading', { name: 'All documents page' })).toBeVisible()
    expect(screen.getByText('Document deleted')).toBeVisible()
    expect(await documents()).toHaveLength(0)
    expect(window.localStorage.getItem(localCopyKey(me.id, stored.id))).toBeNull()
  })

  it('marks a complete document final (read-only) and reopens it as a draft', async () => {
    const { user, documents } = await renderDocument()

    await user.click(button('Mark as final'))

    expect(await screen.findByText('Marked as final')).toBeVisible()
    expect(screen.getByText('Final')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeDisabled()
    expect(await documents()).toEqual([expect.objectContaining({ status: 'final', version: 2 })])

    await user.click(button('Reopen as draft'))

    expect(await screen.findByText('Reopened as a draft')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeEnabled()
    expect(await documents()).toEqual([expect.objectContaining({ status: 'draft', version: 3 })])
  })

  it('marks nothing final while answers are missing', async () => {
    const { user } = await renderDocument({ document: incomplete })
    await user.click(button('Mark as final'))
    expect(
      screen.getByText(
        'Some answers are missing or need a fix. Complete the highlighted fields in “Person” to mark the document as final.',
      ),
    ).toBeVisible()
    expect(faults.requests).not.toContain('PATCH /rest/v1/documents')
  })

  it('renames the document with the same title rules', async () => {
    const { user, documents } = await renderDocument()
    await user.click(button('Rename'))
    const dialog = await screen.findByRole('dialog', { name: 'Rename document' })
    const title = within(dialog).getByRole('textbox', { name: 'Document Title' })
    expect(title).toHaveFocus()

    await user.clear(title)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(title).toHaveAccessibleDescription(
      'Up to 120 characters. You can rename it later. Give the document a title.',
    )
    await user.type(title, '  Affidavit – final copy  ')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Affidavit – final copy' }),
    ).toBeVisible()
    await waitFor(async () =>
      expect(await documents()).toEqual([
        expect.objectContaining({ title: 'Affidavit – final copy' }),
      ]),
    )
  })

  it('duplicates the document as Copy of … and opens the copy', async () => {
    const { user, router, documents } = await renderDocument()
    await user.click(button('Duplicate'))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copy of Name Change – Asha' }),
    ).toBeVisible()
    const copy = (await documents()).find((row) => row.title === 'Copy of Name Change – Asha')
    expect(copy).toMatchObject({ answers: COMPLETE_ANSWERS, status: 'draft' })
    expect(router.state.location.pathname).toBe(`/documents/${String(copy?.id)}`)
    expect(screen.getByText('Copy created')).toBeVisible()
  })
})
