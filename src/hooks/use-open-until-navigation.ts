import { useCallback, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Open/closed state for menus and drawers that must close on every route change.
 * The state remembers the location it was opened at, so any navigation (a link,
 * the back button, a redirect) closes it without an effect.
 */
export function useOpenUntilNavigation() {
  const { key } = useLocation()
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const isOpen = openedAt === key

  const setOpen = useCallback((open: boolean) => setOpenedAt(open ? key : null), [key])
  const toggle = useCallback(() => setOpenedAt(isOpen ? null : key), [isOpen, key])

  return { isOpen, setOpen, toggle }
}
