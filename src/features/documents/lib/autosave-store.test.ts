import { getDocument } from '../api/get-document'
import { saveDocument } from '../api/save-document'
import type { DocumentRow } from '../api/document-schema'
import {
  buildDocument,
  createFakeDocumentsClient,
  LS021,
  NETWORK_ERROR,
  type FakeDocumentsClient,
} from '../testing/fake-documents-client'
import { createAutosaveStore, retryDelay, type AutosaveOptions } from './autosave-store'
import { readLocalCopy, writeLocalCopy } from './local-copy'

const KEY = 'test-copy'

function setup({
  document = buildDocument({ answers: { name: 'Asha' } }),
  online = true,
  ...options
}: Partial<AutosaveOptions> & { online?: boolean } = {}) {
  const fake = createFakeDocumentsClient({ documents: [document] })
  const network = { online }
  const saved: DocumentRow[] = []
  const create = () =>
    createAutosaveStore({
      document,
      canSave: true,
      storage: window.localStorage,
      key: KEY,
      save: (changes) => saveDocument(fake.client, changes),
      load: () => getDocument(fake.client, document.id),
      isOnline: () => network.online,
      onSaved: (row) => saved.push(row),
      ...options,
    })
  const store = create()
  store.start()
  return { store, fake, network, saved, document, create }
}

const phase = (store: ReturnType<typeof setup>['store']) => store.getSnapshot().phase
const localCopy = () => readLocalCopy(window.localStorage, KEY)
const updates = (fake: FakeDocumentsClient) =>
  fake.writes.filter((write) => write.operation === 'update')

