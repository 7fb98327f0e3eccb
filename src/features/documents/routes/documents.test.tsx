import { act, screen, waitFor, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { OFFLINE_ERROR } from '@/lib/api-error'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { unsavedDraftKey } from '../lib/local-copy'
import { documentsMember, storeDocument, storedDocuments } from '../testing/documents-scene'
import { renderDocumentsScreen } from '../testing/render-documents'
import { Component as DocumentsPage } from './documents'
import { Component as NewDocumentPage } from './new-document'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))
vi.mock(import('../templates'), async () => {
  const { TEST_TEMPLATES } = await import('../testing/test-template')
  return { TEMPLATES: TEST_TEMPLATES }
})

// The real backend stores and lists the documents (own rows only, Premium to save); only the
// network is injected.
const backend = withRealBackend()
const { faults } = backend
const CREATE = 'POST /rest/v1/documents'
const LS022_MESSAGE =
  'You have 200 saved documents, the most an account can keep. Delete one to save another.'

async function renderPage({
  plan = 'premium',
  me,
}: { plan?: 'premium' | 'free'; me?: SignedInMember } = {}) {
  const member = me ?? (await documentsMember(backend, { plan }))
  loadSupabase.mockResolvedValue(member.client)
  const view = renderDocumentsScreen(<DocumentsPage />, {
    auth: member.auth,
    url: '/documents',
    path: '/documents',
    routes: [
      { path: '/documents/new', element: <h1>Unsaved editor</h1> },
      { path: '/documents/:id', element: <h1>Saved editor</h1> },
    ],
  })
  return { ...view, me: member }
}

const card = (name: RegExp) => screen.getByRole('radio', { name })
const details = () => screen.getByRole('region', { name: 'Document Details' })
const recent = () => screen.getByRole('region', { name: 'Recent Documents' })

