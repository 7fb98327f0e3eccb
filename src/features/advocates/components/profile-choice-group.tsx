import type { RefCallBack } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'
import { cn } from '@/lib/utils'
import { m } from '../messages/my-profile'

type ProfileChoiceGroupProps<T extends string> = {
  id: string
  legend: string
  name: string
  options: readonly T[]
  /** The words shown for a stored value (the value itself when not given). */
  optionLabel?: (option: T) => string
  value: readonly T[]
  onChange: (next: T[]) => void
  onBlur: () => void
  /** The form focuses the first box when the group is invalid. */
  inputRef: RefCallBack
  /** How many may be chosen; the others are disabled once that many are. */
  max: number
  error?: string
}

/** A group of checkboxes that keeps the chosen values in the list's order. */
export function ProfileChoiceGroup<T extends string>({
  id,
  legend,
  name,
  options,
  optionLabel = (option) => option,
  value,
  onChange,
  onBlur,
  inputRef,
  max,
  error,
}: ProfileChoiceGroupProps<T>) {
  const isFull = value.length >= max
  const toggle = (option: T) => {
    const next = value.includes(option)
      ? value.filter((chosen) => chosen !== option)
      : [...value, option]
    onChange(options.filter((item) => next.includes(item)))
  }
  return (
    <fieldset className="grid gap-2" aria-describedby={cn(`${id}-hint`, error && `${id}-error`)}>
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
        {options.map((option, index) => {
          const checked = value.includes(option)
          const disabled = !checked && isFull
          return (
            <label
              key={option}
              className={cn(
                'flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked ? 'border-primary bg-accent font-medium' : 'border-input',
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
              )}
            >
              <input
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                disabled={disabled}
                onChange={() => toggle(option)}
                onBlur={onBlur}
                className="size-4 shrink-0 accent-primary"
              />
              {optionLabel(option)}
            </label>
          )
        })}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {m.choices.chosen(value.length, max)}
        {isFull && value.length < options.length && m.choices.full}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}
