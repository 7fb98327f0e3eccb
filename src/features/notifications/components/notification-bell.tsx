import { Bell } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { formatDate } from '@/i18n/format-date'
import { cn, getErrorMessage } from '@/lib/utils'
import { useNotifications, useUnreadCount } from '../api/get-notifications'
import { useMarkNotificationsRead } from '../api/mark-read'
import { m } from '@/features/notifications/messages/notifications'
import { describeNotification } from '../content/texts'

/** More than this shows as 99+. */
const MAX_SHOWN_COUNT = 99

/**
 * The bell: how many notifications are unread, and a menu of the newest with a link to each
 * thing and 'Mark all as read'. Its data stays fresh through NotificationsLive, mounted once.
 */
export function NotificationBell() {
  const [isOpen, setOpen] = useState(false)
  const unread = useUnreadCount({ isLive: true }).data ?? 0
  const list = useNotifications({ enabled: isOpen, isLive: true })
  const markRead = useMarkNotificationsRead()
  const items = list.data ?? []

  let body
  if (list.data && items.length === 0) {
    body = <p className="px-2 py-6 text-center text-sm text-muted-foreground">{m.empty}</p>
  } else if (list.data) {
    body = items.map((notification) => {
      const isUnread = notification.read_at === null
      return (
        <DropdownMenuItem key={notification.id} asChild className="items-start">
          <Link
            to={notification.link}
            onClick={() => isUnread && markRead.mutate(notification.id)}
            className="grid gap-0.5"
          >
            <span className={cn('flex items-start gap-2', isUnread && 'font-medium')}>
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1.5 size-2 shrink-0 rounded-full',
                  isUnread ? 'bg-brand' : 'bg-transparent',
                )}
              />
              <span>
                {isUnread && <span className="sr-only">{m.unread}: </span>}
                {describeNotification(notification)}
              </span>
            </span>
            <span className="pl-4 text-xs text-muted-foreground">
              {formatDate(notification.created_at, { time: true })}
            </span>
          </Link>
        </DropdownMenuItem>
      )
    })
  } else if (list.isError) {
    // A menu holds menu items only: the retry is one.
    body = (
      <>
        <p role="alert" className="px-2 py-3 text-sm">
          <span className="font-medium">{m.loadError}</span> {getErrorMessage(list.error)}
        </p>
        <DropdownMenuItem
          disabled={list.isFetching}
          onSelect={(event) => {
            event.preventDefault()
            void list.refetch()
          }}
        >
          {m.retry}
        </DropdownMenuItem>
      </>
    )
  } else {
    body = (
      <div className="flex justify-center py-6">
        <Spinner size="sm" label={m.loading} />
      </div>
    )
  }

  return (
    <DropdownMenu modal={false} open={isOpen} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={m.bellLabel(unread)} className="relative">
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[0.7rem] font-semibold leading-none text-destructive-foreground"
            >
              {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>{m.title}</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={unread === 0 || markRead.isPending}
            // The menu stays open, to show them read.
            onSelect={(event) => {
              event.preventDefault()
              markRead.mutate(undefined)
            }}
          >
            {m.markAllRead}
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator />
        <div className="max-h-[min(28rem,70dvh)] overflow-y-auto">{body}</div>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
