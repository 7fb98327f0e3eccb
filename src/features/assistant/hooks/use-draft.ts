import { useStoredDraft, type SetDraft } from '@/hooks/use-stored-draft'

const STORAGE_PREFIX = 'lexsetu-assistant-draft:'

/**
 * The text being typed for one chat (`key`: its id, or 'new'), kept in sessionStorage so a reload
 * or a visit to another page does not lose it. Switching `key` shows that chat's own draft.
 */
export function useDraft(key: string): [string, SetDraft] {
  return useStoredDraft('session', STORAGE_PREFIX + key)
}
