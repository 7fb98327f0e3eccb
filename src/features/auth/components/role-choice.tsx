import { Briefcase, UserRound } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'
import type { SIGN_UP_ROLES } from '@/features/auth/schemas/sign-up'
import { m } from '@/features/auth/messages/auth'

const OPTIONS: {
  value: (typeof SIGN_UP_ROLES)[number]
  label: string
  description: string
  Icon: typeof UserRound
}[] = [
  {
    value: 'client',
    label: m.signUp.client,
    description: m.signUp.clientDescription,
    Icon: UserRound,
  },
  {
    value: 'advocate',
    label: m.signUp.advocate,
    description: m.signUp.advocateDescription,
    Icon: Briefcase,
  },
]

/** Sign-up role: two native radios styled as cards (arrow keys move between them). */
export function RoleChoice({
  id,
  field,
  error,
}: {
  id: string
  field: UseFormRegisterReturn<'role'>
  error?: string
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium leading-none">{m.signUp.joiningAs}</legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map(({ value, label, description, Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              value={value}
              {...field}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="flex items-center gap-1.5 text-sm font-medium">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </span>
              <span className="text-xs text-muted-foreground">{description}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}
