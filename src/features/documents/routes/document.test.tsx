import { act, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { COMPLETE_ANSWERS, TEST_MESSAGES } from '../testing/test-template'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import type { DocumentRow } from '../api/document-schema'
import { documentsMember, storeDocument } from '../testing/documents-scene'
import { renderDocumentsScreen } from '../testing/render-documents'
import { Component as DocumentPage } from './document'

const { loadSupabase } = vi.hoisted(() => ({ loadSupabase: vi.fn() }))
vi.mock(import('@/lib/supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadSupabase,
}))
vi.mock(import('../templates'), async () => {
  const { TEST_TEMPLATES } = await import('../testing/test-template')
  return { TEMPLATES: TEST_TEMPLATES }
})

// The real backend reads the document (own rows only); only the network is injected.
const backend = withRealBackend()
const { faults } = backend

const draft = { title: 'Name change affidavit', answers: { fullName: '', statements: [''] } }

/** Asha's document (the draft unless told), stored: the scene before the page opens. */
async function documentOfMine(
  document: Partial<DocumentRow> = draft,
  { isDemo = false }: { isDemo?: boolean } = {},
) {
  const me = await documentsMember(backend, { isDemo })
  return { me, document: await storeDocument(backend, me, document) }
}

function renderDocument({ me, document }: { me: SignedInMember; document: { id: string } }) {
  loadSupabase.mockResolvedValue(me.client)
  return renderDocumentsScreen(<DocumentPage />, {
    auth: me.auth,
    url: `/documents/${document.id}`,
    path: '/documents/:documentId',
  })
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
