import { createOutboxStore, localMessages, type OutboxStoreOptions } from './outbox-store'
import { outboxKey, readOutbox, type Failure, type OutboxEntry } from './outbox'

const CONVERSATION = 'd0000000-0000-4000-8000-000000000001'
const KEY = outboxKey('user-1', CONVERSATION)

class Refusal extends Error {
  constructor(
    message: string,
    readonly failure: Failure,
  ) {
    super(message)
  }
}

const offline = new Refusal('offline', {
  message: 'You are offline.',
  isPermanent: false,
  isRateLimited: false,
})
const closed = new Refusal('closed', {
  message: 'This consultation was cancelled, so its conversation is closed.',
  isPermanent: true,
  isRateLimited: false,
})

/** A server that stores each id once; `failNext` makes the next attempts throw. */
function setup(overrides: Partial<OutboxStoreOptions> = {}) {
  const stored = new Map<string, string>()
  const failNext: Refusal[] = []
  const attempts: string[] = []
  const deliver = vi.fn(async (entry: OutboxEntry) => {
    attempts.push(entry.id)
    const failure = failNext.shift()
    if (failure) throw failure
    if (!stored.has(entry.id)) stored.set(entry.id, entry.body)
  })
  let online = true
  const store = createOutboxStore({
    storage: window.localStorage,
    key: KEY,
    conversationId: CONVERSATION,
    deliver,
    toFailure: (error) => (error instanceof Refusal ? error.failure : offline.failure),
    isOnline: () => online,
    ...overrides,
  })
  return {
    store,
    stored,
    failNext,
    attempts,
    deliver,
    setOnline: (value: boolean) => (online = value),
    shown: () => localMessages(store.getSnapshot(), new Set(stored.keys())),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the outbox store', () => {
  afterEach(() => vi.useRealTimers())

  it('shows a written message at once as sending, stores it before sending, and clears it once sent', async () => {
    const { store, stored } = setup()
    const id = store.write('Hello')

    expect(store.getSnapshot().inFlight.has(id)).toBe(true)
    expect(readOutbox(window.localStorage, KEY).map((e) => e.id)).toEqual([id])
    expect(localMessages(store.getSnapshot(), new Set())[0]).toMatchObject({
      id,
      body: 'Hello',
      state: 'sending',
    })

    await settle()
    expect([...stored.values()]).toEqual(['Hello'])
    expect(window.localStorage.getItem(KEY)).toBeNull()
    // Sent, until the thread the server returns lists it.
    expect(localMessages(store.getSnapshot(), new Set())[0].state).toBe('sent')
    store.reconcile(new Set([id]))
    expect(store.getSnapshot().sent).toEqual([])
  })

  it('marks a failed message, retries it by itself with backoff while online, and waits while offline', async () => {
    vi.useFakeTimers()
    const { store, failNext, attempts, setOnline, shown } = setup()
    store.start()
    failNext.push(offline, offline)
    const id = store.write('Are you there?')
    await vi.advanceTimersByTimeAsync(0)
    expect(shown()[0]).toMatchObject({ state: 'failed', error: 'You are offline.' })

    await vi.advanceTimersByTimeAsync(999)
    expect(attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toHaveLength(2) // after 1 s

    setOnline(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(attempts).toHaveLength(2) // offline: nothing is tried

    setOnline(true)
    store.resume() // the 'online' event
    await vi.advanceTimersByTimeAsync(0)
    expect(attempts).toEqual([id, id, id])
    expect(store.getSnapshot().entries).toEqual([])
    expect(shown()).toEqual([]) // the server lists it now
    store.stop()
  })

  it('does not retry by itself after a permanent refusal; Retry and Remove are the user’s', async () => {
    vi.useFakeTimers()
    const { store, failNext, attempts, stored } = setup()
    store.start()
    failNext.push(closed)
    const id = store.write('Still there?')
    await vi.advanceTimersByTimeAsync(120_000)
    expect(attempts).toHaveLength(1)
    expect(store.getSnapshot().entries[0]).toMatchObject({ retryAt: null, attempts: 1 })

    await store.retry(id)
    expect([...stored.values()]).toEqual(['Still there?'])

    const other = store.write('x')
    store.discard(other)
    expect(store.getSnapshot().entries).toEqual([])
    store.stop()
  })

  it('resends what an earlier visit left unsent, once, and forgets what the server already has', async () => {
    const earlier = setup()
    earlier.failNext.push(offline, offline)
    const kept = earlier.store.write('Written before the reload')
    const delivered = earlier.store.write('Reached the server, answer lost')
    await settle()
    expect(readOutbox(window.localStorage, KEY)).toHaveLength(2)

    // The page is opened again; the server's thread already lists the second one.
    const later = setup()
    later.stored.set(delivered, 'Reached the server, answer lost')
    later.store.reconcile(new Set([delivered]))
    await settle()
    expect(later.attempts).toEqual([kept])
    expect([...later.stored.keys()]).toEqual([delivered, kept])
    expect(window.localStorage.getItem(KEY)).toBeNull()

    later.store.reconcile(new Set([delivered, kept]))
    await settle()
    expect(later.attempts).toEqual([kept])
  })

  it('keeps an earlier visit’s messages waiting in a closed conversation', async () => {
    const earlier = setup()
    earlier.failNext.push(offline)
    earlier.store.write('Unsent')
    await settle()

    const later = setup()
    later.store.reconcile(new Set(), { resend: false })
    await settle()
    expect(later.attempts).toEqual([])
    expect(later.shown()).toEqual([expect.objectContaining({ body: 'Unsent', state: 'failed' })])
  })

  it('never sends one message twice at the same time', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { store, attempts } = setup({
      deliver: async (entry) => {
        attempts.push(entry.id)
        await gate
      },
    })
    const id = store.write('Once')
    void store.retry(id)
    store.resume()
    release()
    await settle()
    expect(attempts).toEqual([id])
  })
})
