import { useId } from 'react'
import { ErrorBox, QueryError } from '@/components/ui/error-box'
import { Spinner } from '@/components/ui/spinner'
import { NOTIFICATION_KINDS } from '@/config/notifications'
import { errorMessage } from '@/lib/api-error'
import { useMutedNotifications, useSetMutedNotifications } from '../api/notification-preferences'
import { m } from '@/features/account/messages/account'

/** One switch per kind of notification the user can receive; each change is stored at once. */
export function NotificationPreferences({ isAdvocate }: { isAdvocate: boolean }) {
  const id = useId()
  const muted = useMutedNotifications()
  const save = useSetMutedNotifications()
  const kinds = NOTIFICATION_KINDS.filter(
    (kind) => kind.for === 'everyone' || kind.for === (isAdvocate ? 'advocate' : 'client'),
  )

  if (!muted.data) {
    return muted.isError ? (
      <QueryError title={m.notifications.loadFailed} query={muted} />
    ) : (
      <Spinner size="sm" label={m.notifications.loading} />
    )
  }
  const current = muted.data
  const toggle = (kind: string, isOn: boolean) =>
    save.mutate(isOn ? current.filter((k) => k !== kind) : [...current, kind])

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="sr-only">{m.notifications.legend}</legend>
        {kinds.map(({ kind }) => (
          <div key={kind} className="flex items-center gap-3">
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              className="size-4 accent-brand"
              checked={!current.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            <label htmlFor={`${id}-${kind}`} className="text-sm">
              {m.notifications.kinds[kind]}
            </label>
          </div>
        ))}
      </fieldset>
      {save.isError && (
        <ErrorBox
          title={m.notifications.notSaved}
          detail={errorMessage(save.error)}
          onRetry={() => save.variables && save.mutate(save.variables)}
          isRetrying={save.isPending}
        />
      )}
    </div>
  )
}
