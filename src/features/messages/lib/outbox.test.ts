import {
  addEntry,
  createEntry,
  dueEntries,
  nextRetryAt,
  outboxKey,
  RATE_LIMIT_RETRY_MS,
  readOutbox,
  recordFailure,
  removeEntry,
  resendable,
  retryDelay,
  RETRY_MAX_MS,
  withoutDelivered,
  writeOutbox,
  type OutboxEntry,
} from './outbox'

const CONVERSATION = 'd0000000-0000-4000-8000-000000000001'
const KEY = outboxKey('user-1', CONVERSATION)
const NOW = Date.UTC(2026, 10, 27, 6, 0)
const transient = { message: 'No connection', isPermanent: false, isRateLimited: false }

/** A server that stores each id once, like messages with upsert + ignore duplicates. */
function fakeServer() {
  const stored = new Map<string, string>()
  return {
    stored,
    upsert: (entry: OutboxEntry) => {
      if (!stored.has(entry.id)) stored.set(entry.id, entry.body)
    },
    ids: () => new Set(stored.keys()),
  }
}

describe('the outbox', () => {
  it('keeps unsent messages in localStorage, per user and conversation, across a reload', () => {
    const first = createEntry(CONVERSATION, 'Hello, are you free on Monday?', { now: NOW })
    const second = createEntry(CONVERSATION, 'I have the rent agreement.', { now: NOW + 1000 })
    writeOutbox(window.localStorage, KEY, addEntry(addEntry([], first), second))

    // A reload: nothing in memory, everything read back from storage.
    const restored = readOutbox(window.localStorage, KEY)
    expect(restored).toEqual([first, second])
    expect(readOutbox(window.localStorage, outboxKey('user-2', CONVERSATION))).toEqual([])
    expect(KEY).toBe(`lexsetu-messages-outbox:user-1:${CONVERSATION}`)
  })

  it('gives each message its own uuid, and adding the same entry twice keeps one', () => {
    const entry = createEntry(CONVERSATION, 'Hi')
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(createEntry(CONVERSATION, 'Hi').id).not.toBe(entry.id)
    expect(addEntry(addEntry([], entry), entry)).toEqual([entry])
  })

  it('drops what it cannot read, entry by entry, and survives blocked storage', () => {
    const good = createEntry(CONVERSATION, 'Still here', { now: NOW })
    window.localStorage.setItem(KEY, JSON.stringify([{ id: 42 }, good, 'nonsense']))
    expect(readOutbox(window.localStorage, KEY)).toEqual([good])

    window.localStorage.setItem(KEY, '{not json')
    expect(readOutbox(window.localStorage, KEY)).toEqual([])

    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(readOutbox(blocked, KEY)).toEqual([])
    expect(writeOutbox(blocked, KEY, [good])).toBe(false)
    expect(readOutbox(null, KEY)).toEqual([])
  })

  it('resends with the same id, so a send whose answer was lost is stored once', () => {
    const server = fakeServer()
    const entry = createEntry(CONVERSATION, 'Please send the notice.', { now: NOW })
    let entries = addEntry([], entry)
    writeOutbox(window.localStorage, KEY, entries)

    // The first try reaches the server, but the answer is lost: it counts as a failure here.
    server.upsert(entries[0])
    entries = recordFailure(entries, entry.id, transient, NOW)
    writeOutbox(window.localStorage, KEY, entries)

    // After a reload the outbox sends it again, with the id it was written with.
    const restored = readOutbox(window.localStorage, KEY)
    expect(resendable(restored).map((e) => e.id)).toEqual([entry.id])
    resendable(restored).forEach(server.upsert)
    resendable(restored).forEach(server.upsert)

    expect([...server.stored.values()]).toEqual(['Please send the notice.'])
  })

  it('lets go of a message once the server lists it, and clears the storage key', () => {
    const server = fakeServer()
    const sent = createEntry(CONVERSATION, 'Sent', { now: NOW })
    const waiting = createEntry(CONVERSATION, 'Waiting', { now: NOW + 1 })
    let entries = [sent, waiting]
    server.upsert(sent)

    entries = withoutDelivered(entries, server.ids())
    expect(entries).toEqual([waiting])
    writeOutbox(window.localStorage, KEY, entries)

    entries = removeEntry(entries, waiting.id)
    writeOutbox(window.localStorage, KEY, entries)
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })

  it('returns the same list when nothing changed (no needless writes or renders)', () => {
    const entries = [createEntry(CONVERSATION, 'One')]
    expect(withoutDelivered(entries, new Set(['other']))).toBe(entries)
    expect(removeEntry(entries, 'other')).toBe(entries)
  })

  it('backs off 1 s, 2 s, 4 s … up to a minute, and waits out the rate limit', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000])
    expect(retryDelay(30)).toBe(RETRY_MAX_MS)
    expect(retryDelay(1, { isRateLimited: true })).toBe(RATE_LIMIT_RETRY_MS)
  })

  it('schedules automatic retries, but not after a refusal that retrying cannot fix', () => {
    const a = createEntry(CONVERSATION, 'A', { now: NOW })
    const b = createEntry(CONVERSATION, 'B', { now: NOW })
    let entries = [a, b]
    entries = recordFailure(entries, a.id, transient, NOW)
    entries = recordFailure(entries, a.id, transient, NOW + 1000)
    entries = recordFailure(
      entries,
      b.id,
      { message: 'This consultation was cancelled.', isPermanent: true, isRateLimited: false },
      NOW,
    )

    const [failedTwice, closed] = entries
    expect(failedTwice).toMatchObject({ attempts: 2, error: 'No connection', retryAt: NOW + 3000 })
    expect(closed).toMatchObject({ attempts: 1, retryAt: null })
    expect(nextRetryAt(entries)).toBe(NOW + 3000)
    expect(dueEntries(entries, NOW + 2999)).toEqual([])
    expect(dueEntries(entries, NOW + 3000)).toEqual([failedTwice])
    expect(resendable(entries)).toEqual([failedTwice])
  })
})
