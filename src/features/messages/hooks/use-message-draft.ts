import { useStoredDraft } from '@/hooks/use-stored-draft'

const STORAGE_PREFIX = 'lexsetu-message-draft:'

/**
 * The message being typed in one conversation, kept in localStorage per user and conversation:
 * a reload or a visit elsewhere does not lose it, and nobody else signing in on this browser
 * sees it. Setting it to '' (once sent) forgets it.
 */
export function useMessageDraft(
  userId: string,
  conversationId: string,
): [string, (text: string) => void] {
  return useStoredDraft('local', `${STORAGE_PREFIX}${userId}:${conversationId}`)
}
