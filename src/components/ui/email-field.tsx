import type { ComponentProps } from 'react'
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
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  )
}
