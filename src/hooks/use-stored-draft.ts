import { useCallback, useState } from 'react'

export type SetDraft = (update: string | ((current: string) => string)) => void

type Place = 'local' | 'session'

const storageOf = (place: Place) =>
  place === 'local' ? window.localStorage : window.sessionStorage

function read(place: Place, key: string): string {
  try {
    return storageOf(place).getItem(key) ?? ''
  } catch {
    return '' // storage blocked: the draft lives in memory only
  }
}

function write(place: Place, key: string, text: string) {
  try {
    if (text) storageOf(place).setItem(key, text)
    else storageOf(place).removeItem(key)
  } catch {
    // storage blocked or full: the draft lives in memory only
  }
}

/**
 * Text being typed, kept in localStorage or sessionStorage under `key`, so that a reload, a visit
 * elsewhere or a failed send does not lose it. A new `key` shows that key's own draft; setting ''
 * forgets it. Callers put the user in the key when the draft must not follow another account.
 */
export function useStoredDraft(place: Place, key: string): [string, SetDraft] {
  const [state, setState] = useState(() => ({ key, text: read(place, key) }))
  let current = state
  if (state.key !== key) {
    current = { key, text: read(place, key) }
    setState(current)
  }
  const setDraft = useCallback<SetDraft>(
    (update) => {
      const text = typeof update === 'function' ? update(read(place, key)) : update
      write(place, key, text)
      setState((previous) => (previous.key === key ? { key, text } : previous))
    },
    [place, key],
  )
  return [current.text, setDraft]
}
