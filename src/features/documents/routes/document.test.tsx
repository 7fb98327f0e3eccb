import { act, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { COMPLETE_ANSWERS, TEST_MESSAGES } from '../testing/test-template'
import {
  buildDocument,
  createFakeDocumentsClient,
  NETWORK_ERROR,
  SOMEONE_ELSE,
  type FakeDocumentsClient,
} from '../testing/fake-documents-client'
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

const draft = buildDocument({
  title: 'Name change affidavit',
  answers: { fullName: '', statements: [''] },
})

function renderDocument({
  fake = createFakeDocumentsClient({ documents: [draft] }),
  id = draft.id,
  isDemo = false,
}: { fake?: FakeDocumentsClient; id?: string; isDemo?: boolean } = {}) {
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderDocumentsScreen(<DocumentPage />, {
    isDemo,
    url: `/documents/${id}`,
    path: '/documents/:documentId',
  })
  return { ...view, fake }
}

const textbox = (name: string) => screen.getByRole('textbox', { name })
const stepNav = () => screen.getByRole('navigation', { name: 'Steps' })

describe('/documents/{id}', () => {
  beforeEach(() => loadSupabase.mockReset())
  afterEach(() => act(() => resetToasts()))

  it('shows a loading state, then the title, status, form and live preview', async () => {
    const fake = createFakeDocumentsClient({ documents: [draft] })
    const release = fake.hold('documents:select')
    const { user } = renderDocument({ fake })

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
    renderDocument()

    expect(await screen.findByRole('region', { name: 'Form' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(
      '[Name of the deponent]',
    )
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })

  it('says a document that is not the user’s (or no document) was not found', async () => {
    const theirs = { ...buildDocument(), owner_id: SOMEONE_ELSE }
    renderDocument({ fake: createFakeDocumentsClient({ documents: [theirs] }), id: theirs.id })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This document was not found' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'All documents' })).toHaveAttribute(
      'href',
      '/documents',
    )
  })

  it('does not ask the server about an id that cannot be a document', () => {
    renderDocument({ id: 'not-an-id' })
    expect(screen.getByRole('heading', { name: 'This document was not found' })).toBeVisible()
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('explains a failed load and loads again on Try again', async () => {
    const fake = createFakeDocumentsClient({ documents: [draft] })
    fake.failNext('documents:select', NETWORK_ERROR)
    const { user } = renderDocument({ fake })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load this document.")
    expect(screen.getByRole('heading', { level: 1, name: 'Document' })).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { name: 'Name change affidavit' })).toBeVisible()
  })

  it('checks the step on Next: a message under each field, the first one focused', async () => {
    const { user } = renderDocument()
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
    const { user } = renderDocument()
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
    const final = buildDocument({ status: 'final', answers: COMPLETE_ANSWERS })
    renderDocument({ fake: createFakeDocumentsClient({ documents: [final] }), id: final.id })

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
    const sample = buildDocument({ id: 'd3d00000-0000-4000-8000-000000000001', answers: {} })
    const documents = [sample, draft]
    renderDocument({ fake: createFakeDocumentsClient({ documents }), id: sample.id, isDemo: true })

    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeDisabled()
    expect(
      screen.getByText(
        'This sample document is shared by every visitor of the demo, so it can’t be changed. Use Duplicate to make your own copy and edit that.',
      ),
    ).toBeVisible()
  })

  it('keeps a demo visitor’s own drafts editable', async () => {
    renderDocument({ isDemo: true })
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeEnabled()
  })
})
