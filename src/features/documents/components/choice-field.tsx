import { FieldError } from '@/components/ui/field-error'
import { cn } from '@/lib/utils'
import type { Field } from '../templates/types'
import { describedBy } from '../lib/field-ids'
import { FieldHint, GroupLegend } from './field-parts'

type ChoiceFieldProps = {
  field: Field
  /** The first option's id (focused when the group is invalid). */
  id: string
  value: string | string[]
  error?: string
  onChange: (value: string | string[]) => void
}

const OPTION_CLASSES =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring'

/**
 * A radio group (one answer) or a group of checkboxes (a list of option values, kept in the
 * options' order): native inputs styled as tiles, so arrow keys and Space work as everywhere.
 */
export function ChoiceField({ field, id, value, error, onChange }: ChoiceFieldProps) {
  const isRadio = field.kind === 'radio'
  const chosen = Array.isArray(value) ? value : [value]
  const options = field.options ?? []
  const toggle = (option: string) => {
    const next = chosen.includes(option)
      ? chosen.filter((item) => item !== option)
      : [...chosen, option]
    onChange(options.map((item) => item.value).filter((item) => next.includes(item)))
  }
  const description = describedBy(id, { hint: field.hint, error })
  return (
    <fieldset
      className="grid gap-2"
      {...(isRadio
        ? {
            role: 'radiogroup',
            'aria-labelledby': `${id}-legend`,
            'aria-required': field.required || undefined,
            'aria-invalid': Boolean(error),
          }
        : {})}
      aria-describedby={description}
    >
      <GroupLegend id={`${id}-legend`} label={field.label} required={field.required} />
      <div className={cn('grid gap-2', options.length > 2 && 'sm:grid-cols-2')}>
        {options.map((option, index) => (
          <label key={option.value} className={OPTION_CLASSES}>
            <input
              id={index === 0 ? id : undefined}
              type={isRadio ? 'radio' : 'checkbox'}
              name={id}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => (isRadio ? onChange(option.value) : toggle(option.value))}
              aria-invalid={isRadio ? undefined : Boolean(error)}
              className="size-4 shrink-0 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldHint id={id}>{field.hint}</FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}
