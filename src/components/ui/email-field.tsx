import type { ComponentProps } from 'react'
import { m } from '@/i18n/messages/forms'
import { InputField } from './input-field'

type EmailFieldProps = Omit<
  ComponentProps<typeof InputField>,
  'label' | 'type' | 'autoComplete' | 'inputMode' | 'placeholder'
>

/**
 * The 'Email' field of every form that asks for an address: the browser offers the saved one and
 * a phone its e-mail keyboard. Pass `{...register('email')}` straight in.
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <InputField
      label={m.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={m.emailPlaceholder}
      {...props}
    />
  )
}
