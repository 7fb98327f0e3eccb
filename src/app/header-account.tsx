import { UserMenu } from '@/components/layouts/user-menu'
import { NotificationBell, NotificationsLive } from '@/features/notifications'

/** A signed-in visitor's end of the top navigation: the notifications bell, and the user menu from md up. */
export function HeaderAccount() {
  return (
    <div className="flex items-center gap-1">
      <NotificationsLive />
      <NotificationBell />
      <div className="hidden md:block">
        <UserMenu />
      </div>
    </div>
  )
}
