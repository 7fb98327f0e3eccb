import { useCallback, useRef, useState } from 'react'
import { FORUM_CATEGORIES, FORUM_LIMITS, type ForumCategory } from '../schemas/forum'

const STORAGE_PREFIX = 'lexsetu-forum-draft:'

/** What the new-thread form holds, as typed (not yet trimmed or checked). */
type ThreadDraft = {
  title: string
  body: string
  categories: ForumCategory[]
  is_anonymous: boolean
}

export const EMPTY_THREAD_DRAFT: ThreadDraft = {
  title: '',
  body: '',
  categories: [],
  is_anonymous: false,
}

const isEmpty = (draft: ThreadDraft) =>
  !draft.title.trim() && !draft.body.trim() && draft.categories.length === 0 && !draft.is_anonymous

/** A stored draft, cleaned: whatever is not a draft field of the right type is dropped. */
function toDraft(value: unknown): ThreadDraft | null {
  if (!value || typeof value !== 'object') return null
  const stored = value as Record<string, unknown>
  const chosen = Array.isArray(stored.categories) ? stored.categories : []
  const draft: ThreadDraft = {
    title: typeof stored.title === 'string' ? stored.title.slice(0, FORUM_LIMITS.titleMax) : '',
    body: typeof stored.body === 'string' ? stored.body.slice(0, FORUM_LIMITS.bodyMax) : '',
    categories: FORUM_CATEGORIES.filter((category) => chosen.includes(category)).slice(
      0,
      FORUM_LIMITS.categoriesMax,
    ),
    is_anonymous: stored.is_anonymous === true,
  }
  return isEmpty(draft) ? null : draft
}

function read(key: string): ThreadDraft | null {
  try {
    const raw = window.localStorage.getItem(key)
    return raw ? toDraft(JSON.parse(raw)) : null
  } catch {
    return null // storage blocked or not JSON: start empty
  }
}

function write(key: string, draft: ThreadDraft | null) {
  try {
    if (draft && !isEmpty(draft)) window.localStorage.setItem(key, JSON.stringify(draft))
    else window.localStorage.removeItem(key)
  } catch {
    // storage blocked or full: the draft lives in the form only
  }
}

type ThreadDraftStore = {
  /** The draft kept from an earlier visit (read once, when the form mounts), or null. */
  restored: ThreadDraft | null
  /** Keeps what the form holds now (an empty form removes the draft). */
  save: (draft: Partial<ThreadDraft>) => void
  /** Forgets the draft; typing again keeps a new one. */
  discard: () => void
  /** The question is posted: the draft goes, and later saves (the form settling) are ignored. */
  finish: () => void
}

/**
 * The question being written at /forum/new, kept in localStorage per user until it is posted:
 * a reload, a failed submit or a visit elsewhere does not lose it. Mount the form with the user's
 * id as its key so another account never sees this one's draft.
 */
export function useThreadDraft(userId: string | null): ThreadDraftStore {
  const key = `${STORAGE_PREFIX}${userId ?? 'signed-out'}`
  const [restored] = useState(() => read(key))
  const finished = useRef(false)
  const save = useCallback(
    (draft: Partial<ThreadDraft>) => {
      if (!finished.current) write(key, toDraft({ ...EMPTY_THREAD_DRAFT, ...draft }))
    },
    [key],
  )
  const discard = useCallback(() => write(key, null), [key])
  const finish = useCallback(() => {
    finished.current = true
    write(key, null)
  }, [key])
  return { restored, save, discard, finish }
}
