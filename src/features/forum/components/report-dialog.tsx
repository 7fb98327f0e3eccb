import { Flag } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/api-error'
import { m } from '@/features/forum/messages/thread'
import type { PostRef } from '../api/delete-post'
import { REPORT_DETAILS_MAX, useReportPost } from '../api/report-post'
import { REPORT_REASONS, type ReportReason } from '../schemas/forum'
import { ButtonWords } from './button-words'
import { ThreadDialog } from './thread-dialog'

const REASONS = REPORT_REASONS.map((reason) => [reason, m.report.reasons[reason]] as const)

/** The form inside the dialog: mounted on open, so every report starts empty. */
function ReportForm({
  post,
  onSent,
  onCancel,
}: {
  post: PostRef
  onSent: () => void
  onCancel: () => void
}) {
  const id = useId()
  const report = useReportPost()
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const tooLong = details.length > REPORT_DETAILS_MAX

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-busy={report.isPending}
      onSubmit={(event) => {
        event.preventDefault()
        if (!reason) return setReasonError(m.report.chooseReason)
        if (tooLong) return
        report.mutate({ post, reason, details }, { onSuccess: onSent })
      }}
    >
      <fieldset
        className="grid gap-2"
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{m.report.legend}</legend>
        {REASONS.map(([value, label]) => (
          <label key={value} className="flex min-h-10 items-center gap-3 text-sm">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value)
                setReasonError(null)
              }}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
        <FieldError id={`${id}-reason-error`}>{reasonError}</FieldError>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-details`}>{m.report.detailsLabel}</Label>
        <Textarea
          id={`${id}-details`}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          rows={3}
          aria-invalid={tooLong}
          aria-describedby={`${id}-count`}
        />
        <p
          id={`${id}-count`}
          className={
            tooLong ? 'text-xs font-semibold text-destructive' : 'text-xs text-muted-foreground'
          }
        >
          {m.report.count(details.length, REPORT_DETAILS_MAX)}
          {tooLong && m.report.tooLong}
        </p>
      </div>
      <FieldError>{report.isError ? errorMessage(report.error) : null}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? m.report.sending : m.report.send}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  )
}

/** 'Report' on someone else's post: a reason out of REPORT_REASONS and an optional note. */
export function ReportDialog({ post }: { post: PostRef }) {
  const [open, setOpen] = useState(false)
  return (
    <ThreadDialog
      open={open}
      onOpenChange={setOpen}
      title={m.report.title[post.kind]}
      description={m.report.description}
      trigger={
        <Button type="button" variant="ghost" size="sm">
          <Flag aria-hidden="true" />
          <ButtonWords words={m.report.button[post.kind]} />
        </Button>
      }
    >
      <ReportForm
        post={post}
        onCancel={() => setOpen(false)}
        onSent={() => {
          setOpen(false)
          toast({ title: m.report.thanks })
        }}
      />
    </ThreadDialog>
  )
}
