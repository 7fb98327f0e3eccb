import { useStoredDraft } from '@/hooks/use-stored-draft'

const STORAGE_PREFIX = 'lexsetu-forum-reply-draft:'

/**
 * The reply being typed under one thread, kept in localStorage per user and thread: a reload, a
 * closed tab or a failed post does not lose it, and nobody else signing in on this browser sees
 * it. Setting it to '' (after posting) forgets it.
 */
export function useReplyDraft(
  threadId: string,
  userId: string | null,
): [string, (text: string) => void] {
  return useStoredDraft('local', `${STORAGE_PREFIX}${userId ?? 'signed-out'}:${threadId}`)
}
