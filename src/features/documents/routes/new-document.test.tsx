import { act, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { unsavedDraftKey } from '../lib/local-copy'
import { createFakeDocumentsClient, ME } from '../testing/fake-documents-client'
import { renderDocumentsScreen } from '../testing/render-documents'
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

const URL = '/documents/new?template=affidavit&title=My+affidavit'
const DRAFT_KEY = unsavedDraftKey(ME, 'affidavit')

function renderNew({ plan = 'free' as 'free' | 'premium', url = URL } = {}) {
  const fake = createFakeDocumentsClient({ plan })
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderDocumentsScreen(<NewDocumentPage />, {
    plan,
    url,
    path: '/documents/new',
    routes: [{ path: '/documents/:id', element: <h1>Saved editor</h1> }],
  })
  return { ...view, fake }
}

describe('/documents/new', () => {
  beforeEach(() => loadSupabase.mockReset())
  afterEach(() => act(() => resetToasts()))

  it('lets a free user fill in the form with its preview, kept on this device across a reload', async () => {
    const first = renderNew()

    expect(screen.getByRole('heading', { level: 1, name: 'My affidavit' })).toBeVisible()
    expect(screen.getByText('Not saved')).toBeVisible()
    expect(screen.getByText('Kept on this device')).toBeVisible()
    expect(
      screen.getByText('Saving drafts and downloading PDFs are part of Premium.'),
    ).toBeVisible()
    await first.user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Meera')
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      title: 'My affidavit',
      answers: { fullName: 'Meera' },
    })
    first.unmount()

    const { user } = renderNew()
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Meera')
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    expect(await screen.findByRole('article')).toHaveTextContent('I, Meera, state as follows:')
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('shows a free user the Premium lock on Save draft and Download PDF', async () => {
    const { user, fake } = renderNew()
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    const lock = await screen.findByRole('dialog', { name: 'Part of Premium' })
    expect(within(lock).getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByRole('dialog', { name: 'Part of Premium' })).toBeVisible()
    expect(fake.writes).toHaveLength(0)
  })

  it('saves a Premium user’s unsaved draft as a new document and opens it', async () => {
    const { user, fake, router } = renderNew({ plan: 'premium' })
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ravi')

    await user.click(screen.getByRole('button', { name: 'Save draft' }))

    expect(await screen.findByRole('heading', { name: 'Saved editor' })).toBeVisible()
    expect(fake.documents[0]).toMatchObject({
      title: 'My affidavit',
      template: 'affidavit',
      answers: expect.objectContaining({ fullName: 'Ravi' }),
    })
    expect(router.state.location.pathname).toBe(`/documents/${String(fake.documents[0]?.id)}`)
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('keeps a new title in the address, so a reload keeps it', async () => {
    const { user, router } = renderNew()
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    const title = await screen.findByRole('textbox', { name: 'Document Title' })
    await user.clear(title)
    await user.type(title, 'Affidavit for the bank')
    await user.keyboard('{Enter}')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Affidavit for the bank' }),
    ).toBeVisible()
    expect(router.state.location.search).toBe('?template=affidavit&title=Affidavit+for+the+bank')
  })

  it('says when the template does not exist', () => {
    renderNew({ url: '/documents/new?template=will' })
    expect(screen.getByRole('heading', { name: 'This template was not found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'All documents' })).toHaveAttribute(
      'href',
      '/documents',
    )
  })
})
