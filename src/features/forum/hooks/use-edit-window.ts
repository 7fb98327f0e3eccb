import { useEffect, useState } from 'react'
import { FORUM_LIMITS } from '../schemas/forum'

const WINDOW_MS = FORUM_LIMITS.editWindowMinutes * 60_000
/** setTimeout's longest delay; a later deadline is simply checked again then. */
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * Whether a post may still be edited: within 30 minutes of `createdAt` (the database refuses
 * later edits with LS005). Turns false by itself when the window closes while the page is open.
 */
export function useEditWindowOpen(createdAt: string): boolean {
  const deadline = Date.parse(createdAt) + WINDOW_MS
  const [now, setNow] = useState(() => Date.now())
  const isOpen = now < deadline
  useEffect(() => {
    if (!isOpen) return
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(deadline - Date.now(), 0), MAX_DELAY_MS),
    )
    return () => clearTimeout(timer)
  }, [deadline, isOpen, now])
  return isOpen
}
