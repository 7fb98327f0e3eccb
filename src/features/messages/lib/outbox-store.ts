import {
  addEntry,
  createEntry,
  dueEntries,
  nextRetryAt,
  readOutbox,
  recordFailure,
  removeEntry,
  resendable,
  withoutDelivered,
  writeOutbox,
  type Failure,
  type OutboxEntry,
  type OutboxStorage,
} from './outbox'

/** How a message on this device is doing. */
type LocalState = 'sending' | 'failed' | 'sent'
export type LocalMessage = OutboxEntry & { state: LocalState }

type OutboxSnapshot = {
  /** Unsent messages (stored in localStorage until the server has them). */
  entries: OutboxEntry[]
  /** Ids being sent right now. */
  inFlight: ReadonlySet<string>
  /** Sent, and not yet in the thread the server last returned. */
  sent: OutboxEntry[]
}

export type OutboxStoreOptions = {
  storage: OutboxStorage | null
  key: string
  conversationId: string
  /** Stores one message on the server; resolves once it is there, rejects with a Failure-like error. */
  deliver: (entry: OutboxEntry) => Promise<void>
  /** Turns whatever `deliver` threw into words and a retry policy. */
  toFailure: (error: unknown) => Failure & { code?: string }
  /** Runs after a message reached the server (the thread is read again). */
  onDelivered?: (entry: OutboxEntry) => void
  /** Runs after a failure (e.g. LS019: the conversation closed meanwhile). */
  onFailed?: (entry: OutboxEntry, failure: Failure & { code?: string }) => void
  now?: () => number
  isOnline?: () => boolean
}

/**
 * The outbox of one conversation, outside React (useSyncExternalStore reads it): it writes every
 * change to storage first, sends each message with the id it was given, retries by itself with
 * backoff while online, and lets go of a message once the server has it.
 */
export function createOutboxStore(options: OutboxStoreOptions) {
  const { storage, key, conversationId, deliver, toFailure } = options
  const now = options.now ?? (() => Date.now())
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine)

  let snapshot: OutboxSnapshot = {
    entries: readOutbox(storage, key),
    inFlight: new Set(),
    sent: [],
  }
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let isActive = false
  let hasResumed = false

  const emit = (next: Partial<OutboxSnapshot>) => {
    snapshot = { ...snapshot, ...next }
    listeners.forEach((listener) => listener())
  }

  const setEntries = (update: (entries: OutboxEntry[]) => OutboxEntry[]) => {
    const entries = update(snapshot.entries)
    if (entries === snapshot.entries) return
    writeOutbox(storage, key, entries)
    emit({ entries })
    schedule()
  }

  function schedule() {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (!isActive) return
    const waiting = snapshot.entries.filter((entry) => !snapshot.inFlight.has(entry.id))
    const at = nextRetryAt(waiting)
    if (at === null) return
    timer = setTimeout(
      () => {
        timer = null
        // Offline, nothing is tried: the 'online' event resumes the outbox.
        if (!isOnline()) return
        dueEntries(snapshot.entries, now()).forEach((entry) => void send(entry.id))
      },
      Math.max(0, at - now()),
    )
  }

  async function send(id: string): Promise<void> {
    if (snapshot.inFlight.has(id)) return
    const entry = snapshot.entries.find((e) => e.id === id)
    if (!entry) return
    emit({ inFlight: new Set(snapshot.inFlight).add(id) })
    const failure = await deliver(entry).then(
      () => null,
      (error: unknown) => toFailure(error),
    )
    const inFlight = new Set(snapshot.inFlight)
    inFlight.delete(id)
    emit({ inFlight })
    if (failure) {
      setEntries((entries) => recordFailure(entries, id, failure, now()))
      options.onFailed?.(entry, failure)
      return
    }
    // The server has it: out of storage at once; shown as sent until the thread lists it.
    emit({ sent: [...snapshot.sent.filter((e) => e.id !== id), entry] })
    setEntries((entries) => removeEntry(entries, id))
    options.onDelivered?.(entry)
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => snapshot,

    /** Keeps a message written now and sends it; returns its id. */
    write(body: string): string {
      const entry = createEntry(conversationId, body, { now: now() })
      setEntries((entries) => addEntry(entries, entry))
      void send(entry.id)
      return entry.id
    },

    /** 'Retry': sends one message now, whatever the last failure was. */
    retry: (id: string) => send(id),

    /** Forgets an unsent message (only offered when sending it cannot succeed). */
    discard(id: string) {
      setEntries((entries) => removeEntry(entries, id))
    },

    /**
     * The thread the server returned: what it lists has arrived and leaves the outbox. The first
     * time, the messages left unsent by an earlier visit are sent again (`resend` false keeps
     * them waiting, e.g. in a closed conversation).
     */
    reconcile(serverIds: ReadonlySet<string>, { resend = true } = {}) {
      setEntries((entries) => withoutDelivered(entries, serverIds))
      if (snapshot.sent.some((entry) => serverIds.has(entry.id)))
        emit({ sent: snapshot.sent.filter((entry) => !serverIds.has(entry.id)) })
      if (hasResumed) return
      hasResumed = true
      if (resend) resendable(snapshot.entries).forEach((entry) => void send(entry.id))
    },

    /** The connection is back: everything that may be retried is sent now. */
    resume() {
      resendable(snapshot.entries).forEach((entry) => void send(entry.id))
    },

    /** Automatic retries run between start and stop (the page's lifetime). */
    start() {
      isActive = true
      schedule()
    },
    stop() {
      isActive = false
      schedule()
    },
  }
}

/** The messages of this device to show after the server's, oldest first. */
export function localMessages(
  snapshot: OutboxSnapshot,
  serverIds: ReadonlySet<string>,
): LocalMessage[] {
  const pending = snapshot.entries.map(
    (entry): LocalMessage => ({
      ...entry,
      state: snapshot.inFlight.has(entry.id) || entry.error === null ? 'sending' : 'failed',
    }),
  )
  const sent = snapshot.sent.map((entry): LocalMessage => ({ ...entry, state: 'sent' }))
  return [...sent, ...pending]
    .filter((message) => !serverIds.has(message.id))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
}
