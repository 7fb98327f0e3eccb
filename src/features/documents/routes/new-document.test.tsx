import { act, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { buildSignedInAuth } from '@/testing/factories'
import { unsavedDraftKey } from '../lib/local-copy'
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
/** A free user: the unsaved editor keeps everything on this device and asks no server. */
const ME = 'a5aa0000-0000-4000-8000-000000000001'
const auth = buildSignedInAuth({ id: ME, plan: 'free' })
const DRAFT_KEY = unsavedDraftKey(ME, 'affidavit')

// A Premium user saving the draft is in documents.test.tsx, which has the backend.
function renderNew({ url = URL } = {}) {
  return renderDocumentsScreen(<NewDocumentPage />, { auth, url, path: '/documents/new' })
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
    const { user } = renderNew()
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    const lock = await screen.findByRole('dialog', { name: 'Part of Premium' })
    expect(within(lock).getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByRole('dialog', { name: 'Part of Premium' })).toBeVisible()
    expect(loadSupabase).not.toHaveBeenCalled()
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
