import { useId } from 'react'
import { m } from '../messages/profile-status'

/** How complete the advocate's profile is, as a labelled progress bar. */
export function ProfileCompletion({ percent }: { percent: number }) {
  const labelId = useId()
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium">
          {m.completion}
        </span>
        <span className="text-2xl font-bold tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={m.complete(percent)}
        className="h-2.5 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
