import { act, screen, waitFor, within } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { resetToasts } from '@/components/ui/use-toast'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import type { DocumentRow } from '../api/document-schema'
import { localCopyKey } from '../lib/local-copy'
import { documentsMember, storeDocument, storedDocuments } from '../testing/documents-scene'
import { renderDocumentsScreen } from '../testing/render-documents'
import { COMPLETE_ANSWERS, TEST_MESSAGES } from '../testing/test-template'
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

// The real backend keeps the document: own rows only, its versions, the final status, the
// deletion and the copy are the database's; only the network is injected (and the PDF maker
// mocked). The editor's autosave is document-autosave.test.tsx.
const backend = withRealBackend()
const { faults } = backend

const draft = { title: 'Name change affidavit', answers: { fullName: '', statements: [''] } }

/** Asha's document (the draft unless told), stored: the scene before the page opens. */
async function documentOfMine(
  document: Partial<DocumentRow> = draft,
  { isDemo = false, plan = 'premium' }: { isDemo?: boolean; plan?: 'free' | 'premium' } = {},
) {
  const me = await documentsMember(backend, { isDemo, plan })
  return { me, document: await storeDocument(backend, me, document) }
}

function renderDocument({ me, document }: { me: SignedInMember; document: { id: string } }) {
  loadSupabase.mockResolvedValue(me.client)
  return renderDocumentsScreen(<DocumentPage />, {
    auth: me.auth,
    url: `/documents/${document.id}`,
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
}

const complete = { title: 'Name Change – Asha', answers: COMPLETE_ANSWERS }
const incomplete = { title: 'Half done', answers: { statements: [''] } }

/** Asha's document (the complete one unless told), open in the editor once it has loaded. */
async function openDocument({
  document = complete,
  plan = 'premium',
}: { document?: Partial<DocumentRow>; plan?: 'free' | 'premium' } = {}) {
  const scene = await documentOfMine(document, { plan })
  const view = renderDocument(scene)
  await screen.findByRole('heading', { level: 1, name: scene.document.title })
  return {
    ...view,
    me: scene.me,
    stored: scene.document,
    documents: () => storedDocuments(backend, scene.me),
  }
}

const textbox = (name: string) => screen.getByRole('textbox', { name })
const stepNav = () => screen.getByRole('navigation', { name: 'Steps' })

describe('/documents/{id}', () => {
  beforeEach(() => loadSupabase.mockReset())
  afterEach(() => act(() => resetToasts()))

  it('shows a loading state, then the title, status, form and live preview', async () => {
    const scene = await documentOfMine()
    const release = faults.hold('GET /rest/v1/documents')
    const { user } = renderDocument(scene)

    expect(screen.getByRole('status')).toHaveTextContent('Loading the document…')
    release()

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Name change affidavit' }),
    ).toBeVisible()
    expect(screen.getByText('Draft')).toBeVisible()
    expect(screen.getByText('Saved')).toBeVisible()
    expect(screen.getByRole('link', { name: 'All documents' })).toHaveAttribute(
      'href',
      '/documents',
    )
    expect(within(stepNav()).getByRole('button', { name: '1. Person' })).toHaveAttribute(
      'aria-current',
      'step',
    )

    // Phones get two tabs; the preview follows the answers.
    await user.type(textbox('Full name'), 'Asha Rao')
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    const preview = await screen.findByRole('article', { name: 'Preview of Test affidavit' })
    expect(preview).toHaveTextContent('I, Asha Rao, state as follows:')
    expect(screen.getByRole('region', { name: 'Before you sign' })).toHaveTextContent(
      /Information, not legal advice/,
    )
  })

  it('shows the form and the preview side by side on a wide screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(min-width: 1024px)',
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    renderDocument(await documentOfMine())

    expect(await screen.findByRole('region', { name: 'Form' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(
      '[Name of the deponent]',
    )
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })

  it('says a document that is not the user’s (or no document) was not found', async () => {
    const { me } = await documentOfMine()
    const theirs = await storeDocument(backend, await documentsMember(backend))
    renderDocument({ me, document: theirs })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This document was not found' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'All documents' })).toHaveAttribute(
      'href',
      '/documents',
    )
  })

  it('does not ask the server about an id that cannot be a document', async () => {
    const { me } = await documentOfMine()
    renderDocument({ me, document: { id: 'not-an-id' } })
    expect(screen.getByRole('heading', { name: 'This document was not found' })).toBeVisible()
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('explains a failed load and loads again on Try again', async () => {
    const scene = await documentOfMine()
    // A server fault: supabase-js itself retries a GET the network lost.
    faults.failNext('GET /rest/v1/documents', { code: 'XX000', status: 500 })
    const { user } = renderDocument(scene)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load this document.")
    expect(screen.getByRole('heading', { level: 1, name: 'Document' })).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { name: 'Name change affidavit' })).toBeVisible()
  })

  it('checks the step on Next: a message under each field, the first one focused', async () => {
    const { user } = renderDocument(await documentOfMine())
    await screen.findByRole('heading', { name: 'Person', level: 2 })

    await user.click(screen.getByRole('button', { name: 'Next' }))

    const name = textbox('Full name')
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(
      `As on an identity document. ${TEST_MESSAGES.fullName}`,
    )
    expect(textbox('Age in years')).toHaveAccessibleDescription(TEST_MESSAGES.age)
    expect(screen.getByRole('combobox', { name: 'Relation' })).toHaveAccessibleDescription(
      TEST_MESSAGES.relation,
    )
    const court = screen.getByRole('radiogroup', { name: 'Is it for a court case?' })
    expect(court).toHaveAttribute('aria-invalid', 'true')
    expect(court).toHaveAccessibleDescription(TEST_MESSAGES.forCourt)
    expect(within(stepNav()).getByRole('button', { name: '1. Person' })).toHaveAttribute(
      'aria-current',
      'step',
    )

    // A fixed field loses its message as it is typed.
    await user.type(name, 'Asha Rao')
    expect(name).toHaveAttribute('aria-invalid', 'false')
  })

  it('asks for a field shown only for some answers, then moves on and focuses the next step', async () => {
    const { user } = renderDocument(await documentOfMine())
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Asha Rao')
    await user.type(textbox('Age in years'), '34')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Relation' }), 'Daughter of')
    expect(screen.queryByRole('textbox', { name: 'Court' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(textbox('Court')).toHaveFocus()
    expect(textbox('Court')).toHaveAccessibleDescription(TEST_MESSAGES.courtName)

    await user.click(screen.getByRole('radio', { name: 'No' }))
    expect(screen.queryByRole('textbox', { name: 'Court' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(screen.getByRole('heading', { level: 2, name: 'Facts' })).toHaveFocus()
    expect(within(stepNav()).getByRole('button', { name: '2. Facts' })).toHaveAttribute(
      'aria-current',
      'step',
    )
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Person' })).toHaveFocus()
    expect(textbox('Full name')).toHaveValue('Asha Rao')
  })

  it('shows a final document read-only', async () => {
    renderDocument(await documentOfMine({ status: 'final', answers: COMPLETE_ANSWERS }))

    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeDisabled()
    expect(screen.getByText('Final')).toBeVisible()
    expect(
      screen.getByText(
        "This document is final, so it can't be edited. Reopen it as a draft to make changes.",
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reopen as draft' })).toBeEnabled()
  })
  it("shows the demo's seeded drafts read-only to demo visitors, and says how to edit a copy", async () => {
    // Shared by every visitor: the database refuses changes to them (LS030).
    const sample = { id: 'd3ee0000-0000-4000-8000-00000000e5e5', answers: {} }
    renderDocument(await documentOfMine(sample, { isDemo: true }))

    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeDisabled()
    expect(
      screen.getByText(
        'This sample document is shared by every visitor of the demo, so it can’t be changed. Use Duplicate to make your own copy and edit that.',
      ),
    ).toBeVisible()
  })

  it('keeps a demo visitor’s own drafts editable', async () => {
    renderDocument(await documentOfMine(draft, { isDemo: true }))
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeEnabled()
  })
})

const button = (name: string) => screen.getByRole('button', { name })

describe('the editor’s actions', () => {
  beforeEach(() => {
    loadSupabase.mockReset()
    downloadDocumentPdf.mockReset()
  })
  afterEach(() => act(() => resetToasts()))

  it('shows a free user the Premium lock instead of the PDF, printing or saving', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user } = await openDocument({ plan: 'free' })

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
    const { user } = await openDocument({ document: incomplete })
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
    const { user } = await openDocument()

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
    const { user } = await openDocument()

    await user.click(button('Download PDF'))

    expect(await screen.findByText('Could not create the PDF')).toBeVisible()
    expect(screen.getByText('The PDF could not be made. Try again.')).toBeVisible()
  })

  it('prints the preview, showing it first on a phone', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true')
    })
    const { user } = await openDocument()

    await user.click(button('Print'))

    expect(print).toHaveBeenCalledOnce()
    expect(document.querySelector('.document-print-area')).not.toBeNull()
  })

  it('asks before deleting, then goes back to the documents with a toast', async () => {
    const { user, me, stored, documents } = await openDocument()
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
    const { user, documents } = await openDocument()

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
    const { user } = await openDocument({ document: incomplete })
    await user.click(button('Mark as final'))
    expect(
      screen.getByText(
        'Some answers are missing or need a fix. Complete the highlighted fields in “Person” to mark the document as final.',
      ),
    ).toBeVisible()
    expect(faults.requests).not.toContain('PATCH /rest/v1/documents')
  })

  it('renames the document with the same title rules', async () => {
    const { user, documents } = await openDocument()
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
    const { user, router, documents } = await openDocument()
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
