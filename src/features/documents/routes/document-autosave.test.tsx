import { act, fireEvent, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { localCopyKey, readLocalCopy, writeLocalCopy } from '../lib/local-copy'
import {
  buildDocument,
  createFakeDocumentsClient,
  LS021,
  ME,
  NETWORK_ERROR,
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

const draft = buildDocument({ answers: { fullName: 'Asha', statements: [''] } })
const KEY = localCopyKey(ME, draft.id)

/** Opens the draft in the editor, then lets the test drive the clock. */
async function openEditor(
  fake: FakeDocumentsClient = createFakeDocumentsClient({ documents: [draft] }),
  { opensDialog = false } = {},
) {
  loadSupabase.mockResolvedValue(fake.client)
  const view = renderDocumentsScreen(<DocumentPage />, {
    url: `/documents/${draft.id}`,
    path: '/documents/:documentId',
  })
  await (opensDialog
    ? screen.findByRole('alertdialog')
    : screen.findByRole('textbox', { name: 'Full name' }))
  vi.useFakeTimers()
  return { ...view, fake }
}

const typeName = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value } })
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const indicator = () =>
  screen.getByText(
    /^(Saving…|Saved|Offline – kept on this device|Couldn't save – retrying|Not saved)$/,
  )
const updates = (fake: FakeDocumentsClient) =>
  fake.writes.filter((write) => write.operation === 'update')

describe('autosave in the editor', () => {
  beforeEach(() => loadSupabase.mockReset())
  afterEach(() => {
    vi.useRealTimers()
    act(() => resetToasts())
  })

  it('saves 800 ms after the last change, saying Saving… then Saved', async () => {
    const { fake } = await openEditor()
    expect(indicator()).toHaveTextContent('Saved')
    expect(indicator()).toHaveAttribute('aria-live', 'polite')

    typeName('Asha R')
    await advance(500)
    typeName('Asha Rao')
    expect(indicator()).toHaveTextContent('Saving…')
    await advance(799)
    expect(updates(fake)).toHaveLength(0)
    await advance(1)

    expect(indicator()).toHaveTextContent('Saved')
    expect(updates(fake)).toHaveLength(1)
    expect(fake.row(draft.id)).toMatchObject({ answers: { fullName: 'Asha Rao' }, version: 2 })
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })

  it('keeps a failed save on this device and retries it', async () => {
    const { fake } = await openEditor()
    fake.failNext('documents:update', NETWORK_ERROR)

    typeName('Ravi')
    await advance(800)
    expect(indicator()).toHaveTextContent("Couldn't save – retrying")
    expect(readLocalCopy(window.localStorage, KEY)).toMatchObject({
      answers: { fullName: 'Ravi' },
      baseVersion: 1,
      dirty: true,
    })

    await advance(1_000)
    expect(indicator()).toHaveTextContent('Saved')
    expect(fake.row(draft.id)).toMatchObject({ answers: { fullName: 'Ravi' } })
  })

  it('waits while offline and saves when the connection returns', async () => {
    const { fake } = await openEditor()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

    typeName('Offline edit')
    await advance(800)
    expect(indicator()).toHaveTextContent('Offline – kept on this device')
    expect(updates(fake)).toHaveLength(0)

    onLine.mockReturnValue(true)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(indicator()).toHaveTextContent('Saved')
  })

  it('restores the copy kept on this device after the page was left unsaved', async () => {
    const fake = createFakeDocumentsClient({ documents: [draft] })
    fake.failures['documents:update'] = NETWORK_ERROR
    const first = await openEditor(fake)
    typeName('Typed before leaving')
    first.unmount()
    await act(() => vi.advanceTimersByTimeAsync(0))
    vi.useRealTimers()
    delete fake.failures['documents:update']

    await openEditor(fake)

    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Typed before leaving')
    await advance(0)
    expect(indicator()).toHaveTextContent('Saved')
    expect(fake.row(draft.id)).toMatchObject({ answers: { fullName: 'Typed before leaving' } })
  })

  it('asks before overwriting a draft changed in another tab, and can load that version', async () => {
    const { fake } = await openEditor()
    fake.changeElsewhere(draft.id, { answers: { fullName: 'From the other tab' } })

    typeName('From this tab')
    await advance(800)

    const dialog = screen.getByRole('alertdialog', {
      name: 'This draft was changed in another tab or device',
    })
    expect(indicator()).toHaveTextContent('Not saved')
    await advance(60_000)
    expect(updates(fake)).toHaveLength(1)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load the saved version' }))
    await advance(0)

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('From the other tab')
    expect(indicator()).toHaveTextContent('Saved')
  })

  it('asks about a copy made from an older version; Keep my version saves it over on purpose', async () => {
    writeLocalCopy(window.localStorage, KEY, {
      title: draft.title,
      answers: { fullName: 'Mine from yesterday' },
      baseVersion: 1,
      dirty: true,
    })
    const fake = createFakeDocumentsClient({ documents: [draft] })
    fake.changeElsewhere(draft.id, { answers: { fullName: 'Newer on the laptop' } })
    await openEditor(fake, { opensDialog: true })

    const dialog = screen.getByRole('alertdialog', {
      name: 'This draft was changed in another tab or device',
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my version' }))
    await advance(0)

    expect(fake.row(draft.id)).toMatchObject({
      answers: { fullName: 'Mine from yesterday' },
      version: 3,
    })
    expect(indicator()).toHaveTextContent('Saved')
  })

  it('lets the conflict wait when the dialog is closed, with a way back to it', async () => {
    const { fake } = await openEditor()
    fake.changeElsewhere(draft.id, { title: 'Renamed elsewhere' })
    typeName('Mine')
    await advance(800)

    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' })
    await advance(0)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(
      screen.getByText('Not saved: this draft was changed in another tab or device.'),
    ).toBeVisible()

    fireEvent.click(screen.getByRole('button', { name: 'Choose a version' }))
    await advance(0)
    expect(screen.getByRole('alertdialog')).toBeVisible()
  })

  it('warns before the page is closed with changes the server does not have', async () => {
    await openEditor()
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)

    typeName('Not yet saved')
    expect(unload()).toBe(true)
    await advance(800)
    expect(unload()).toBe(false)
  })

  it('shows the plan refusal as written and stops saving', async () => {
    const { fake, auth } = await openEditor()
    fake.state.plan = 'free'

    typeName('After the plan ended')
    await advance(800)

    expect(screen.getByRole('alert')).toHaveTextContent(LS021.message)
    expect(indicator()).toHaveTextContent('Not saved')
    expect(auth.refreshProfile).toHaveBeenCalled()
    await advance(60_000)
    expect(updates(fake)).toHaveLength(1)
  })
})
