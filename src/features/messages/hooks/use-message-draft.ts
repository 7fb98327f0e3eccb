import { useCallback, useState } from 'react'

const STORAGE_PREFIX = 'lexsetu-message-draft:'

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
 * The message being typed in one conversation, kept in localStorage per user and conversation:
 * a reload or a visit elsewhere does not lose it, and nobody else signing in on this browser
 * sees it. Setting it to '' (once sent) forgets it.
 */
export function useMessageDraft(
  userId: string,
  conversationId: string,
): [string, (text: string) => void] {
  const key = `${STORAGE_PREFIX}${userId}:${conversationId}`
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