describe('the autosave of a document', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps every change on this device at once and saves once after 800 ms without typing', async () => {
    const { store, fake, document } = setup()
    const release = fake.hold('documents:update')

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
    expect(updates(fake)).toHaveLength(0)

    await vi.advanceTimersByTimeAsync(1)
    expect(phase(store)).toBe('saving')
    release()
    await vi.advanceTimersByTimeAsync(0)

    expect(phase(store)).toBe('saved')
    expect(updates(fake)).toEqual([
      {
        operation: 'update',
        values: { title: document.title, answers: { name: 'Asha Rao' } },
        filters: { id: document.id, version: 1 },
      },
    ])
    expect(store.getSnapshot()).toMatchObject({ version: 2, hasUnsavedChanges: false })
    expect(localCopy()).toBeNull()
  })

  it('saves what was typed while a save was on its way, with the new version', async () => {
    const { store, fake } = setup()
    const release = fake.hold('documents:update')
    store.edit({ answers: { name: 'One' } })
    await vi.advanceTimersByTimeAsync(800)
    store.edit({ answers: { name: 'Two' } })
    await vi.advanceTimersByTimeAsync(800)
    expect(updates(fake)).toHaveLength(1)

    release()
    await vi.advanceTimersByTimeAsync(0)

    expect(updates(fake).map((write) => write.filters.version)).toEqual([1, 2])
    expect(fake.documents[0]).toMatchObject({ answers: { name: 'Two' }, version: 3 })
    expect(phase(store)).toBe('saved')
  })

  it('retries a failed save with backoff, keeping the copy until it is saved', async () => {
    const { store, fake } = setup()
    fake.failures['documents:update'] = NETWORK_ERROR
    store.edit({ answers: { name: 'Ravi' } })
    await vi.advanceTimersByTimeAsync(800)
    expect(phase(store)).toBe('retrying')
    expect(localCopy()?.dirty).toBe(true)

    await vi.advanceTimersByTimeAsync(retryDelay(1))
    await vi.advanceTimersByTimeAsync(retryDelay(2) - 1)
    expect(updates(fake)).toHaveLength(2)
    delete fake.failures['documents:update']
    await vi.advanceTimersByTimeAsync(1)

    expect(updates(fake)).toHaveLength(3)
    expect(phase(store)).toBe('saved')
    expect(localCopy()).toBeNull()
    expect([1, 2, 3, 6].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 30_000])
  })

  it('waits offline without sending, and saves as soon as the connection returns', async () => {
    const { store, fake, network } = setup({ online: false })
    store.edit({ title: 'Renamed offline' })
    await vi.advanceTimersByTimeAsync(800)
    expect(phase(store)).toBe('offline')
    expect(fake.writes).toHaveLength(0)

    network.online = true
    store.resume()
    await vi.advanceTimersByTimeAsync(0)

    expect(phase(store)).toBe('saved')
    expect(fake.documents[0]).toMatchObject({ title: 'Renamed offline' })
  })

  it('restores this device’s copy of the same version and saves it', async () => {
    const document = buildDocument({ answers: { name: 'Server' } })
    writeLocalCopy(window.localStorage, KEY, {
      title: document.title,
      answers: { name: 'Typed before the reload' },
      baseVersion: 1,
      dirty: true,
    })

    const { store, fake } = setup({ document })

    expect(store.getSnapshot().answers).toEqual({ name: 'Typed before the reload' })
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.documents[0]).toMatchObject({ answers: { name: 'Typed before the reload' } })
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
    const { store, fake } = setup({ document })
    expect(store.getSnapshot()).toMatchObject({ conflict: 'local', phase: 'conflict' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fake.writes).toHaveLength(0)

    await store.resolveConflict('keep')

    expect(fake.documents[0]).toMatchObject({ answers: { name: 'Mine' }, version: 4 })
    expect(store.getSnapshot()).toMatchObject({ conflict: null, phase: 'saved', version: 4 })
  })

  it('tells a save that the version moved on, and loads the saved version when asked', async () => {
    const { store, fake, document } = setup()
    fake.changeElsewhere(document.id, { answers: { name: 'From the other tab' } })
    store.edit({ answers: { name: 'From this tab' } })
    await vi.advanceTimersByTimeAsync(800)

    expect(store.getSnapshot()).toMatchObject({ conflict: 'save', phase: 'conflict' })
    expect(fake.documents[0]).toMatchObject({ answers: { name: 'From the other tab' } })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(updates(fake)).toHaveLength(1)

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
    const { store, fake } = setup()
    fake.failNext('documents:update', NETWORK_ERROR, { lost: true })
    store.edit({ answers: { name: 'Once' } })
    await vi.advanceTimersByTimeAsync(800)
    expect(phase(store)).toBe('retrying')

    await vi.advanceTimersByTimeAsync(retryDelay(1))

    expect(store.getSnapshot()).toMatchObject({ conflict: null, phase: 'saved', version: 2 })
  })

  it('stops at a refusal and shows its message (the plan changed)', async () => {
    const onRefused = vi.fn()
    const { store, fake } = setup({ onRefused })
    fake.state.plan = 'free'
    store.edit({ answers: { name: 'x' } })
    await vi.advanceTimersByTimeAsync(800)

    expect(store.getSnapshot()).toMatchObject({ phase: 'refused', error: LS021.message })
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ code: 'LS021' }))
    store.edit({ answers: { name: 'xy' } })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(updates(fake)).toHaveLength(1)
    expect(localCopy()?.answers).toEqual({ name: 'xy' })
  })

  it('marks the document final with the changes not saved yet', async () => {
    const { store, fake } = setup()
    store.edit({ answers: { name: 'Final words' } })

    await store.setStatus('final')

    expect(fake.documents[0]).toMatchObject({ status: 'final', answers: { name: 'Final words' } })
    expect(store.getSnapshot()).toMatchObject({ status: 'final', phase: 'saved' })
    store.edit({ answers: { name: 'ignored' } })
    expect(store.getSnapshot().answers).toEqual({ name: 'Final words' })
  })

  it('only keeps changes on this device when the user cannot save', async () => {
    const { store, fake } = setup({ canSave: false })
    expect(phase(store)).toBe('local')
    store.edit({ answers: { name: 'Free plan' } })
    await vi.advanceTimersByTimeAsync(60_000)

    expect(fake.writes).toHaveLength(0)
    expect(localCopy()?.answers).toEqual({ name: 'Free plan' })
    expect(phase(store)).toBe('local')
  })

  it('tries the changes once more when it stops (leaving the page)', async () => {
    const { store, fake } = setup()
    store.edit({ answers: { name: 'Before leaving' } })
    store.stop()
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.documents[0]).toMatchObject({ answers: { name: 'Before leaving' } })
  })
})
