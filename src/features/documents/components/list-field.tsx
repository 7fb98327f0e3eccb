import { Plus, Trash2 } from 'lucide-react'
import { flushSync } from 'react-dom'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { Field } from '../templates/types'
import { describedBy } from '../lib/field-ids'
import { FieldHint, GroupLegend } from './field-parts'
import { m } from '@/features/documents/messages/editor'

type ListFieldProps = {
  field: Field
  /** The first item's id (focused when the list is invalid). */
  id: string
  value: string[]
  error?: string
  onChange: (value: string[]) => void
}

/** Longer items (statements of fact, grounds) get a box of several lines. */
const LONG_ITEM = 200

/**
 * A list of short texts (statements of fact, grounds, fittings): each item labelled 'Statement 2'
 * with its own 'Remove statement 2', and 'Add statement' up to the template's limit. Focus moves
 * to the new item, or to the one before a removed item.
 */
export function ListField({ field, id, value, error, onChange }: ListFieldProps) {
  const itemLabel = field.itemLabel ?? m.item
  const lower = itemLabel.toLowerCase()
  const maxItems = field.maxItems ?? 50
  const itemId = (index: number) => (index === 0 ? id : `${id}-${index}`)
  const Control = (field.maxLength ?? 0) > LONG_ITEM ? Textarea : Input
  const description = describedBy(id, { hint: field.hint, error })

  const add = () => {
    flushSync(() => onChange([...value, '']))
    document.getElementById(itemId(value.length))?.focus()
  }
  const remove = (index: number) => {
    flushSync(() => onChange(value.filter((_, at) => at !== index)))
    document.getElementById(index > 0 ? itemId(index - 1) : `${id}-add`)?.focus()
  }

  return (
    <fieldset className="grid gap-3" aria-describedby={description}>
      <GroupLegend label={field.label} required={field.required} />
      <FieldHint id={id}>{field.hint}</FieldHint>
      {value.length > 0 && (
        <ol className="grid gap-3">
          {value.map((item, index) => (
            <li key={index} className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={itemId(index)}>{m.itemNumber(itemLabel, index + 1)}</Label>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(index)}
                  aria-label={m.removeItem(lower, index + 1)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <Control
                id={itemId(index)}
                value={item}
                maxLength={field.maxLength}
                onChange={(event) =>
                  onChange(
                    value.map((current, at) => (at === index ? event.target.value : current)),
                  )
                }
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      <Button
        id={`${id}-add`}
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={add}
        disabled={value.length >= maxItems}
      >
        <Plus aria-hidden="true" />
        {m.addItem(lower)}
      </Button>
      {value.length >= maxItems && (
        <p className="text-xs text-muted-foreground">{m.mostItems(maxItems)}</p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}
