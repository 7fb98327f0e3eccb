import type { ComponentProps, ReactNode } from 'react'
import { FormField } from './form-field'
import { Input } from './input'

type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string
  label: string
  error?: string
  hint?: ReactNode
}

/** The usual single-line field: an Input in a FormField. Pass `{...register(name)}` straight in. */
export function InputField({ id, label, error, hint, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  )
}
