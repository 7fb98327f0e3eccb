import { useAuth } from '@/lib/auth'
import { useUnreadCount } from '../api/get-notifications'
import { useLiveNotifications, useUnreadInTitle } from '../hooks/use-live-notifications'

/**
 * Mounted once per signed-in layout: follows the user's notifications through Realtime (polling
 * each minute while it is unreachable) and puts the unread count in the tab's title.
 */
export function NotificationsLive() {
  const { userId } = useAuth()
  const isLive = useLiveNotifications(userId)
  const unread = useUnreadCount({ isLive }).data ?? 0
  useUnreadInTitle(unread)
  return null
}
