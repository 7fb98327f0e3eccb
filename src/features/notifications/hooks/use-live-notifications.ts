import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLiveChanges } from '@/lib/use-live-changes'
import { notificationKeys } from '../api/keys'

/** The user's notifications, live: any change of one of theirs (RLS) reads the bell again. */
export function useLiveNotifications(userId: string | null): boolean {
  const queryClient = useQueryClient()
  const read = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
  return useLiveChanges({
    name: 'notifications',
    bindings: [{ event: '*', table: 'notifications', filter: `user_id=eq.${userId}` }],
    enabled: userId !== null,
    onChange: read,
    onSubscribed: read,
  })
}

const COUNTED = /^\(\d+\) /

/**
 * The unread count before the tab's title, `(3) Messages · LexSetu`, kept there when a new page
 * sets its own title (RouteMeta), and taken off when nothing is unread.
 */
export function useUnreadInTitle(unread: number) {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(COUNTED, '')
      const next = unread > 0 ? `(${unread}) ${base}` : base
      if (document.title !== next) document.title = next
    }
    apply()
    const title = document.querySelector('title')
    const observer = title ? new MutationObserver(apply) : undefined
    observer?.observe(title!, { childList: true, characterData: true, subtree: true })
    return () => {
      observer?.disconnect()
      document.title = document.title.replace(COUNTED, '')
    }
  }, [unread])
}
