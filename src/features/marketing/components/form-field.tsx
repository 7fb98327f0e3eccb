import type { ReactNode } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'

export type FieldControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FormFieldProps = {
  id: string
  label: string
  error?: string
  /** Renders the control with the id and ARIA wiring that connect it to its label and error. */
  children: (control: FieldControlProps) => ReactNode
}

export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
