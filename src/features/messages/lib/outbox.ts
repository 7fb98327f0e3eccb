import * as z from 'zod/mini'

/**
 * The outbox: messages written on this device that the server has not confirmed yet. Pure
 * functions over a list of entries, plus reading and writing the list in localStorage, so that a
 * reload, a closed tab or a dropped connection never loses a message. An entry keeps the id it
 * was given when it was written: every attempt sends the same id, and the server stores it once
 * (upsert, ignore duplicates). An entry leaves the outbox as soon as the server has it.
 */

export type OutboxEntry = {
  /** Made on this device (crypto.randomUUID()); the message's id on the server too. */
  id: string
  conversationId: string
  body: string
  /** When it was written here (ISO); orders the unsent messages under the sent ones. */
  createdAt: string
  /** Attempts that failed so far. */
  attempts: number
  /** Why the last attempt failed, in words for the user; null before any failure. */
  error: string | null
  /** When to try again by itself (epoch ms); null when only the user's 'Retry' may. */
  retryAt: number | null
}

const entrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  conversationId: z.string().check(z.minLength(1)),
  body: z.string().check(z.minLength(1)),
  createdAt: z.iso.datetime({ offset: true }),
  attempts: z.int().check(z.nonnegative()),
  error: z.nullable(z.string()),
  retryAt: z.nullable(z.number()),
})

const OUTBOX_PREFIX = 'lexsetu-messages-outbox:'

/**
 * One list per user and conversation: another account signing in on this browser never sees, nor
 * sends under its own name, what this one wrote.
 */
export function outboxKey(userId: string, conversationId: string): string {
  return `${OUTBOX_PREFIX}${userId}:${conversationId}`
}

export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** localStorage, or null where the browser blocks it (the outbox then lives in memory only). */
export function browserStorage(): OutboxStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The stored entries; anything unreadable is dropped entry by entry, never the whole list. */
export function readOutbox(storage: OutboxStorage | null, key: string): OutboxEntry[] {
  let raw: string | null = null
  try {
    raw = storage?.getItem(key) ?? null
  } catch {
    return []
  }
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((item) => {
    const result = entrySchema.safeParse(item)
    return result.success ? [result.data] : []
  })
}

/** Stores the entries (removes the key when there are none). Returns false when storage refused. */
export function writeOutbox(
  storage: OutboxStorage | null,
  key: string,
  entries: OutboxEntry[],
): boolean {
  if (!storage) return false
  try {
    if (entries.length === 0) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(entries))
    return true
  } catch {
    return false // full or blocked: the entries stay in memory for this visit
  }
}

/** A new entry for a message just written. */
export function createEntry(
  conversationId: string,
  body: string,
  { id = crypto.randomUUID(), now = Date.now() }: { id?: string; now?: number } = {},
): OutboxEntry {
  return {
    id,
    conversationId,
    body,
    createdAt: new Date(now).toISOString(),
    attempts: 0,
    error: null,
    retryAt: null,
  }
}

/** Adds an entry; an id already there is kept as it is (adding twice is adding once). */
export function addEntry(entries: OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  return entries.some((e) => e.id === entry.id) ? entries : [...entries, entry]
}

export function removeEntry(entries: OutboxEntry[], id: string): OutboxEntry[] {
  return entries.some((e) => e.id === id) ? entries.filter((e) => e.id !== id) : entries
}

/** The entries the server does not have yet: those it lists are delivered and leave the outbox. */
export function withoutDelivered(
  entries: OutboxEntry[],
  serverIds: ReadonlySet<string>,
): OutboxEntry[] {
  return entries.some((e) => serverIds.has(e.id))
    ? entries.filter((e) => !serverIds.has(e.id))
    : entries
}

/** The first automatic retry waits 1 s, then twice as long each time, up to a minute. */
const RETRY_BASE_MS = 1_000
export const RETRY_MAX_MS = 60_000
/** The rate limit (LS020) counts messages per minute: wait long enough for it to clear. */
export const RATE_LIMIT_RETRY_MS = 30_000

/** How long to wait after the n-th failed attempt (n ≥ 1) before trying by itself again. */
export function retryDelay(attempts: number, { isRateLimited = false } = {}): number {
  const backoff = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return isRateLimited ? Math.max(backoff, RATE_LIMIT_RETRY_MS) : backoff
}

export type Failure = {
  /** What the user reads under the message. */
  message: string
  /** Trying again cannot help until something changes (a closed conversation): no automatic retry. */
  isPermanent: boolean
  isRateLimited: boolean
}

/** Records a failed attempt: one more attempt, the reason, and when to try again by itself. */
export function recordFailure(
  entries: OutboxEntry[],
  id: string,
  failure: Failure,
  now: number = Date.now(),
): OutboxEntry[] {
  return entries.map((entry) => {
    if (entry.id !== id) return entry
    const attempts = entry.attempts + 1
    return {
      ...entry,
      attempts,
      error: failure.message,
      retryAt: failure.isPermanent
        ? null
        : now + retryDelay(attempts, { isRateLimited: failure.isRateLimited }),
    }
  })
}

/** The entries due for an automatic retry at `now`. */
export function dueEntries(entries: OutboxEntry[], now: number = Date.now()): OutboxEntry[] {
  return entries.filter((entry) => entry.retryAt !== null && entry.retryAt <= now)
}

/** The earliest automatic retry still to come, or null. */
export function nextRetryAt(entries: OutboxEntry[]): number | null {
  return entries.reduce<number | null>(
    (earliest, entry) =>
      entry.retryAt !== null && (earliest === null || entry.retryAt < earliest)
        ? entry.retryAt
        : earliest,
    null,
  )
}

/**
 * The entries to send when the page opens or the connection returns: all but those only the
 * user may retry (a permanent refusal). Unsent entries of an earlier visit are among them.
 */
export function resendable(entries: OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.attempts === 0 || entry.retryAt !== null)
}
