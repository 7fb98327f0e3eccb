import { fieldClasses, Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { m } from '@/features/documents/messages/editor'
import type { AnswerValue, Field } from '../templates/types'
import { ChoiceField } from './choice-field'
import { describedBy } from '../lib/field-ids'
import { LabelledField } from './field-parts'
import { ListField } from './list-field'

type AnswerFieldProps = {
  field: Field
  /** The control's id (the first control of a group or a list). */
  id: string
  value: AnswerValue
  error?: string
  onChange: (value: AnswerValue) => void
}

/** One field of a template's form, whatever its kind, with its label, hint, '*' and message. */
export function AnswerField({ field, id, value, error, onChange }: AnswerFieldProps) {
  if (field.kind === 'radio' || field.kind === 'checkboxes')
    return <ChoiceField field={field} id={id} value={value} error={error} onChange={onChange} />
  if (field.kind === 'list')
    return (
      <ListField
        field={field}
        id={id}
        value={Array.isArray(value) ? value : []}
        error={error}
        onChange={onChange}
      />
    )

  const text = typeof value === 'string' ? value : ''
  const control = {
    id,
    value: text,
    required: field.required,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, { hint: field.hint, error }),
  }
  const onText = (event: { target: { value: string } }) => onChange(event.target.value)

  let input
  if (field.kind === 'textarea') {
    input = (
      <Textarea
        {...control}
        onChange={onText}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        autoComplete={field.autoComplete}
      />
    )
  } else if (field.kind === 'select') {
    input = (
      <select {...control} onChange={onText} className={cn(fieldClasses, 'h-10')}>
        <option value="">{m.chooseOne}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else {
    input = (
      <Input
        {...control}
        onChange={onText}
        type={field.kind === 'date' ? 'date' : 'text'}
        inputMode={field.kind === 'number' ? 'numeric' : undefined}
        maxLength={field.kind === 'number' ? 12 : field.maxLength}
        placeholder={field.placeholder}
        autoComplete={field.autoComplete ?? (field.kind === 'number' ? 'off' : undefined)}
      />
    )
  }
  return (
    <LabelledField
      id={id}
      label={field.label}
      required={field.required}
      hint={field.hint}
      error={error}
    >
      {input}
    </LabelledField>
  )
}
