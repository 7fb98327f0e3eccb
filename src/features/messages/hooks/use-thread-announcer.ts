import { useState } from 'react'
import { m } from '@/features/messages/messages/conversation'
import { byCreatedAt } from '../api/get-messages'
import type { Message } from '../schemas/messages'

type Seen = {
  /** The list last looked at (a new array means the thread was read again). */
  source: Message[] | undefined
  /** The newest message seen so far; later ones from the other person are news. */
  newest: Message | null
  text: string
  /** Changes with every announcement, so the same words twice are read twice. */
  count: number
}

function describe(fresh: Message[], otherName: string): string {
  const latest = fresh[fresh.length - 1]
  return fresh.length === 1
    ? m.announce.one(otherName, latest.body)
    : m.announce.many(fresh.length, otherName, latest.body)
}

/**
 * What the page's polite live region says: the other person's messages that arrived after the
 * thread was first shown (not the history, not one's own, not earlier messages loaded on demand).
 */
export function useThreadAnnouncer(
  messages: Message[] | undefined,
  me: string,
  otherName: string,
): { text: string; count: number } {
  const [seen, setSeen] = useState<Seen>({ source: undefined, newest: null, text: '', count: 0 })
  if (messages !== undefined && messages !== seen.source) {
    const newest = messages.reduce<Message | null>(
      (latest, message) => (latest === null || byCreatedAt(message, latest) > 0 ? message : latest),
      seen.newest,
    )
    const hasBaseline = seen.source !== undefined
    const fresh = hasBaseline
      ? messages.filter(
          (message) =>
            message.sender_id !== me &&
            (seen.newest === null || byCreatedAt(message, seen.newest) > 0),
        )
      : []
    const next: Seen =
      fresh.length > 0
        ? { source: messages, newest, text: describe(fresh, otherName), count: seen.count + 1 }
        : { ...seen, source: messages, newest }
    setSeen(next)
    return { text: next.text, count: next.count }
  }
  return { text: seen.text, count: seen.count }
}
