import type { DocumentRow } from '../api/document-schema'
import { DocumentConflictError, toDocumentError } from '../api/document-errors'
import type { DocumentChanges } from '../api/save-document'
import { buildDocument } from '../testing/build-document'
import { createAutosaveStore, retryDelay, type AutosaveOptions } from './autosave-store'
import { readLocalCopy, writeLocalCopy } from './local-copy'

const KEY = 'test-copy'
const LS021 = {
  code: 'LS021',
  message:
    'Saving documents is part of Premium. Upgrade to Premium to save and download documents.',
}
const NETWORK_ERROR = new TypeError('Failed to fetch')

/**
 * The store's two dependencies, save and load, as a unit-level stand-in for the saved document:
 * a save applies at the current version only and bumps it (the database's rules, which
 * api/documents-data.test.ts proves on the real backend).
 */
function stubDocumentServer(document: DocumentRow) {
  const server = {
    row: structuredClone(document),
    /** Every save asked for, in order (retries included). */
    saves: [] as DocumentChanges[],
    /** Fails every save until cleared. */
    failing: null as unknown,
    /** One-shot failures, used first; `lost` does the save, then answers with the error. */
    next: [] as Array<{ error: unknown; lost?: boolean }>,
    held: null as Promise<void> | null,
    hold() {
      let release = () => {}
      server.held = new Promise<void>((resolve) => (release = resolve))
      return () => ((server.held = null), release())
    },
    /** Another tab or device saves: the version moves on. */
    changeElsewhere(changes: Partial<DocumentRow>) {
      server.row = { ...server.row, ...changes, version: server.row.version + 1 }
    },
    async save(changes: DocumentChanges): Promise<DocumentRow> {
      server.saves.push(changes)
      await server.held
      const fault = server.next.shift() ?? (server.failing ? { error: server.failing } : null)
      if (fault && !fault.lost) throw toDocumentError(fault.error)
      if (changes.version !== server.row.version) throw new DocumentConflictError(document.id)
      const { title, answers, status } = changes
      const values = Object.fromEntries(
        Object.entries({ title, answers, status }).filter(([, value]) => value !== undefined),
      )
      server.row = { ...server.row, ...values, version: server.row.version + 1 }
      if (fault) throw toDocumentError(fault.error)
      return structuredClone(server.row)
    },
    load: async () => structuredClone(server.row),
  }
  return server
}

function setup({
  document = buildDocument({ answers: { name: 'Asha' } }),
  online = true,
  ...options
}: Partial<AutosaveOptions> & { online?: boolean } = {}) {
  const server = stubDocumentServer(document)
  const network = { online }
  const saved: DocumentRow[] = []
  const create = () =>
    createAutosaveStore({
      document,
      canSave: true,
      storage: window.localStorage,
      key: KEY,
      save: server.save,
      load: server.load,
      isOnline: () => network.online,
      onSaved: (row) => saved.push(row),
      ...options,
    })
  const store = create()
  store.start()
  return { store, server, network, saved, document, create }
}

const phase = (store: ReturnType<typeof setup>['store']) => store.getSnapshot().phase
const localCopy = () => readLocalCopy(window.localStorage, KEY)

