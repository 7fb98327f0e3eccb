export { NotificationBell } from './components/notification-bell'
export { NotificationsLive } from './components/notifications-live'
