import type { ReactNode } from 'react'
import { FieldError } from './field-error'
import { Label } from './label'

type FieldControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FormFieldProps = {
  id: string
  label: string
  error?: string
  /** A hint under the control, announced with it. */
  hint?: ReactNode
  /** Renders the control with the id and ARIA wiring that connect it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode
}

/** Label + control + error message, wired for screen readers. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