describe('/documents', () => {
  beforeEach(() => loadSupabase.mockReset())
  afterEach(() => act(() => resetToasts()))

  it('offers the three templates as cards; choosing one marks it and opens Document Details', async () => {
    const { user } = await renderPage()

    expect(screen.getByRole('heading', { level: 1, name: 'Document Generator' })).toBeVisible()
    const group = screen.getByRole('group', { name: 'Choose a template' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Test AffidavitA test affidavit for tests.',
      'Test Rent AgreementA test rent agreement for tests.',
      'Test Bail ApplicationA test bail application for tests.',
    ])
    expect(screen.queryByRole('region', { name: 'Document Details' })).not.toBeInTheDocument()

    await user.click(card(/Test Rent Agreement/))

    expect(card(/Test Rent Agreement/)).toBeChecked()
    expect(within(details()).getByLabelText(/Document Title/)).toHaveValue('Test Rent Agreement')
    expect(within(details()).getByRole('button', { name: 'Generate Document' })).toBeEnabled()
  })

  it('is usable from the keyboard: arrows move the choice, and the untouched title follows it', async () => {
    const { user } = await renderPage()
    await user.tab()
    expect(card(/Test Affidavit/)).toHaveFocus()
    await user.keyboard(' ')
    expect(card(/Test Affidavit/)).toBeChecked()
    await user.keyboard('{ArrowDown}')

    expect(card(/Test Rent Agreement/)).toBeChecked()
    expect(within(details()).getByLabelText(/Document Title/)).toHaveValue('Test Rent Agreement')

    const title = within(details()).getByLabelText(/Document Title/)
    await user.clear(title)
    await user.type(title, 'My flat in Pune')
    await user.click(card(/Test Bail Application/))
    expect(title).toHaveValue('My flat in Pune')
  })

  it('explains a missing or long title under the field and keeps focus there', async () => {
    const { user, me } = await renderPage()
    await user.click(card(/Test Affidavit/))
    const title = within(details()).getByLabelText(/Document Title/)
    await user.clear(title)
    await user.click(screen.getByRole('button', { name: 'Generate Document' }))

    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription(
      'Up to 120 characters. You can rename it later. Give the document a title.',
    )
    expect(title).toHaveFocus()

    await user.paste('x'.repeat(121))
    await user.keyboard('{Enter}')
    expect(title).toHaveAccessibleDescription(/Keep the title to 120 characters or fewer\./)
    expect(faults.requests).not.toContain(CREATE)
    expect(await storedDocuments(backend, me)).toEqual([])
  })

  it('on Premium creates the draft with an id made here, then opens it', async () => {
    const { user, me, router } = await renderPage()
    await user.click(card(/Test Affidavit/))
    const release = faults.hold(CREATE)
    await user.click(screen.getByRole('button', { name: 'Generate Document' }))

    expect(await screen.findByRole('button', { name: 'Generating…' })).toBeDisabled()
    release()

    expect(await screen.findByRole('heading', { name: 'Saved editor' })).toBeVisible()
    const [created] = await storedDocuments(backend, me)
    expect(created).toMatchObject({
      template: 'affidavit',
      title: 'Test Affidavit',
      status: 'draft',
      answers: expect.objectContaining({ fullName: '', statements: [''] }),
    })
    expect(router.state.location.pathname).toBe(`/documents/${String(created?.id)}`)
  })

  it('keeps the title and says why when the draft cannot be created; a retry stores one draft', async () => {
    const { user, me } = await renderPage()
    await user.click(card(/Test Affidavit/))
    const title = within(details()).getByLabelText(/Document Title/)
    await user.clear(title)
    await user.type(title, 'Name change')

    // The cap itself is the database's (api/documents-data.test.ts); its refusal, as it answers.
    faults.failNext(CREATE, { code: 'LS022', message: LS022_MESSAGE })
    await user.click(screen.getByRole('button', { name: 'Generate Document' }))
    expect(await within(details()).findByText(LS022_MESSAGE)).toBeVisible()
    expect(title).toHaveValue('Name change')

    // The answer of the next try is lost on the way back; the one after finds the same draft.
    faults.failNext(CREATE, 'lost')
    await user.click(screen.getByRole('button', { name: 'Generate Document' }))
    expect(await within(details()).findByText(OFFLINE_ERROR)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Generate Document' }))

    expect(await screen.findByRole('heading', { name: 'Saved editor' })).toBeVisible()
    // The retry sent the same id: one draft, not two.
    expect(await storedDocuments(backend, me)).toEqual([
      expect.objectContaining({ title: 'Name change' }),
    ])
  })

  it('shows a free user the upgrade path and opens the unsaved editor instead', async () => {
    const { user, router } = await renderPage({ plan: 'free' })

    expect(
      screen.getByText('Saving drafts and downloading PDFs are part of Premium.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/pricing')

    await user.click(card(/Test Bail Application/))
    await user.click(screen.getByRole('button', { name: 'Generate Document' }))

    expect(await screen.findByRole('heading', { name: 'Unsaved editor' })).toBeVisible()
    expect(router.state.location.search).toBe(
      '?template=bail_application&title=Test+Bail+Application',
    )
    expect(faults.requests).not.toContain(CREATE)
  })
})

describe('/documents Recent Documents', () => {
  it('shows a skeleton, then the documents newest first, each opening in the editor', async () => {
    const me = await documentsMember(backend)
    await storeDocument(backend, me, {
      title: 'Old affidavit',
      updated_at: '2026-11-01T10:00:00+05:30',
    })
    const newer = await storeDocument(backend, me, {
      title: 'Flat rent',
      template: 'rent_agreement',
      status: 'final',
      updated_at: '2026-11-24T10:00:00+05:30',
    })
    const release = faults.hold('GET /rest/v1/documents')
    await renderPage({ me })

    expect(within(recent()).getByRole('status')).toHaveTextContent('Loading your documents…')
    release()

    const links = await within(recent()).findAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Flat rentRent AgreementFinalEdited 24 Nov 2026',
      'Old affidavitAffidavitDraftEdited 1 Nov 2026',
    ])
    expect(links[0]).toHaveAttribute('href', `/documents/${newer.id}`)
  })

  it('says when there are none yet', async () => {
    await renderPage()
    expect(
      await within(recent()).findByText(
        'No documents yet. Choose a template above and generate your first one.',
      ),
    ).toBeVisible()
  })

  it('explains a failed load and tries again', async () => {
    const me = await documentsMember(backend)
    await storeDocument(backend, me, { title: 'Back again' })
    // A server fault: supabase-js itself retries a GET the network lost.
    faults.failNext('GET /rest/v1/documents', { code: 'XX000', status: 500 })
    const { user } = await renderPage({ me })

    const alert = await within(recent()).findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your documents.")
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))

    await waitFor(() => expect(within(recent()).getByRole('link')).toHaveTextContent(/Back again/))
  })
})

// The rest of /documents/new (a free user's unsaved editor) needs no backend: new-document.test.tsx.
describe('/documents/new on Premium', () => {
  afterEach(() => act(() => resetToasts()))

  it('saves the unsaved draft as a new document and opens it', async () => {
    const me = await documentsMember(backend)
    loadSupabase.mockResolvedValue(me.client)
    const { user, router } = renderDocumentsScreen(<NewDocumentPage />, {
      auth: me.auth,
      url: '/documents/new?template=affidavit&title=My+affidavit',
      path: '/documents/new',
      routes: [{ path: '/documents/:id', element: <h1>Saved editor</h1> }],
    })
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ravi')

    await user.click(screen.getByRole('button', { name: 'Save draft' }))

    expect(await screen.findByRole('heading', { name: 'Saved editor' })).toBeVisible()
    const [saved] = await storedDocuments(backend, me)
    expect(saved).toMatchObject({
      title: 'My affidavit',
      template: 'affidavit',
      answers: expect.objectContaining({ fullName: 'Ravi' }),
    })
    expect(router.state.location.pathname).toBe(`/documents/${String(saved?.id)}`)
    expect(window.localStorage.getItem(unsavedDraftKey(me.id, 'affidavit'))).toBeNull()
  })
})
