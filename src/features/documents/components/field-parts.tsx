import type { ReactNode } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'

/** The '*' after a required field's label; the control itself carries `required`. */
function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null
  return (
    <span aria-hidden="true" className="text-destructive">
      {' *'}
    </span>
  )
}

export function FieldHint({ id, children }: { id: string; children?: string }) {
  if (!children) return null
  return (
    <p id={`${id}-hint`} className="text-xs text-muted-foreground">
      {children}
    </p>
  )
}

type LabelledFieldProps = {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  children: ReactNode
}

/** A label, one control, its hint and its message (the control wires itself with describedBy). */
export function LabelledField({ id, label, required, hint, error, children }: LabelledFieldProps) {
  return (
    <div className="grid gap-2">
      {/* The mark sits outside the label, so the label's text is the field's name exactly. */}
      <span className="text-sm font-medium leading-none">
        <Label htmlFor={id}>{label}</Label>
        <RequiredMark required={required} />
      </span>
      {children}
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** A group's legend, styled like a label. */
export function GroupLegend({
  id,
  label,
  required,
}: {
  id?: string
  label: string
  required?: boolean
}) {
  return (
    <legend id={id} className="mb-2 text-sm font-medium leading-none">
      {label}
      <RequiredMark required={required} />
    </legend>
  )
}
