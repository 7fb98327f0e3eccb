import { useCallback, useRef, useState } from 'react'
import { ADVOCATE_LIMITS, PRACTICE_AREAS } from '../schemas/advocate-lists'
import { CONSULTATION_MODE_VALUES, type ConsultationRequestInput } from '../schemas/directory'

const STORAGE_PREFIX = 'lexsetu-connect-draft:'

/** What the 'Connect Now' form holds, as typed (not yet trimmed or checked). */
export type ConnectDraft = ConsultationRequestInput

/** A stored draft, cleaned: whatever is not a field of the right type is dropped. */
function toDraft(value: unknown, fallback: ConnectDraft): ConnectDraft | null {
  if (!value || typeof value !== 'object') return null
  const stored: Record<string, unknown> = { ...value }
  const draft: ConnectDraft = {
    category: PRACTICE_AREAS.find((area) => area === stored.category) ?? fallback.category,
    description:
      typeof stored.description === 'string'
        ? stored.description.slice(0, ADVOCATE_LIMITS.descriptionMax * 2)
        : '',
    mode: CONSULTATION_MODE_VALUES.find((mode) => mode === stored.mode) ?? fallback.mode,
    preferred_at: typeof stored.preferred_at === 'string' ? stored.preferred_at.slice(0, 32) : '',
  }
  return draft.description.trim() || draft.preferred_at ? draft : null
}

function read(key: string, fallback: ConnectDraft): ConnectDraft | null {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? toDraft(JSON.parse(raw), fallback) : null
  } catch {
    return null // storage blocked or not JSON: start empty
  }
}

function write(key: string, draft: ConnectDraft | null) {
  try {
    if (draft) window.sessionStorage.setItem(key, JSON.stringify(draft))
    else window.sessionStorage.removeItem(key)
  } catch {
    // storage blocked or full: the draft lives in the form only
  }
}

/**
 * The request being written to one advocate, kept in sessionStorage per user and advocate until
 * it is sent: a reload, a closed dialog or a refused request does not lose it, and it goes with
 * the tab (a matter is private, so it does not outlive the session).
 */
export function useConnectDraft(userId: string | null, advocateId: string, empty: ConnectDraft) {
  const key = `${STORAGE_PREFIX}${userId ?? 'signed-out'}:${advocateId}`
  const [restored] = useState(() => read(key, empty))
  const finished = useRef(false)
  const save = useCallback(
    (values: Partial<ConnectDraft>) => {
      if (!finished.current) write(key, toDraft({ ...empty, ...values }, empty))
    },
    [key, empty],
  )
  const finish = useCallback(() => {
    finished.current = true
    write(key, null)
  }, [key])
  return { restored, save, finish }
}
