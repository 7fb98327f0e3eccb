import type { ComponentProps, ReactNode } from 'react'
import { FormField } from '@/components/ui/form-field'
import { fieldClasses } from '@/components/ui/input'
import { cn } from '@/lib/utils'

type ProfileSelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string
  label: string
  /** The first, empty choice, e.g. 'Choose a state'. */
  placeholder: string
  options: readonly string[]
  /** The words shown for a stored value (the value itself when not given). */
  optionLabel?: (option: string) => string
  error?: string
  hint?: ReactNode
}

/** A labelled native select: on phones it opens the system's own picker. */
export function ProfileSelect({
  id,
  label,
  placeholder,
  options,
  optionLabel = (option) => option,
  error,
  hint,
  ...select
}: ProfileSelectProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} {...select} className={cn(fieldClasses, 'h-10')}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
