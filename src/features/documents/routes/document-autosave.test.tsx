import { act, fireEvent, screen, within } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import type { DocumentRow } from '../api/document-schema'
import { localCopyKey, readLocalCopy, writeLocalCopy } from '../lib/local-copy'
import {
  changeElsewhere,
  documentsMember,
  setPlan,
  storeDocument,
  storedDocuments,
} from '../testing/documents-scene'
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

// The real backend keeps the draft: the version a save must name, the conflict and the plan's
// refusal (LS021) are the documents migration's; only the network is injected.
const backend = withRealBackend()
const { faults } = backend

const SAVE = 'PATCH /rest/v1/documents'
const LS021_MESSAGE =
  'Saving documents is part of Premium. Upgrade to Premium to save and download documents.'

type Scene = { me: SignedInMember; draft: DocumentRow; key: string }

/** Asha's stored draft, and the key of its copy on this device. */
async function draftOfMine(): Promise<Scene> {
  const me = await documentsMember(backend)
  const draft = await storeDocument(backend, me, {
    answers: { fullName: 'Asha', statements: [''] },
  })
  return { me, draft, key: localCopyKey(me.id, draft.id) }
}

/**
 * Opens the draft in the editor, then lets the test drive the debounce and the retries. Only the
 * timers are fake: the backend answers in real time, so a test waits for what a save shows.
 */
async function openEditor(scene: Scene, { opensDialog = false } = {}) {
  loadSupabase.mockResolvedValue(scene.me.client)
  const view = renderDocumentsScreen(<DocumentPage />, {
    auth: scene.me.auth,
    url: `/documents/${scene.draft.id}`,
    path: '/documents/:documentId',
  })
  await (opensDialog
    ? screen.findByRole('alertdialog')
    : screen.findByRole('textbox', { name: 'Full name' }))
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  return view
}

