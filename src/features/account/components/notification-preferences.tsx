import { useId } from 'react'
import { ErrorBox, QueryError } from '@/components/ui/error-box'
import { Spinner } from '@/components/ui/spinner'
import { NOTIFICATION_KINDS } from '@/config/notifications'
import { errorMessage } from '@/lib/api-error'
import { useMutedNotifications, useSetMutedNotifications } from '../api/notification-preferences'

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
      <QueryError title="Your notification settings could not be loaded." query={muted} />
    ) : (
      <Spinner size="sm" label="Loading your notification settings…" />
    )
  }
  const current = muted.data
  const toggle = (kind: string, isOn: boolean) =>
    save.mutate(isOn ? current.filter((k) => k !== kind) : [...current, kind])

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="sr-only">Notify me when</legend>
        {kinds.map(({ kind, label }) => (
          <div key={kind} className="flex items-center gap-3">
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              className="size-4 accent-brand"
              checked={!current.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            <label htmlFor={`${id}-${kind}`} className="text-sm">
              {label}
            </label>
          </div>
        ))}
      </fieldset>
      {save.isError && (
        <ErrorBox
          title="Your change was not saved."
          detail={errorMessage(save.error)}
          onRetry={() => save.variables && save.mutate(save.variables)}
          isRetrying={save.isPending}
        />
      )}
    </div>
  )
}
