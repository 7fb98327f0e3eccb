import { useCallback, useState } from 'react'

const STORAGE_PREFIX = 'lexsetu-assistant-draft:'

function read(key: string): string {
  try {
    return window.sessionStorage.getItem(STORAGE_PREFIX + key) ?? ''
  } catch {
    return '' // storage blocked: the draft lives in memory only
  }
}

function write(key: string, text: string) {
  try {
    if (text) window.sessionStorage.setItem(STORAGE_PREFIX + key, text)
    else window.sessionStorage.removeItem(STORAGE_PREFIX + key)
  } catch {
    // storage blocked or full: the draft lives in memory only
  }
}

export type SetDraft = (update: string | ((current: string) => string)) => void

/**
 * The text being typed for one chat (`key`: its id, or 'new'), kept in sessionStorage so a reload
 * or a visit to another page does not lose it. Switching `key` shows that chat's own draft.
 */
export function useDraft(key: string): [string, SetDraft] {
  const [state, setState] = useState(() => ({ key, text: read(key) }))
  let current = state
  if (state.key !== key) {
    current = { key, text: read(key) }
    setState(current)
  }
  const setDraft = useCallback<SetDraft>(
    (update) => {
      const text = typeof update === 'function' ? update(read(key)) : update
      write(key, text)
      setState((previous) => (previous.key === key ? { key, text } : previous))
    },
    [key],
  )
  return [current.text, setDraft]
}
