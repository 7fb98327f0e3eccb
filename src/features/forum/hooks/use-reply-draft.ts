import { useCallback, useState } from 'react'

const STORAGE_PREFIX = 'lexsetu-forum-reply-draft:'

const storageKey = (userId: string | null, threadId: string) =>
  `${STORAGE_PREFIX}${userId ?? 'signed-out'}:${threadId}`

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? ''
  } catch {
    return '' // storage blocked: the draft lives in memory only
  }
}

function write(key: string, text: string) {
  try {
    if (text) window.localStorage.setItem(key, text)
    else window.localStorage.removeItem(key)
  } catch {
    // storage blocked or full: the draft lives in memory only
  }
}

/**
 * The reply being typed under one thread, kept in localStorage per user and thread: a reload, a
 * closed tab or a failed post does not lose it, and nobody else signing in on this browser sees
 * it. Setting it to '' (after posting) forgets it.
 */
export function useReplyDraft(
  threadId: string,
  userId: string | null,
): [string, (text: string) => void] {
  const key = storageKey(userId, threadId)
  const [state, setState] = useState(() => ({ key, text: read(key) }))
  let current = state
  if (state.key !== key) {
    current = { key, text: read(key) }
    setState(current)
  }
  const setDraft = useCallback(
    (text: string) => {
      write(key, text)
      setState({ key, text })
    },
    [key],
  )
  return [current.text, setDraft]
}