describe('the autosave of a document', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps every change on this device at once and saves once after 800 ms without typing', async () => {
    const { store, server, document } = setup()
    const release = server.hold()

    store.edit({ answers: { name: 'Asha R' } })
    await vi.advanceTimersByTimeAsync(500)
    store.edit({ answers: { name: 'Asha Rao' } })
    expect(phase(store)).toBe('pending')
    expect(localCopy()).toEqual({
      title: document.title,
      answers: { name: 'Asha Rao' },
      baseVersion: 1,
      dirty: true,
    })
    await vi.advanceTimersByTimeAsync(799)
    expect(server.saves).toHaveLength(0)

    await vi.advanceTimersByTimeAsync(1)
    expect(phase(store)).toBe('saving')
    release()
    await vi.advanceTimersByTimeAsync(0)

    expect(phase(store)).toBe('saved')
    expect(server.saves).toEqual([
      { id: document.id, version: 1, title: document.title, answers: { name: 'Asha Rao' } },
    ])
    expect(store.getSnapshot()).toMatchObject({ version: 2, hasUnsavedChanges: false })
    expect(localCopy()).toBeNull()
  })

  it('saves what was typed while a save was on its way, with the new version', async () => {
    const { store, server } = setup()
    const release = server.hold()
    store.edit({ answers: { name: 'One' } })
    await vi.advanceTimersByTimeAsync(800)
    store.edit({ answers: { name: 'Two' } })
    await vi.advanceTimersByTimeAsync(800)
    expect(server.saves).toHaveLength(1)

    release()
    await vi.advanceTimersByTimeAsync(0)

    expect(server.saves.map((save) => save.version)).toEqual([1, 2])
    expect(server.row).toMatchObject({ answers: { name: 'Two' }, version: 3 })
    expect(phase(store)).toBe('saved')
  })

  it('retries a failed save with backoff, keeping the copy until it is saved', async () => {
    const { store, server } = setup()
    server.failing = NETWORK_ERROR
    store.edit({ answers: { name: 'Ravi' } })
    await vi.advanceTimersByTimeAsync(800)
    expect(phase(store)).toBe('retrying')
    expect(localCopy()?.dirty).toBe(true)

    await vi.advanceTimersByTimeAsync(retryDelay(1))
    await vi.advanceTimersByTimeAsync(retryDelay(2) - 1)
    expect(server.saves).toHaveLength(2)
    server.failing = null
    await vi.advanceTimersByTimeAsync(1)

    expect(server.saves).toHaveLength(3)
    expect(phase(store)).toBe('saved')
    expect(localCopy()).toBeNull()
    expect([1, 2, 3, 6].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 30_000])
  })

  it('waits offline without sending, and saves as soon as the connection returns', async () => {
    const { store, server, network } = setup({ online: false })
    store.edit({ title: 'Renamed offline' })
    await vi.advanceTimersByTimeAsync(800)
    expect(phase(store)).toBe('offline')
    expect(server.saves).toHaveLength(0)

    network.online = true
    store.resume()
    await vi.advanceTimersByTimeAsync(0)

    expect(phase(store)).toBe('saved')
    expect(server.row).toMatchObject({ title: 'Renamed offline' })
  })

  it('restores this device’s copy of the same version and saves it', async () => {
    const document = buildDocument({ answers: { name: 'Server' } })
    writeLocalCopy(window.localStorage, KEY, {
      title: document.title,
      answers: { name: 'Typed before the reload' },
      baseVersion: 1,
      dirty: true,
    })

    const { store, server } = setup({ document })

    expect(store.getSnapshot().answers).toEqual({ name: 'Typed before the reload' })
    await vi.advanceTimersByTimeAsync(0)
    expect(server.row).toMatchObject({ answers: { name: 'Typed before the reload' } })
    expect(phase(store)).toBe('saved')
  })

  it('forgets a copy that says what the server says', () => {
    const document = buildDocument({ answers: { name: 'Same' } })
    writeLocalCopy(window.localStorage, KEY, {
      title: document.title,
      answers: { name: 'Same' },
      baseVersion: 0,
      dirty: true,
    })
    const { store } = setup({ document })
    expect(store.getSnapshot()).toMatchObject({ conflict: null, phase: 'saved' })
    expect(localCopy()).toBeNull()
  })

  it('asks about a copy made from an older version; keeping it saves over the newer one on purpose', async () => {
    const document = buildDocument({ version: 3, answers: { name: 'Newer elsewhere' } })
    writeLocalCopy(window.localStorage, KEY, {
      title: document.title,
      answers: { name: 'Mine' },
      baseVersion: 2,
      dirty: true,
    })
    const { store, server } = setup({ document })
    expect(store.getSnapshot()).toMatchObject({ conflict: 'local', phase: 'conflict' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(server.saves).toHaveLength(0)

    await store.resolveConflict('keep')

    expect(server.row).toMatchObject({ answers: { name: 'Mine' }, version: 4 })
    expect(store.getSnapshot()).toMatchObject({ conflict: null, phase: 'saved', version: 4 })
  })

  it('tells a save that the version moved on, and loads the saved version when asked', async () => {
    const { store, server } = setup()
    server.changeElsewhere({ answers: { name: 'From the other tab' } })
    store.edit({ answers: { name: 'From this tab' } })
    await vi.advanceTimersByTimeAsync(800)

    expect(store.getSnapshot()).toMatchObject({ conflict: 'save', phase: 'conflict' })
    expect(server.row).toMatchObject({ answers: { name: 'From the other tab' } })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.saves).toHaveLength(1)

    await store.resolveConflict('load')

    expect(store.getSnapshot()).toMatchObject({
      answers: { name: 'From the other tab' },
      version: 2,
      conflict: null,
      hasUnsavedChanges: false,
    })
    expect(localCopy()).toBeNull()
  })

  it('is no conflict when its own save landed but the answer was lost', async () => {
    const { store, server } = setup()
    server.next.push({ error: NETWORK_ERROR, lost: true })
    store.edit({ answers: { name: 'Once' } })
    await vi.advanceTimersByTimeAsync(800)
    expect(phase(store)).toBe('retrying')

    await vi.advanceTimersByTimeAsync(retryDelay(1))

    expect(store.getSnapshot()).toMatchObject({ conflict: null, phase: 'saved', version: 2 })
  })

  it('stops at a refusal and shows its message (the plan changed)', async () => {
    const onRefused = vi.fn()
    const { store, server } = setup({ onRefused })
    server.failing = LS021
    store.edit({ answers: { name: 'x' } })
    await vi.advanceTimersByTimeAsync(800)

    expect(store.getSnapshot()).toMatchObject({ phase: 'refused', error: LS021.message })
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ code: 'LS021' }))
    store.edit({ answers: { name: 'xy' } })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.saves).toHaveLength(1)
    expect(localCopy()?.answers).toEqual({ name: 'xy' })
  })

  it('marks the document final with the changes not saved yet', async () => {
    const { store, server } = setup()
    store.edit({ answers: { name: 'Final words' } })

    await store.setStatus('final')

    expect(server.row).toMatchObject({ status: 'final', answers: { name: 'Final words' } })
    expect(store.getSnapshot()).toMatchObject({ status: 'final', phase: 'saved' })
    store.edit({ answers: { name: 'ignored' } })
    expect(store.getSnapshot().answers).toEqual({ name: 'Final words' })
  })

  it('only keeps changes on this device when the user cannot save', async () => {
    const { store, server } = setup({ canSave: false })
    expect(phase(store)).toBe('local')
    store.edit({ answers: { name: 'Free plan' } })
    await vi.advanceTimersByTimeAsync(60_000)

    expect(server.saves).toHaveLength(0)
    expect(localCopy()?.answers).toEqual({ name: 'Free plan' })
    expect(phase(store)).toBe('local')
  })

  it('tries the changes once more when it stops (leaving the page)', async () => {
    const { store, server } = setup()
    store.edit({ answers: { name: 'Before leaving' } })
    store.stop()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.row).toMatchObject({ answers: { name: 'Before leaving' } })
  })
})