const typeName = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value } })
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
/** Waits for a request's answer (real time; vi.waitFor moves the fake clock a little per try). */
const eventually = <T,>(check: () => T) => act(() => vi.waitFor(check, { timeout: 10_000 }))
const indicator = () =>
  screen.getByText(
    /^(Saving…|Saved|Offline – kept on this device|Couldn't save – retrying|Not saved)$/,
  )
const saves = () => faults.requests.filter((route) => route === SAVE)
const stored = async ({ me }: Scene) => (await storedDocuments(backend, me))[0]

describe('autosave in the editor', () => {
  beforeEach(() => loadSupabase.mockReset())
  afterEach(() => {
    vi.useRealTimers()
    act(() => resetToasts())
  })

  it('saves 800 ms after the last change, saying Saving… then Saved', async () => {
    const scene = await draftOfMine()
    await openEditor(scene)
    expect(indicator()).toHaveTextContent('Saved')
    expect(indicator()).toHaveAttribute('aria-live', 'polite')

    typeName('Asha R')
    await advance(500)
    typeName('Asha Rao')
    expect(indicator()).toHaveTextContent('Saving…')
    await advance(799)
    expect(saves()).toHaveLength(0)
    await advance(1)

    await eventually(() => expect(indicator()).toHaveTextContent('Saved'))
    expect(saves()).toHaveLength(1)
    expect(await stored(scene)).toMatchObject({ answers: { fullName: 'Asha Rao' }, version: 2 })
    expect(window.localStorage.getItem(scene.key)).toBeNull()
  })

  it('keeps a failed save on this device and retries it', async () => {
    const scene = await draftOfMine()
    await openEditor(scene)
    faults.failNext(SAVE, 'network')

    typeName('Ravi')
    await advance(800)
    await eventually(() => expect(indicator()).toHaveTextContent("Couldn't save – retrying"))
    expect(readLocalCopy(window.localStorage, scene.key)).toMatchObject({
      answers: { fullName: 'Ravi' },
      baseVersion: 1,
      dirty: true,
    })

    await advance(1_000)
    await eventually(() => expect(indicator()).toHaveTextContent('Saved'))
    expect(await stored(scene)).toMatchObject({ answers: { fullName: 'Ravi' } })
  })

  it('waits while offline and saves when the connection returns', async () => {
    const scene = await draftOfMine()
    await openEditor(scene)
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

    typeName('Offline edit')
    await advance(800)
    expect(indicator()).toHaveTextContent('Offline – kept on this device')
    expect(saves()).toHaveLength(0)

    onLine.mockReturnValue(true)
    act(() => window.dispatchEvent(new Event('online')))
    await eventually(() => expect(indicator()).toHaveTextContent('Saved'))
    expect(await stored(scene)).toMatchObject({ answers: { fullName: 'Offline edit' } })
  })

  it('restores the copy kept on this device after the page was left unsaved', async () => {
    const scene = await draftOfMine()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const first = await openEditor(scene)
    typeName('Typed before leaving')
    first.unmount()
    await advance(0)
    vi.useRealTimers()
    onLine.mockReturnValue(true)

    await openEditor(scene)

    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Typed before leaving')
    await eventually(() => expect(indicator()).toHaveTextContent('Saved'))
    expect(await stored(scene)).toMatchObject({ answers: { fullName: 'Typed before leaving' } })
  })

  it('asks before overwriting a draft changed in another tab, and can load that version', async () => {
    const scene = await draftOfMine()
    await openEditor(scene)
    await changeElsewhere(backend, scene.draft.id, { answers: { fullName: 'From the other tab' } })

    typeName('From this tab')
    await advance(800)

    const dialog = await eventually(() =>
      screen.getByRole('alertdialog', { name: 'This draft was changed in another tab or device' }),
    )
    expect(indicator()).toHaveTextContent('Not saved')
    await advance(60_000)
    expect(saves()).toHaveLength(1)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load the saved version' }))

    await eventually(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('From the other tab')
    expect(indicator()).toHaveTextContent('Saved')
  })

  it('asks about a copy made from an older version; Keep my version saves it over on purpose', async () => {
    const scene = await draftOfMine()
    writeLocalCopy(window.localStorage, scene.key, {
      title: scene.draft.title,
      answers: { fullName: 'Mine from yesterday' },
      baseVersion: 1,
      dirty: true,
    })
    await changeElsewhere(backend, scene.draft.id, { answers: { fullName: 'Newer on the laptop' } })
    await openEditor(scene, { opensDialog: true })

    const dialog = screen.getByRole('alertdialog', {
      name: 'This draft was changed in another tab or device',
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my version' }))

    await eventually(() => expect(indicator()).toHaveTextContent('Saved'))
    expect(await stored(scene)).toMatchObject({
      answers: { fullName: 'Mine from yesterday' },
      version: 3,
    })
  })

  it('lets the conflict wait when the dialog is closed, with a way back to it', async () => {
    const scene = await draftOfMine()
    await openEditor(scene)
    await changeElsewhere(backend, scene.draft.id, { title: 'Renamed elsewhere' })
    typeName('Mine')
    await advance(800)

    fireEvent.keyDown(await eventually(() => screen.getByRole('alertdialog')), { key: 'Escape' })
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
    await openEditor(await draftOfMine())
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)

    typeName('Not yet saved')
    expect(unload()).toBe(true)
    await advance(800)
    await eventually(() => expect(unload()).toBe(false))
  })

  it('shows the plan refusal as written and stops saving', async () => {
    const scene = await draftOfMine()
    const { auth } = await openEditor(scene)
    // The plan ended meanwhile: the database refuses the save (LS021).
    await setPlan(backend, scene.me, 'free')

    typeName('After the plan ended')
    await advance(800)

    await eventually(() => expect(screen.getByRole('alert')).toHaveTextContent(LS021_MESSAGE))
    expect(indicator()).toHaveTextContent('Not saved')
    expect(auth.refreshProfile).toHaveBeenCalled()
    await advance(60_000)
    expect(saves()).toHaveLength(1)
  })
})
