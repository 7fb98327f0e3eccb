import { DashboardLayout } from '@/components/layouts/dashboard-layout'
import { NotificationBell, NotificationsLive } from '@/features/notifications'

/** The signed-in area's layout, with the notifications bell (followed live once, shown twice). */
export function Component() {
  return (
    <>
      <NotificationsLive />
      <DashboardLayout bell={<NotificationBell />} />
    </>
  )
}
